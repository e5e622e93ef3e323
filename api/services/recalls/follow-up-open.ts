import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database, RecallFollowUpTable } from '../../db/schema.ts';
import { chunks } from '../../db/chunks.ts';
import { iso } from '../../time.ts';
import { followUpDeadline } from './follow-up-deadline.ts';
import { raiseClassOneAlert } from './follow-up-alerts.ts';
import { sitesThatHeld } from './held-sites.ts';
import { noticeActs } from './notice-scope.ts';

/** Classes whose notices ask the units to confirm without an admin asking for it. */
const ALWAYS_FOLLOWED_UP = new Set(['I', 'II']);

/**
 * A notice published longer ago than this when it is first read (a new installation reading the
 * feed's history) is a record, not a task: asking every unit about last year's recalls would bury
 * the ones that matter. An admin can still ask for any notice.
 */
export const RECENT_NOTICE_DAYS = 30;

/** What Medvakt answers for a unit whose ledger never had the product within the look-back. */
export const NOT_IN_STOCK_NOTE = 'Ej i lager enligt Medvakt';
export const SYSTEM_CONFIRMER = { id: 'system', name: 'Medvakt' } as const;

/** Whether a notice just stored asks the units to confirm by itself. */
export function followsUpByItself(
  notice: { recall_class: string | null; published_at: string | null; kind: string; level: string },
  now: Date,
): boolean {
  if (!noticeActs(notice)) return false;
  if (notice.recall_class === null || !ALWAYS_FOLLOWED_UP.has(notice.recall_class)) return false;
  const published = notice.published_at ? Date.parse(notice.published_at) : Number.NaN;
  if (Number.isNaN(published)) return true;
  return now.getTime() - published <= RECENT_NOTICE_DAYS * 86_400_000;
}

export type FollowedNotice = {
  id: string;
  product_name: string;
  recall_class: string | null;
  look_back_months: number;
};

/** Medvakt's own answer for a unit that never had the product within the look-back. */
function notInStock(clock: Clock, followUp: RecallFollowUpTable, lookBackMonths: number) {
  return {
    id: followUp.confirmation_id ?? randomUUID(),
    follow_up_id: followUp.id,
    outcome: 'not_in_stock',
    quantity_found: 0,
    action: null,
    note:
      `${NOT_IN_STOCK_NOTE}: enheten har inte haft någon batch som indragningen gäller ` +
      `de senaste ${lookBackMonths} månaderna.`,
    corrects_id: null,
    kassation_id: null,
    confirmed_by: SYSTEM_CONFIRMER.id,
    confirmed_by_name: SYSTEM_CONFIRMER.name,
    confirmed_at: iso(clock.now()),
  };
}

/**
 * Gives every active site without one a follow-up of the notice, in the caller's transaction:
 * open and due by the class's deadline where the site holds or held the product (class I also
 * raises a critical warning there), answered 'Ej i lager enligt Medvakt' where it never did.
 * Returns how many sites are asked to check.
 */
export async function openFollowUps(
  trx: Kysely<Database>,
  clock: Clock,
  notice: FollowedNotice,
): Promise<number> {
  const sites = await trx
    .selectFrom('sites as s')
    .select('s.id')
    .where('s.is_active', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('recall_follow_ups as f')
            .select('f.id')
            .whereRef('f.site_id', '=', 's.id')
            .where('f.notice_id', '=', notice.id),
        ),
      ),
    )
    .execute();
  if (sites.length === 0) return 0;
  const held = await sitesThatHeld(trx, clock, notice);
  const { dueDate, deadlineAt } = followUpDeadline(clock.now(), notice.recall_class);
  const now = iso(clock.now());
  const rows: RecallFollowUpTable[] = [];
  for (const site of sites) {
    const row: RecallFollowUpTable = {
      id: randomUUID(),
      notice_id: notice.id,
      site_id: site.id,
      status: 'open',
      due_date: dueDate,
      opened_at: now,
      confirmation_id: null,
      overdue_alerted_at: null,
      deadline_at: deadlineAt,
      urgent_mailed_at: null,
    };
    rows.push(
      held.has(site.id) ? row : { ...row, status: 'confirmed', confirmation_id: randomUUID() },
    );
  }
  let opened = 0;
  for (const part of chunks(rows, 200)) {
    const inserted = await trx
      .insertInto('recall_follow_ups')
      .values(part)
      .onConflict((oc) => oc.columns(['notice_id', 'site_id']).doNothing())
      .returning(['id', 'site_id', 'status'])
      .execute();
    const ids = new Set(inserted.map((f) => f.id));
    const answers = part
      .filter((f) => ids.has(f.id) && f.status === 'confirmed')
      .map((f) => notInStock(clock, f, notice.look_back_months));
    if (answers.length > 0)
      await trx.insertInto('recall_follow_up_confirmations').values(answers).execute();
    for (const followUp of inserted.filter((f) => f.status === 'open')) {
      opened += 1;
      if (notice.recall_class === 'I')
        await raiseClassOneAlert(trx, clock, followUp, notice.product_name, deadlineAt);
    }
  }
  return opened;
}
