import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { FOLLOW_UP_WORKING_DAYS } from '../../../shared/schemas/recall-follow-up.ts';
import type { Clock } from '../../clock.ts';
import type { Database, RecallFollowUpTable } from '../../db/schema.ts';
import { chunks } from '../../db/chunks.ts';
import { iso } from '../../time.ts';
import { addWorkingDays } from '../calendar/swedish-working-days.ts';
import { recallClass } from './notice-feed.ts';

/** Classes whose notices ask every unit to confirm without an admin asking for it. */
const ALWAYS_FOLLOWED_UP = new Set(['I', 'II']);

/**
 * A notice published longer ago than this when it is first read (a new installation reading the
 * feed's history) is a record, not a task: asking every unit about last year's recalls would bury
 * the ones that matter. An admin can still ask for any notice.
 */
export const RECENT_NOTICE_DAYS = 30;

/** Whether a notice just stored asks every unit to confirm by itself. */
export function followsUpByItself(
  notice: { recall_class: string | null; published_at: string | null },
  now: Date,
): boolean {
  if (notice.recall_class === null || !ALWAYS_FOLLOWED_UP.has(notice.recall_class)) return false;
  const published = notice.published_at ? Date.parse(notice.published_at) : Number.NaN;
  if (Number.isNaN(published)) return true;
  return now.getTime() - published <= RECENT_NOTICE_DAYS * 86_400_000;
}

/** The last working day a unit has to confirm a notice of this class opened today. */
export function dueDate(clock: Clock, recallClassText: string | null): string {
  const days = FOLLOW_UP_WORKING_DAYS[recallClass(recallClassText) ?? 'II'];
  return addWorkingDays(clock.today(), days);
}

/**
 * Gives every active site without one a follow-up of the notice, in the caller's transaction;
 * returns how many were opened.
 */
export async function openFollowUps(
  trx: Kysely<Database>,
  clock: Clock,
  notice: { id: string; recall_class: string | null },
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
  const due = dueDate(clock, notice.recall_class);
  const now = iso(clock.now());
  const rows: RecallFollowUpTable[] = sites.map((site) => ({
    id: randomUUID(),
    notice_id: notice.id,
    site_id: site.id,
    status: 'open',
    due_date: due,
    opened_at: now,
    confirmation_id: null,
    overdue_alerted_at: null,
  }));
  let opened = 0;
  for (const part of chunks(rows, 200)) {
    const inserted = await trx
      .insertInto('recall_follow_ups')
      .values(part)
      .onConflict((oc) => oc.columns(['notice_id', 'site_id']).doNothing())
      .returning('id')
      .execute();
    opened += inserted.length;
  }
  return opened;
}
