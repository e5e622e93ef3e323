import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.ts';
import { withoutSecrets } from '../observability/scrub.ts';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/** One connection to the SMTP server for a run of messages; close it when the run is done. */
export type MailSender = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** A server that does not answer must not hold the mail job (or a person's request) for long. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** smtps:// speaks TLS from the start (port 465); smtp:// upgrades with STARTTLS when offered. */
function transportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    // One connection for the whole run, not one per message.
    pool: true,
    maxConnections: 1,
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    ...TIMEOUTS,
  };
}

export function smtpSender(config: MailConfig): MailSender {
  const transport = nodemailer.createTransport(transportOptions(config.smtpUrl), {
    from: config.from,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    close: () => transport.close(),
  };
}

/** Connection errors say nothing about the message: the rest of a run waits for the next one. */
export function serverUnreachable(error: unknown): boolean {
  const code: unknown = error instanceof Error ? Reflect.get(error, 'code') : undefined;
  return ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH'].includes(String(code));
}

/** The SMTP server's reason, without any password from the address. */
export function sendFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return withoutSecrets(text).slice(0, 500);
}
