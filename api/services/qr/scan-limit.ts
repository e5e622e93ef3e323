import type { QrScanRequest } from '../../../shared/schemas/qr.ts';
import {
  scanLimit,
  scanLimitText,
  type ScanAction,
  type ScanOrigin,
} from '../../../shared/scan-limits.ts';
import { invalid } from '../../errors.ts';
import type { QrCaller } from './public-access.ts';
import type { ResolvedCode } from './resolve-code.ts';

/** Without sign-in a scan is the public page's, whatever it says; signed in, the screen it names. */
export const scanOrigin = (caller: Pick<QrCaller, 'actor'>, input: QrScanRequest): ScanOrigin =>
  caller.actor ? (input.source ?? 'unnamed') : 'public';

/**
 * Refuses (422, nothing changed) a withdrawal or refill above the site's limit or the screen's cap.
 * Counted in the batch's own unit, the number the quantity field and the screens show.
 */
export function assertWithinScanLimit(
  caller: Pick<QrCaller, 'actor'>,
  code: ResolvedCode,
  input: QrScanRequest,
  action: ScanAction,
  unitType: string,
): void {
  const origin = scanOrigin(caller, input);
  const limit = scanLimit(code.site.limits, origin, action);
  if (input.quantity <= limit.max) return;
  const detail = scanLimitText(limit, origin, action, unitType);
  throw invalid(
    detail,
    [{ path: 'quantity', message: detail }],
    limit.by === 'site' ? 'SITE_LIMIT' : 'SCREEN_LIMIT',
  );
}
