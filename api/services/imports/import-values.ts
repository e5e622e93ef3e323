import { normaliseGtin } from '../../../shared/gs1.ts';
import { isCalendarDate } from '../../../shared/stock-rules.ts';

const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** Excel counts days from 1899-12-30; 20000–80000 covers 1954 to 2119. */
function fromSerial(text: string): string | null {
  if (!/^\d{5}(\.0+)?$/.test(text)) return null;
  const days = Math.floor(Number(text));
  if (days < 20_000 || days > 80_000) return null;
  return new Date(Date.UTC(1899, 11, 30) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An expiry as a day: '2027-03-31', '31/03/2027', '31.03.2027', an Excel serial number, or a
 * month ('2027-03', '03/2027'), which means its last day as on a pack. Null when it is none.
 */
export function expiryDay(text: string): string | null {
  const value = text.trim();
  const serial = fromSerial(value);
  if (serial) return serial;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return isCalendarDate(value) ? value : null;
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(value);
  if (dmy) {
    const day = `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}`;
    return isCalendarDate(day) ? day : null;
  }
  const ym = /^(\d{4})-(\d{1,2})$/.exec(value) ?? /^(\d{1,2})\/(\d{4})$/.exec(value);
  if (ym) {
    const [year, month] = value.includes('/')
      ? [Number(ym[2]), Number(ym[1])]
      : [Number(ym[1]), Number(ym[2])];
    return month >= 1 && month <= 12 ? lastDayOf(year, month) : null;
  }
  return null;
}

/** A count of packs: a whole number from 0, '12' or '12,0'; anything else null. */
export function wholeCount(text: string): number | null {
  const value = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.0+)?$/.test(value)) return null;
  return Number(value);
}

/** A cell's GTIN as 14 digits, spaces ignored ('7 046260 08015 7'); null when it is none. */
export const gtinCell = (text: string) => normaliseGtin(text.replace(/\s/g, ''));
