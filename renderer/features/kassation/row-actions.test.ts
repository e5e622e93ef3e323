import { describe, expect, it } from 'vitest';
import {
  AVERAGE_MONTHS_DIVISOR,
  statsFromDate,
} from '../../../shared/schemas/kassation-reports.ts';
import { averagePerMonth, EMPTY_STATS } from './report-data.ts';
import { needsSecondPerson, rowActions, type Actor } from './row-actions.ts';

const manager: Actor = { id: 'm', role: 'site_admin' };
const nurse: Actor = { id: 'n', role: 'user' };
const row = (change: Partial<Parameters<typeof rowActions>[0]> = {}) => ({
  status: 'initiated' as const,
  is_restored: false,
  initiated_by: 'n',
  is_controlled_substance: false,
  ...change,
});

describe('what a row offers', () => {
  it('lets a manager move a disposal on, certify and restore it', () => {
    expect(rowActions(row(), manager)).toEqual(['approve', 'certificate', 'restore']);
    expect(rowActions(row({ status: 'approved' }), manager)).toEqual([
      'complete',
      'certificate',
      'restore',
    ]);
    expect(rowActions(row({ status: 'completed' }), manager)).toEqual(['certificate', 'restore']);
    expect(rowActions(row({ is_restored: true }), manager)).toEqual(['certificate']);
    expect(rowActions(row({ status: 'cancelled' }), { id: 'a', role: 'admin' })).toEqual([]);
  });

  it('lets care staff undo only their own disposal before approval', () => {
    expect(rowActions(row(), nurse)).toEqual(['cancel']);
    expect(rowActions(row({ initiated_by: 'someone else' }), nurse)).toEqual([]);
    expect(rowActions(row({ status: 'approved' }), nurse)).toEqual([]);
    expect(rowActions(row({ is_restored: true }), nurse)).toEqual([]);
  });

  it('wants a second person for a narcotic the manager disposed of', () => {
    expect(
      needsSecondPerson(row({ is_controlled_substance: true, initiated_by: 'm' }), manager),
    ).toBe(true);
    expect(needsSecondPerson(row({ is_controlled_substance: true }), manager)).toBe(false);
    expect(needsSecondPerson(row({ initiated_by: 'm' }), manager)).toBe(false);
  });
});

describe('report figures', () => {
  it('divides by 6 whatever the period and starts periods on the first of a month', () => {
    expect(AVERAGE_MONTHS_DIVISOR).toBe(6);
    expect(averagePerMonth({ ...EMPTY_STATS, total_quantity: 25 })).toBe(4.2);
    expect(averagePerMonth(EMPTY_STATS)).toBe(0);
    expect(statsFromDate('2026-11-21', 6)).toBe('2026-06-01');
    expect(statsFromDate('2026-11-21', 12)).toBe('2025-12-01');
    expect(statsFromDate('2026-02-28', 3)).toBe('2025-12-01');
    expect(statsFromDate('2026-01-01', 1)).toBe('2026-01-01');
  });
});
