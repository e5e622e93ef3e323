import type { Kysely } from 'kysely';
import { serverMessage } from '../../../shared/message-codes.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { stockholmMinute } from '../../clock.ts';
import { iso } from '../../time.ts';
import { pastDeadline } from './follow-up-overdue.ts';
import { raiseSystemAlert, resolveSystemAlert } from '../warnings/system-alerts.ts';
import type { Reason } from '../warnings/warning-texts.ts';

const alertKey = (followUpId: string) => `recall-follow-up:${followUpId}`;

/** Follow-ups warned about per pass; a pass that finds more leaves the rest to the next. */
const ALERTS_PER_PASS = 500;

/**
 * Warns each site whose recall check is past its last day and not yet confirmed, once per
 * follow-up ('Indragning ej bekräftad'); returns how many were warned.
 */
export async function alertOverdueFollowUps(db: Kysely<Database>, clock: Clock): Promise<number> {
  const overdue = await db
    .selectFrom('recall_follow_ups as f')
    .innerJoin('recall_notices as n', 'n.id', 'f.notice_id')
    .innerJoin('sites as s', 's.id', 'f.site_id')
    .select(['f.id', 'f.site_id', 'f.due_date', 'n.product_name'])
    .where('f.status', '=', 'open')
    .where((eb) => pastDeadline(eb, clock))
    .where('f.overdue_alerted_at', 'is', null)
    .where('s.is_active', '=', 1)
    .orderBy('f.due_date')
    .limit(ALERTS_PER_PASS)
    .execute();
  for (const followUp of overdue) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('recall_follow_ups')
        .set({ overdue_alerted_at: iso(clock.now()) })
        .where('id', '=', followUp.id)
        .where('status', '=', 'open')
        .where('overdue_alerted_at', 'is', null)
        .executeTakeFirst();
      // Another process warned, or the unit confirmed, in the meantime.
      if (Number(claimed.numUpdatedRows) !== 1) return;
      const product = followUp.product_name;
      await raiseSystemAlert(trx, clock, {
        siteId: followUp.site_id,
        key: alertKey(followUp.id),
        severity: 'high',
        title: `Indragning ej bekräftad: ${product}`,
        description:
          `Enheten skulle senast ${followUp.due_date} ha bekräftat att hyllorna är kontrollerade ` +
          `för indragningen av ${product}. Kontrollera och bekräfta under Indragningar.`,
        titleMessage: serverMessage('alert.recall_follow_up.title', { product }),
        descriptionMessage: serverMessage('alert.recall_follow_up.description', {
          product,
          due: followUp.due_date,
        }),
      });
    });
  }
  return overdue.length;
}

/**
 * A class I recall to act on today: a critical warning at the unit that tells the deadline, which
 * the overdue warning would only repeat; it closes when the unit confirms.
 */
export async function raiseClassOneAlert(
  trx: Kysely<Database>,
  clock: Clock,
  followUp: { id: string; site_id: string },
  product: string,
  deadlineAt: string,
): Promise<void> {
  const deadline = stockholmMinute(new Date(deadlineAt));
  await raiseSystemAlert(trx, clock, {
    siteId: followUp.site_id,
    key: alertKey(followUp.id),
    severity: 'critical',
    title: `Indragning klass I: ${product}`,
    description:
      `Klass I: kontrollera hyllorna och ta förpackningarna ur bruk senast ${deadline}. ` +
      'Bekräfta kontrollen under Indragningar.',
    titleMessage: serverMessage('alert.recall_class_one.title', { product }),
    descriptionMessage: serverMessage('alert.recall_class_one.description', { deadline }),
  });
}

/** Why a follow-up's warning closed. */
export const FOLLOW_UP_CLOSED = {
  confirmed: {
    text: 'Kontrollen är bekräftad',
    message: serverMessage('resolution.recall_follow_up_confirmed'),
  },
  closed: {
    text: 'Uppföljningen stängdes av en administratör',
    message: serverMessage('resolution.recall_follow_up_closed'),
  },
} as const satisfies Record<string, Reason>;

/** Closes the follow-up's overdue warning, if it has one. */
export async function closeFollowUpAlert(
  trx: Kysely<Database>,
  clock: Clock,
  followUp: { id: string; site_id: string },
  why: Reason,
): Promise<void> {
  await resolveSystemAlert(trx, clock, {
    siteId: followUp.site_id,
    key: alertKey(followUp.id),
    details: why.text,
    message: why.message,
  });
}
