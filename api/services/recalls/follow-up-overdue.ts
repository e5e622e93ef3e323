import type { ExpressionBuilder } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { iso } from '../../time.ts';

/**
 * Whether an open follow-up (`f`) is past the moment it was due: its deadline, or for a row
 * from before deadlines were kept, the end of its last day.
 */
export function pastDeadline(
  eb: ExpressionBuilder<Database & { f: Database['recall_follow_ups'] }, 'f'>,
  clock: Clock,
) {
  return eb.and([
    eb('f.status', '=', 'open'),
    eb.or([
      eb('f.deadline_at', '<=', iso(clock.now())),
      eb.and([eb('f.deadline_at', 'is', null), eb('f.due_date', '<', clock.today())]),
    ]),
  ]);
}

/** The same as a value of a row already read. */
export const isPastDeadline = (
  row: { status: string; due_date: string; deadline_at: string | null },
  clock: Clock,
) =>
  row.status === 'open' &&
  (row.deadline_at ? row.deadline_at <= iso(clock.now()) : row.due_date < clock.today());
