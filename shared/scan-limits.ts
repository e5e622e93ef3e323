import { QR_LIMITS, type ScanSource } from './schemas/qr.ts';

export type ScanAction = 'withdraw' | 'add';

/** The site's most per withdrawal and per refill (sites.default_withdraw_limit / _add_limit). */
export type SiteScanLimits = { withdraw: number; add: number };

/** Where a scan is made: the public page (no sign-in), a named screen, or a caller that named none. */
export type ScanOrigin = 'public' | ScanSource | 'unnamed';

const NAMED_CAPS: Record<'public' | ScanSource, Record<ScanAction, number>> = {
  public: { withdraw: QR_LIMITS.publicPage, add: QR_LIMITS.publicPage },
  scan_screen: { withdraw: QR_LIMITS.scanScreen, add: QR_LIMITS.scanScreen },
  glukagon: { withdraw: QR_LIMITS.glukagonWithdraw, add: QR_LIMITS.glukagonAdd },
};

/** The spec's cap of each screen; a signed-in caller that names no screen gets the strictest. */
export const SCREEN_CAPS: Record<ScanOrigin, Record<ScanAction, number>> = {
  ...NAMED_CAPS,
  unnamed: {
    withdraw: Math.min(NAMED_CAPS.scan_screen.withdraw, NAMED_CAPS.glukagon.withdraw),
    add: Math.min(NAMED_CAPS.scan_screen.add, NAMED_CAPS.glukagon.add),
  },
};

/** The most one scan may move, and whether the site's limit or the screen's cap sets it. */
export type ScanLimit = { max: number; by: 'site' | 'screen' };

export function scanLimit(site: SiteScanLimits, origin: ScanOrigin, action: ScanAction): ScanLimit {
  const screen = SCREEN_CAPS[origin][action];
  return screen < site[action] ? { max: screen, by: 'screen' } : { max: site[action], by: 'site' };
}

const PER: Record<ScanAction, string> = { withdraw: 'uttag', add: 'påfyllning' };

const FROM: Record<ScanOrigin, string> = {
  public: 'från den publika QR-sidan',
  scan_screen: 'från skanningsskärmen',
  glukagon: 'från glukagonsidan',
  unnamed: 'när anropet inte anger source (scan_screen ger enhetens gräns)',
};

/** E.g. 'Högst 10 styck per uttag på den här enheten'; `unit` is the batch's unit type. */
export function scanLimitText(
  limit: ScanLimit,
  origin: ScanOrigin,
  action: ScanAction,
  unit: string,
): string {
  const where = limit.by === 'site' ? 'på den här enheten' : FROM[origin];
  return `Högst ${limit.max} ${unit} per ${PER[action]} ${where}`;
}
