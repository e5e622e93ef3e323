import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export type ReceivedMail = {
  /** The envelope: who the SMTP conversation said the message is for. */
  rcptTo: string[];
  mailFrom: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
};

const addressText = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a : a ? [a] : []).map((x) => x.text).join(', ');

/**
 * A real SMTP server in the test process: messages arrive over a real SMTP conversation and are
 * parsed back. It can be told to refuse every message (a 4xx or 5xx answer) to test retries.
 */
export async function startSmtpInbox(login?: { user: string; pass: string }) {
  const received: ReceivedMail[] = [];
  let refusal: { code: number; message: string } | null = null;
  let connections = 0;
  const options: SMTPServerOptions = {
    logger: false,
    disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !login,
    allowInsecureAuth: true,
    onConnect(_session, done) {
      connections += 1;
      done();
    },
    onAuth(auth, _session, done) {
      if (login && auth.username === login.user && auth.password === login.pass)
        done(null, { user: auth.username });
      else done(new Error('Fel användarnamn eller lösenord'));
    },
    onRcptTo(_address, _session, done) {
      if (!refusal) return done();
      const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      done(error);
    },
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            from: addressText(mail.from),
            to: addressText(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          done();
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    },
  };
  const server = new SMTPServer(options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const auth = login ? `${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@` : '';
  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    port,
    received,
    /** SMTP connections opened so far. */
    connections: () => connections,
    /** Every message is refused with this SMTP answer until `accept` is called. */
    refuse(code: number, message: string) {
      refusal = { code, message };
    },
    accept() {
      refusal = null;
    },
    to: (address: string) => received.filter((m) => m.rcptTo.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
