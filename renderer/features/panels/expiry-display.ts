import type { ExpiryWarningItem } from '../../../shared/schemas/dashboard.ts';
import { expiryText } from '../inventory/expiry.ts';

/** Up to these days a warning is red, and carries a red alert icon (spec 1-platform §9). */
export const RED_DAYS = 14;
export const URGENT_ICON_DAYS = 7;

export type ExpiryDisplay = {
  text: ReturnType<typeof expiryText>;
  /** Badge colour: black once expired, red when critical or close, else yellow. */
  color: 'dark' | 'red' | 'yellow';
  /** Expired rows are drawn darker. */
  expired: boolean;
  /** A red alert icon beside the badge: a week or less left. */
  urgent: boolean;
};

/** How a VARNINGAR row shows its time until expiry (spec 1-platform §2.7). */
export function expiryDisplay(
  item: Pick<ExpiryWarningItem, 'days_until_expiry' | 'severity'>,
): ExpiryDisplay {
  const days = item.days_until_expiry;
  const expired = days < 0;
  const red = item.severity === 'critical' || days <= RED_DAYS;
  return {
    text: expiryText(days),
    color: expired ? 'dark' : red ? 'red' : 'yellow',
    expired,
    urgent: days <= URGENT_ICON_DAYS,
  };
}
