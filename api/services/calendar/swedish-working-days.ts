/**
 * Swedish working days: not a Saturday or Sunday, not a public holiday (lag 1989:253 om allmänna
 * helgdagar) and not midsummer's, Christmas or New Year's eve, which are days off everywhere.
 * Dates are calendar dates 'YYYY-MM-DD'.
 */

const DAY_MS = 86_400_000;

const toDate = (date: string) => new Date(`${date}T00:00:00Z`);
const toText = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  toText(new Date(toDate(date).getTime() + days * DAY_MS));
const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, day);
}

/** The first date from `first` on (at most six days on) that falls on `weekday` (0 = Sunday). */
function weekdayFrom(first: string, weekday: number): string {
  const offset = (weekday - toDate(first).getUTCDay() + 7) % 7;
  return addDays(first, offset);
}

export type DayOff = { date: string; name: string };

/** The year's public holidays and the eves that are days off, in date order. */
export function swedishDaysOff(year: number): DayOff[] {
  const easter = easterSunday(year);
  const midsummerDay = weekdayFrom(dateOf(year, 6, 20), 6);
  const days: DayOff[] = [
    { date: dateOf(year, 1, 1), name: 'Nyårsdagen' },
    { date: dateOf(year, 1, 6), name: 'Trettondedag jul' },
    { date: addDays(easter, -2), name: 'Långfredagen' },
    { date: easter, name: 'Påskdagen' },
    { date: addDays(easter, 1), name: 'Annandag påsk' },
    { date: dateOf(year, 5, 1), name: 'Första maj' },
    { date: addDays(easter, 39), name: 'Kristi himmelsfärds dag' },
    { date: addDays(easter, 49), name: 'Pingstdagen' },
    { date: dateOf(year, 6, 6), name: 'Sveriges nationaldag' },
    { date: addDays(midsummerDay, -1), name: 'Midsommarafton' },
    { date: midsummerDay, name: 'Midsommardagen' },
    { date: weekdayFrom(dateOf(year, 10, 31), 6), name: 'Alla helgons dag' },
    { date: dateOf(year, 12, 24), name: 'Julafton' },
    { date: dateOf(year, 12, 25), name: 'Juldagen' },
    { date: dateOf(year, 12, 26), name: 'Annandag jul' },
    { date: dateOf(year, 12, 31), name: 'Nyårsafton' },
  ];
  return days.sort((x, y) => x.date.localeCompare(y.date));
}

const daysOffByYear = new Map<number, Set<string>>();

function daysOffIn(year: number): Set<string> {
  let days = daysOffByYear.get(year);
  if (!days) {
    days = new Set(swedishDaysOff(year).map((d) => d.date));
    daysOffByYear.set(year, days);
  }
  return days;
}

export function isWorkingDay(date: string): boolean {
  const weekday = toDate(date).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !daysOffIn(Number(date.slice(0, 4))).has(date);
}

/** The working day `count` working days after `date` (which itself need not be one). */
export function addWorkingDays(date: string, count: number): string {
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left--;
  }
  return day;
}
