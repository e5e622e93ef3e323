import {
  WITHDRAWAL_DEFAULT_SIZE,
  WITHDRAWAL_PAGE_SIZES,
} from '../../../shared/schemas/recall-feed.ts';

/** Spec 2-stock §4 and §9: the recall monitor's page sizes, reload delay and cache rules. */
export { WITHDRAWAL_PAGE_SIZES };
export type WithdrawalPageSize = (typeof WITHDRAWAL_PAGE_SIZES)[number];
export const DEFAULT_WITHDRAWAL_PAGE_SIZE = WITHDRAWAL_DEFAULT_SIZE satisfies WithdrawalPageSize;
export const RELOAD_AFTER_REFRESH_MS = 2000;
export const WITHDRAWAL_STALE_MS = 5 * 60_000;
export const WITHDRAWAL_RETRIES = 1;

export const isWithdrawalPageSize = (value: number): value is WithdrawalPageSize =>
  (WITHDRAWAL_PAGE_SIZES as readonly number[]).includes(value);

/** The 1-based numbers of the first and last row on a page, for 'Visar X till Y av Z'. */
export function rowRange(
  page: number,
  size: number,
  shown: number,
  total: number,
): { from: number; to: number; total: number } {
  if (shown === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * size + 1;
  return { from, to: Math.min(from + shown - 1, total), total };
}
