import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Where the browser tests' server delivers e-mail: one JSON file per message (e2e/mailbox.ts). */
export const e2eMailDir = (port) => join(tmpdir(), `medvakt-e2e-mail-${port}`);

/** A real SMTP server beside the browser tests' Medvakt, keeping what arrives as files. */
export async function startE2eMailbox(port, dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          count += 1;
          const message = {
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          };
          writeFileSync(join(dir, `${Date.now()}-${count}.json`), JSON.stringify(message));
          done();
        },
        (error) => done(error),
      );
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => server.close();
}
