import {
  CLASS_ONE_CUTOFF,
  CLASS_ONE_HOURS,
  FOLLOW_UP_WORKING_DAYS,
} from '../../../shared/schemas/recall-follow-up.ts';
import { stockholmDay, stockholmDayEnd, stockholmInstant } from '../../clock.ts';
import { hoursAfter } from '../../time.ts';
import { addWorkingDays } from '../calendar/swedish-working-days.ts';
import { recallClass } from './notice-feed.ts';

export type Deadline = { dueDate: string; deadlineAt: string };

/**
 * When a unit asked now must have checked its shelves: class I the same day, by 17:00 Stockholm
 * time or four hours after the notice arrived if that is later (any day: a class I recall does not
 * wait for Monday); class II and III at the end of their last working day.
 */
export function followUpDeadline(now: Date, recallClassText: string | null): Deadline {
  const klass = recallClass(recallClassText) ?? 'II';
  if (klass === 'I') {
    const cutoff = stockholmInstant(stockholmDay(now), CLASS_ONE_CUTOFF);
    const soonest = hoursAfter(now, CLASS_ONE_HOURS).toISOString();
    const deadlineAt = soonest > cutoff ? soonest : cutoff;
    return { dueDate: stockholmDay(new Date(deadlineAt)), deadlineAt };
  }
  const dueDate = addWorkingDays(stockholmDay(now), FOLLOW_UP_WORKING_DAYS[klass]);
  return { dueDate, deadlineAt: stockholmDayEnd(dueDate) };
}

/** The moment a follow-up is due; rows from before deadlines were kept end with their day. */
export const deadlineOf = (row: { due_date: string; deadline_at: string | null }) =>
  row.deadline_at ?? stockholmDayEnd(row.due_date);
