import { MAX_JOURNAL_YEARS } from '../../../shared/schemas/narcotics.ts';
import { invalid } from '../../errors.ts';
import { stockholmDayEnd, stockholmDayStart } from '../../clock.ts';

/** A journal period as instants: from the start of `from` to the end of `to` (both Swedish days). */
export type JournalPeriod = {
  from: string | null;
  to: string | null;
  /** Inclusive start and exclusive end, ISO UTC; null for an open end. */
  start: string | null;
  end: string | null;
};

const yearsBefore = (day: string, years: number) =>
  `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

/** The days a person asked for, refused when longer than ten years. */
export function journalPeriod(query: { from?: string; to?: string }): JournalPeriod {
  const { from = null, to = null } = query;
  if (from && to && from > to) {
    const message = 'Från-datum får inte vara efter till-datum';
    throw invalid(message, [{ path: 'from', message }], 'INVALID_PERIOD');
  }
  if (from && to && from < yearsBefore(to, MAX_JOURNAL_YEARS)) {
    const message = `Perioden kan vara högst ${MAX_JOURNAL_YEARS} år.`;
    throw invalid(message, [{ path: 'from', message }], 'INVALID_PERIOD');
  }
  return {
    from,
    to,
    start: from ? stockholmDayStart(from) : null,
    end: to ? stockholmDayEnd(to) : null,
  };
}
