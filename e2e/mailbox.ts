import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type E2eMail = { rcptTo: string[]; subject: string; text: string };

/** Same folder as scripts/e2e-mailbox.mjs: the browser tests' server delivers e-mail there. */
const mailDir = join(tmpdir(), `medvakt-e2e-mail-${process.env.E2E_PORT ?? '8181'}`);

/** The messages that have arrived for an address, over SMTP, oldest first. */
export function mailsTo(address: string): E2eMail[] {
  return readdirSync(mailDir)
    .sort()
    .map((file): E2eMail => JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as E2eMail)
    .filter((mail) => mail.rcptTo.includes(address));
}
