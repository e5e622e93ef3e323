import type { QrVerifyResult } from '../../../shared/schemas/qr.ts';
import { ApiRequestError } from '../../api-client/client.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { scanFailureOf } from '../scan/scan-rules.ts';

/** A heading for why the page cannot offer the medicine; the server's reason is shown below it. */
export function refusalTitle(verified: QrVerifyResult): MessageKey {
  switch (verified.error_code) {
    case 'TOKEN_REPLACED':
      return 'publicQr.replaced';
    case 'MEDICINE_NOT_FOUND':
    case 'MEDICINE_INACTIVE':
    case 'SITE_NOT_FOUND':
      return 'scan.error.notFound';
    default:
      return 'scan.error.invalid';
  }
}

/** Too many calls from this address: the same heading for verify, batches and scan. */
export const isRateLimited = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.status === 429;

/** The heading of a failed call: rate limit, or the spec's text for the step that failed. */
export function failureTitle(error: unknown, step: 'verify' | 'scan'): MessageKey {
  if (isRateLimited(error)) return 'publicQr.rateLimited';
  if (step === 'verify') return 'scan.error.notVerified';
  const status = error instanceof ApiRequestError ? error.status : 0;
  return scanFailureOf(status) === 'update' ? 'scan.error.update' : 'scan.error.process';
}
