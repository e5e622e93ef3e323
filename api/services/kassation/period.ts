import { invalid } from '../../errors.ts';

const MAX_YEARS_BACK = 10;

/** A report period starts on a real day, not after today and at most ten years back. */
export function checkPeriodStart(fromDate: string, today: string): void {
  const refuse = (message: string) =>
    invalid(message, [{ path: 'from_date', message }], 'INVALID_PERIOD');
  if (fromDate > today) throw refuse('Från-datum kan inte vara i framtiden.');
  const earliest = `${Number(today.slice(0, 4)) - MAX_YEARS_BACK}${today.slice(4)}`;
  if (fromDate < earliest) throw refuse(`Perioden kan vara högst ${MAX_YEARS_BACK} år.`);
}
