import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { MailConfig } from '../../config.ts';
import type { Db, MailKind } from '../../db/schema.ts';
import {
  sendFailure,
  serverUnreachable,
  smtpSender,
  type OutgoingMail,
} from '../../mail/smtp-sender.ts';
import { iso, minutesAfter } from '../../time.ts';
import { raiseSystemAlert, resolveSystemAlert } from '../warnings/system-alerts.ts';
import { serverMessage } from '../../../shared/message-codes.ts';

/** Minutes to wait after each failed attempt; after the last, the message is given up on. */
export const RETRY_MINUTES = [1, 5, 30] as const;
export const MAX_ATTEMPTS = RETRY_MINUTES.length + 1;
/** A process that took a message and died lets it go after this long. */
const SEND_LEASE_MINUTES = 5;
const KEEP_SENT_DAYS = 30;
const ALERT_KEY = 'mail-failed';
/** Messages read per query; the job reads on while there are more and its minute lasts. */
export const DELIVERY_BATCH = 100;

const KIND_LABELS: Record<MailKind, string> = {
  digest: 'En sammanfattning',
  recall: 'Ett mejl om indragning',
  deviation: 'Ett mejl om en avvikelse',
  test: 'Ett testmejl',
};

export type QueuedMail = {
  kind: MailKind;
  dedupeKey: string | null;
  userId: string | null;
  siteId: string | null;
  mail: OutgoingMail;
};

/** Writes a message to send; the same dedupe key twice writes it once. Returns its id, or null. */
export async function queueMail(db: Db, clock: Clock, queued: QueuedMail): Promise<string | null> {
  const now = iso(clock.now());
  const row = await db
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      kind: queued.kind,
      dedupe_key: queued.dedupeKey,
      user_id: queued.userId,
      site_id: queued.siteId,
      to_address: queued.mail.to,
      subject: queued.mail.subject.slice(0, 300),
      text_body: queued.mail.text,
      html_body: queued.mail.html,
      next_attempt_at: now,
      lease_until: null,
      sent_at: null,
      failed_at: null,
      last_error: null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export type DeliveryDeps = { db: Db; clock: Clock; mail: MailConfig };
export type Delivery = { sent: number; failed: number; waiting: number };

type Pending = {
  id: string;
  kind: MailKind;
  site_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
};

/** Takes a message for this process; false when another process has it or it is done. */
async function take(deps: DeliveryDeps, id: string): Promise<boolean> {
  const now = deps.clock.now();
  const taken = await deps.db
    .updateTable('mail_outbox')
    .set({ lease_until: iso(minutesAfter(now, SEND_LEASE_MINUTES)) })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', iso(now))]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

async function markSent(deps: DeliveryDeps, row: Pending) {
  await deps.db
    .updateTable('mail_outbox')
    .set({ sent_at: iso(deps.clock.now()), lease_until: null, attempts: row.attempts + 1 })
    .where('id', '=', row.id)
    .execute();
  if (row.site_id)
    await resolveSystemAlert(deps.db, deps.clock, {
      siteId: row.site_id,
      key: ALERT_KEY,
      details: 'E-post skickas igen.',
      message: serverMessage('resolution.mail_works'),
    });
}

/** Counts the attempt; the last one gives the message up and tells the unit's managers. */
async function markFailed(deps: DeliveryDeps, row: Pending, reason: string): Promise<boolean> {
  const attempts = row.attempts + 1;
  const now = deps.clock.now();
  const givenUp = attempts >= MAX_ATTEMPTS;
  const wait = RETRY_MINUTES[Math.min(attempts, RETRY_MINUTES.length) - 1] ?? 1;
  await deps.db
    .updateTable('mail_outbox')
    .set({
      attempts,
      lease_until: null,
      last_error: reason.slice(0, 1000),
      next_attempt_at: iso(minutesAfter(now, wait)),
      failed_at: givenUp ? iso(now) : null,
    })
    .where('id', '=', row.id)
    .execute();
  if (givenUp && row.site_id)
    await raiseSystemAlert(deps.db, deps.clock, {
      siteId: row.site_id,
      key: ALERT_KEY,
      title: 'E-post kunde inte skickas',
      description: `${KIND_LABELS[row.kind]} kunde inte skickas efter ${attempts} försök: ${reason}. Be driften kontrollera e-postservern (SMTP_URL).`,
      titleMessage: serverMessage('alert.mail_failed.title'),
      descriptionMessage: serverMessage('alert.mail_failed.description', {
        mail: row.kind,
        attempts,
        reason,
      }),
      severity: 'medium',
    });
  return givenUp;
}

/**
 * Sends what is due (all of it, or the given ids), one message at a time. A message that fails is
 * tried again later and never holds up the others; a server that cannot be reached ends the run,
 * and what is left waits for the next one.
 */
export async function deliverPending(
  deps: DeliveryDeps,
  only?: readonly string[],
): Promise<Delivery> {
  const now = iso(deps.clock.now());
  let query = deps.db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'kind',
      'site_id',
      'to_address',
      'subject',
      'text_body',
      'html_body',
      'attempts',
    ])
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('created_at')
    .limit(DELIVERY_BATCH);
  if (only) {
    if (only.length === 0) return { sent: 0, failed: 0, waiting: 0 };
    query = query.where('id', 'in', [...only]);
  }
  const due = await query.execute();
  const result: Delivery = { sent: 0, failed: 0, waiting: 0 };
  const sender = smtpSender(deps.mail);
  try {
    for (const [index, row] of due.entries()) {
      if (!(await take(deps, row.id))) continue;
      try {
        await sender.send({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
        });
        await markSent(deps, row);
        result.sent += 1;
      } catch (error) {
        await markFailed(deps, row, sendFailure(error));
        result.failed += 1;
        if (serverUnreachable(error)) {
          // The rest were not taken yet, so they simply wait for the next run.
          result.waiting += due.length - index - 1;
          break;
        }
      }
    }
  } finally {
    sender.close();
  }
  await deps.db
    .deleteFrom('mail_outbox')
    .where('sent_at', '<', iso(minutesAfter(deps.clock.now(), -KEEP_SENT_DAYS * 24 * 60)))
    .execute();
  return result;
}
