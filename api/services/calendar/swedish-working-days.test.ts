import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  easterSunday,
  isWorkingDay,
  swedishDaysOff,
} from './swedish-working-days.ts';

// The days off as the almanac prints them (public holidays and the three eves that are days off).
const ALMANAC: Record<number, string> = {
  2026: '01-01 01-06 04-03 04-05 04-06 05-01 05-14 05-24 06-06 06-19 06-20 10-31 12-24 12-25 12-26 12-31',
  2027: '01-01 01-06 03-26 03-28 03-29 05-01 05-06 05-16 06-06 06-25 06-26 11-06 12-24 12-25 12-26 12-31',
  2028: '01-01 01-06 04-14 04-16 04-17 05-01 05-25 06-04 06-06 06-23 06-24 11-04 12-24 12-25 12-26 12-31',
  2029: '01-01 01-06 03-30 04-01 04-02 05-01 05-10 05-20 06-06 06-22 06-23 11-03 12-24 12-25 12-26 12-31',
  2030: '01-01 01-06 04-19 04-21 04-22 05-01 05-30 06-06 06-09 06-21 06-22 11-02 12-24 12-25 12-26 12-31',
};

describe('Swedish working days', () => {
  it.each(Object.entries(ALMANAC))('knows the days off in %s', (year, days) => {
    expect(swedishDaysOff(Number(year)).map((d) => d.date.slice(5))).toEqual(days.split(' '));
  });

  it('finds Easter across centuries', () => {
    expect(['1961', '2000', '2038', '2285'].map((y) => easterSunday(Number(y)))).toEqual([
      '1961-04-02',
      '2000-04-23',
      '2038-04-25',
      '2285-03-22',
    ]);
  });

  it('names each day off', () => {
    expect(swedishDaysOff(2027).find((d) => d.date === '2027-06-25')?.name).toBe('Midsommarafton');
  });

  it('counts weekends, holidays and eves as days off', () => {
    expect(isWorkingDay('2026-11-26')).toBe(true); // a Thursday
    expect(isWorkingDay('2026-11-28')).toBe(false); // a Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // a Sunday
    expect(isWorkingDay('2027-01-06')).toBe(false); // Epiphany, a Wednesday
    expect(isWorkingDay('2027-06-25')).toBe(false); // Midsummer's Eve, a Friday
    expect(isWorkingDay('2027-12-24')).toBe(false); // Christmas Eve, a Friday
    expect(isWorkingDay('2027-05-17')).toBe(true); // Whit Monday is no holiday since 2005
  });

  it('adds working days past weekends and holidays', () => {
    expect(addWorkingDays('2026-11-26', 2)).toBe('2026-11-30'); // Thursday + 2 = Monday
    expect(addWorkingDays('2026-11-28', 2)).toBe('2026-12-01'); // from a Saturday
    expect(addWorkingDays('2026-12-22', 2)).toBe('2026-12-28'); // past Christmas
    expect(addWorkingDays('2026-12-22', 5)).toBe('2027-01-04'); // past New Year, 2027-01-01
    expect(addWorkingDays('2027-03-24', 2)).toBe('2027-03-30'); // past Easter
    expect(addWorkingDays('2027-06-23', 5)).toBe('2027-07-01'); // past Midsummer
    expect(addWorkingDays('2026-11-26', 0)).toBe('2026-11-26');
  });
});
