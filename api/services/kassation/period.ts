import { addDays } from '../../../shared/stock-rules.ts';
import { invalid } from '../../errors.ts';

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Stockholm',
  timeZoneName: 'longOffset',
});

function stockholmOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant (ISO, UTC) a Swedish calendar day begins. Clocks change at 01:00 UTC, after
 * Stockholm's midnight, so the offset an hour and a half before UTC midnight is the day's own.
 */
export function stockholmDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const offset = stockholmOffsetMinutes(new Date(utcMidnight - 90 * 60_000));
  return new Date(utcMidnight - offset * 60_000).toISOString();
}

/** The instant the day after `day` begins: the exclusive end of a period ending on `day`. */
export const stockholmDayEnd = (day: string) => stockholmDayStart(addDays(day, 1));

const MAX_YEARS_BACK = 10;

/** A report period starts on a real day, not after today and at most ten years back. */
export function checkPeriodStart(fromDate: string, today: string): void {
  const refuse = (message: string) =>
    invalid(message, [{ path: 'from_date', message }], 'INVALID_PERIOD');
  if (fromDate > today) throw refuse('Från-datum kan inte vara i framtiden.');
  const earliest = `${Number(today.slice(0, 4)) - MAX_YEARS_BACK}${today.slice(4)}`;
  if (fromDate < earliest) throw refuse(`Perioden kan vara högst ${MAX_YEARS_BACK} år.`);
}
