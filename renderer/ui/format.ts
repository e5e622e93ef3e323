const dateTime = new Intl.DateTimeFormat('sv-SE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Stockholm',
});

/** A timestamp from the server shown as Swedish local time, e.g. '2025-03-01 14:05'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** Text for an optional form field: empty input becomes null for the API. */
export const blankToNull = (value: string): string | null =>
  value.trim() === '' ? null : value.trim();
