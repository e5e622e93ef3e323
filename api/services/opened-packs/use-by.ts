import { addDays } from '../../../shared/stock-rules.ts';

/**
 * The last day an opened pack may be used (brytdatum): the opening day plus the medicine's days
 * once opened, but never after the batch's own expiry. Without days once opened, the expiry.
 */
export function useByOf(openedDay: string, expiry: string, inUseDays: number | null): string {
  if (inUseDays === null) return expiry;
  const byDays = addDays(openedDay, inUseDays);
  return byDays < expiry ? byDays : expiry;
}
