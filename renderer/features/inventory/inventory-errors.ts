import { ApiRequestError } from '../../api-client/client.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { serverDetail } from '../../ui/api-errors.ts';

/** A catalogue text, or the server's own detail where the spec shows it as is. */
export type ErrorText = { key: MessageKey } | { text: string };

const isConnectionError = (error: ApiRequestError) => error.status === 0;

/** Spec 2-stock §8, inventory load. */
export function loadErrorKey(error: unknown): MessageKey {
  if (!(error instanceof ApiRequestError)) return 'inventory.error.load.other';
  if (isConnectionError(error)) return 'inventory.error.network';
  if (error.status === 403) return 'inventory.error.load.403';
  if (error.status === 400) return 'inventory.error.load.400';
  if (error.status === 401) return 'inventory.error.load.401';
  if (error.status >= 500) return 'inventory.error.server';
  return 'inventory.error.load.other';
}

function invalidInput(error: ApiRequestError): ErrorText {
  const paths = error.errors.map((e) => e.path);
  const detail = error.message.toLowerCase();
  if (error.code === 'NO_SITE' || /\bsite|ingen enhet|enhet vald/.test(detail))
    return { key: 'inventory.error.save.site' };
  if (paths.includes('expiry_date') || /expiry|utgångsdatum/.test(detail))
    return { key: 'inventory.error.save.expiry' };
  if (paths.includes('quantity') || /quantity|antal/.test(detail))
    return { key: 'inventory.error.save.quantity' };
  const text = serverDetail(error);
  return text ? { text } : { key: 'inventory.error.save.invalid' };
}

/** Spec 2-stock §8, inventory create and update. */
export function saveErrorText(error: unknown): ErrorText {
  if (!(error instanceof ApiRequestError)) return { key: 'inventory.error.save.invalid' };
  if (isConnectionError(error)) return { key: 'inventory.error.network' };
  if (error.status === 403) return { key: 'inventory.error.save.403' };
  if (error.status === 400 || error.status === 422) return invalidInput(error);
  if (error.status === 404) return { key: 'inventory.error.save.404' };
  if (error.status === 409) return { key: 'inventory.error.save.409' };
  if (error.status >= 500) return { key: 'inventory.error.server' };
  return { text: error.message };
}

/** Spec 2-stock §8, dispose (Swedish texts). */
export function disposeErrorKey(error: unknown): MessageKey {
  if (!(error instanceof ApiRequestError)) return 'dispose.error.other';
  if (isConnectionError(error)) return 'dispose.error.network';
  if (error.status === 403) return 'dispose.error.403';
  if (error.code === 'INSUFFICIENT_STOCK') return 'dispose.error.insufficient';
  if (error.status === 400 || error.status === 422) {
    if (error.code === 'NO_SITE') return 'dispose.error.noSite';
    return 'dispose.error.invalid';
  }
  if (error.status === 404) return 'dispose.error.404';
  if (error.status >= 500) return 'dispose.error.server';
  return 'dispose.error.other';
}
