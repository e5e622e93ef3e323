import { describe, expect, it } from 'vitest';
import { stockholmDay } from '../../clock.ts';
import {
  addDays,
  daysBetween,
  expiryStatus,
  isCalendarDate,
  isLowStock,
} from '../../../shared/stock-rules.ts';

describe('Stockholm calendar days', () => {
  it('turns the date at Stockholm midnight, not UTC midnight, in winter and summer', () => {
    expect(stockholmDay(new Date('2026-11-21T22:59:59Z'))).toBe('2026-11-21');
    expect(stockholmDay(new Date('2026-11-21T23:00:00Z'))).toBe('2026-11-22');
    expect(stockholmDay(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(stockholmDay(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });

  it('counts whole days across month ends, leap days and the change to summer time', () => {
    expect(daysBetween('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysBetween('2026-11-21', '2026-11-20')).toBe(-1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('says "today" for a batch expiring today at 23:30 Stockholm time', () => {
    const lateEvening = stockholmDay(new Date('2026-11-21T22:30:00Z'));
    expect(expiryStatus(daysBetween(lateEvening, '2026-11-21'))).toBe('critical');
    const justAfterMidnight = stockholmDay(new Date('2026-11-21T23:30:00Z'));
    expect(expiryStatus(daysBetween(justAfterMidnight, '2026-11-21'))).toBe('expired');
  });
});

describe('expiry status and low stock', () => {
  it('follows the thresholds 0, 7 and 30 days', () => {
    expect([-1, 0, 7, 8, 30, 31].map(expiryStatus)).toEqual([
      'expired',
      'critical',
      'critical',
      'warning',
      'warning',
      'ok',
    ]);
  });

  it('is low at or below the minimum, and never when no minimum is set', () => {
    expect(isLowStock(10, 10)).toBe(true);
    expect(isLowStock(11, 10)).toBe(false);
    expect(isLowStock(0, 0)).toBe(false);
  });
});

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(['2026-02-28', '2028-02-29', '2026-12-31'].every(isCalendarDate)).toBe(true);
    expect(
      ['2026-02-30', '2027-02-29', '2026-13-01', '2026-1-1', '20260101', ''].some(isCalendarDate),
    ).toBe(false);
  });
});
