import type { RecallFollowUp } from '../../../shared/schemas/recall-follow-up.ts';

const stockholmTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * When a check is due: the day, and for class I (due within the day) the time in Stockholm,
 * '2026-11-21 17:00'.
 */
export function deadlineText(f: Pick<RecallFollowUp, 'due_at' | 'deadline_at' | 'recall_class'>) {
  if (f.recall_class !== 'I') return f.due_at;
  return `${f.due_at} ${stockholmTime.format(new Date(f.deadline_at))}`;
}
