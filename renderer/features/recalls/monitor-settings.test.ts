import { describe, expect, it } from 'vitest';
import { isWithdrawalPageSize, rowRange } from './monitor-settings.ts';

describe("the recall monitor's count line and page sizes", () => {
  it('numbers the rows of a page for "Visar X till Y av Z"', () => {
    expect(rowRange(1, 50, 50, 260)).toEqual({ from: 1, to: 50, total: 260 });
    expect(rowRange(11, 25, 10, 260)).toEqual({ from: 251, to: 260, total: 260 });
    expect(rowRange(2, 200, 60, 260)).toEqual({ from: 201, to: 260, total: 260 });
    expect(rowRange(1, 50, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });

  it('offers 25, 50, 100 and 200 rows per page only', () => {
    expect([25, 50, 100, 200].every(isWithdrawalPageSize)).toBe(true);
    expect([0, 20, 75, 500].some(isWithdrawalPageSize)).toBe(false);
  });
});
