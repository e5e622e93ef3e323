import { ApiRequestError, MESSAGES } from '../../api-client/client.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';

/** What to say when a sheet could not be made (spec 2-stock §8): a text key or the server's words. */
export type SheetFailure = { key: MessageKey } | { detail: string };

export function generationFailure(error: unknown): SheetFailure {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return { key: 'qrCodes.error.noResponse' };
    if (error.message && error.message !== MESSAGES.fallback) return { detail: error.message };
  }
  return { key: 'qrCodes.error.generate' };
}

export const failureText = (failure: SheetFailure, t: (key: MessageKey) => string): string =>
  'key' in failure ? t(failure.key) : failure.detail;
