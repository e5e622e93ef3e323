import type { BasicStats } from '../../../shared/schemas/kassation-reports.ts';
import { AVERAGE_MONTHS_DIVISOR } from '../../../shared/schemas/kassation-reports.ts';
import type { DisposalReason } from '../../../shared/schemas/kassation.ts';

/** Spec 2-stock §8: a failed load shows zeroes, not old figures. */
export const EMPTY_STATS: BasicStats = {
  from_date: '',
  total_disposed: 0,
  total_quantity: 0,
  most_wasted: [],
  monthly_totals: [],
  disposal_reasons: [],
};

export const REASON_COLORS: Record<DisposalReason, string> = {
  expired: 'red.6',
  damaged: 'orange.6',
  recalled: 'grape.6',
  quality_issue: 'yellow.6',
  opened_pack: 'cyan.6',
  other: 'gray.6',
};

/** Spec 2-stock §9: the total divided by 6 whatever the period, to one decimal. */
export const averagePerMonth = (stats: BasicStats) =>
  Math.round((stats.total_quantity / AVERAGE_MONTHS_DIVISOR) * 10) / 10;

export function monthLabel(year: number, month: number, language: 'sv' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'sv-SE', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

export const formatNumber = (value: number, language: 'sv' | 'en') =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sv-SE', {
    maximumFractionDigits: 1,
  }).format(value);
