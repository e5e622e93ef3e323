import { z } from 'zod';

export const DIGESTS = ['off', 'daily', 'weekly'] as const;

const choice = (what: string) =>
  z.boolean({ error: `Ange om du vill ha e-post om ${what} (true eller false).` });

/** A person's e-mail choices, kept on the server. The digest is off until the person turns it on. */
export const NotificationSettingsInput = z.strictObject(
  {
    digest: z.enum(DIGESTS, { error: 'Välj sammanfattning: off, daily eller weekly.' }),
    email_expiry_alerts: choice('batcher som går ut'),
    email_low_stock: choice('lågt lager'),
    email_warnings: choice('öppna varningar'),
    email_recalls: choice('indragningar'),
  },
  { error: 'Okänt fält. Du kan bara ändra dina egna e-postinställningar.' },
);
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsInput>;

export const NotificationSettings = NotificationSettingsInput.extend({
  /** Whether the server can send e-mail at all (SMTP_URL and MAIL_FROM are set). */
  email_configured: z.boolean(),
  /** Where the person's e-mail goes. */
  email: z.string(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const DigestRunResult = z.object({
  /** Digests sent now. */
  sent: z.number(),
  /** People with digests on who had nothing new or open to hear about. */
  nothing_to_report: z.number(),
  /** Digests that could not be sent now; they are tried again by the mail job. */
  failed: z.number(),
});
export type DigestRunResult = z.infer<typeof DigestRunResult>;
