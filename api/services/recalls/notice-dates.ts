import { isCalendarDate } from '../../../shared/stock-rules.ts';

const MONTHS: Record<string, number> = {
  januari: 1,
  january: 1,
  jan: 1,
  februari: 2,
  february: 2,
  feb: 2,
  mars: 3,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  maj: 5,
  may: 5,
  juni: 6,
  june: 6,
  jun: 6,
  juli: 7,
  july: 7,
  jul: 7,
  augusti: 8,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  oktober: 10,
  october: 10,
  okt: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
};

const MONTH = `(${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;

/** The date shapes notices use, longest first; each alternative is one named group set. */
export const DATE_SOURCE = [
  String.raw`(?<iso>\d{4})[-/.](?<isoM>\d{1,2})[-/.](?<isoD>\d{1,2})`,
  String.raw`(?<dmyD>\d{1,2})[./-](?<dmyM>\d{1,2})[./-](?<dmy>\d{4})`,
  String.raw`(?<ym>\d{4})-(?<ymM>\d{1,2})(?![\d-])`,
  String.raw`(?<myM>\d{1,2})[/.-](?<my>\d{4})`,
  `(?:(?<nameD>\\d{1,2})\\.?\\s+)?(?<nameM>${MONTH.replace('(', '(?:')})\\s+(?:(?<nameD2>\\d{1,2}),?\\s+)?(?<name>\\d{4})`,
].join('|');

const pad = (n: number) => String(n).padStart(2, '0');

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A date as YYYY-MM-DD. A date without a day ('2025-12', '12/2025', 'december 2025') means the
 * last day of that month: a pack marked EXP 12/2025 may be used all of December.
 */
export function toIsoDate(
  groups: Record<string, string | undefined>,
  matched: string,
): string | null {
  let year: number;
  let month: number;
  let day: number | null = null;
  if (groups.iso) [year, month, day] = [+groups.iso, Number(groups.isoM), Number(groups.isoD)];
  else if (groups.dmy) [year, month, day] = [+groups.dmy, Number(groups.dmyM), Number(groups.dmyD)];
  else if (groups.ym) [year, month] = [+groups.ym, Number(groups.ymM)];
  else if (groups.my) [year, month] = [+groups.my, Number(groups.myM)];
  else if (groups.name) {
    const monthWord = /\p{L}+/u.exec(matched.replace(/^\d+\.?\s+/, ''))?.[0].toLowerCase() ?? '';
    [year, month] = [+groups.name, MONTHS[monthWord] ?? 0];
    const dayText = groups.nameD ?? groups.nameD2;
    if (dayText) day = Number(dayText);
  } else return null;
  if (year < 1900 || year > 2200 || month < 1 || month > 12) return null;
  const date = `${year}-${pad(month)}-${pad(day ?? lastDayOfMonth(year, month))}`;
  return isCalendarDate(date) ? date : null;
}

const DATE_ONLY = new RegExp(`^(?:${DATE_SOURCE})$`, 'iu');

/** One date written in any of the notice shapes, or null. */
export function parseDate(text: string): string | null {
  const match = DATE_ONLY.exec(text.trim());
  return match?.groups ? toIsoDate(match.groups, match[0]) : null;
}
