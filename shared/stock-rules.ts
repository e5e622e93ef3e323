/** Expiry and stock rules shared by the API and the screens (spec 2-stock §4). */
export const EXPIRY_CRITICAL_DAYS = 7;
export const EXPIRY_WARNING_DAYS = 30;

export type ExpiryStatus = 'expired' | 'critical' | 'warning' | 'ok';

export const EXPIRY_STATUS_LABELS: Record<ExpiryStatus, string> = {
  expired: 'Utgånget',
  critical: 'Kritiskt',
  warning: 'Varning',
  ok: 'OK',
};

const DAY_MS = 86_400_000;

/** Whole calendar days from `today` to `expiry`, both YYYY-MM-DD (negative when past). */
export function daysBetween(today: string, expiry: string): number {
  return Math.round(
    (Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
  );
}

export function expiryStatus(daysUntilExpiry: number): ExpiryStatus {
  if (daysUntilExpiry < 0) return 'expired';
  if (daysUntilExpiry <= EXPIRY_CRITICAL_DAYS) return 'critical';
  if (daysUntilExpiry <= EXPIRY_WARNING_DAYS) return 'warning';
  return 'ok';
}

/** A minimum of 0 means the unit does not track a floor for this medicine. */
export function isLowStock(totalQuantity: number, minimumStockLevel: number): boolean {
  return minimumStockLevel > 0 && totalQuantity <= minimumStockLevel;
}

/** 'YYYY-MM-DD' that is a real calendar date (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Day offset from a YYYY-MM-DD date, for date arithmetic on calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export type SiteWarningDays = { warning_days: number; critical_warning_days: number };

/**
 * A batch's expiry level for a site's own limits: critical from `critical_warning_days` down
 * (expired included), warning up to `warning_days`, otherwise none. Panels and warnings share it.
 */
export function expiryWarningLevel(
  daysUntilExpiry: number,
  site: SiteWarningDays,
): 'critical' | 'warning' | null {
  if (daysUntilExpiry <= site.critical_warning_days) return 'critical';
  if (daysUntilExpiry <= site.warning_days) return 'warning';
  return null;
}
