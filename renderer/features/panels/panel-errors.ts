import { ApiRequestError } from '../../api-client/client.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';
import { PANEL_RETRY } from './panel-settings.ts';

export type PanelLoadError = { key: MessageKey; retryable: boolean };

// Only a navigator that says it is offline is; one without onLine (a PDF library's stand-in) is not.
const browserOnline = () =>
  typeof navigator === 'undefined' || (navigator as { onLine?: boolean }).onLine !== false;

function isConnectionProblem(error: unknown, online: boolean): boolean {
  if (!online) return true;
  if (error instanceof ApiRequestError) return error.status === 0;
  return error instanceof Error && /network|fetch/i.test(error.message);
}

/** Spec 1-platform §8, panels: what a failed panel load tells the reader, and whether to retry. */
export function classifyLoadError(error: unknown, online = browserOnline()): PanelLoadError {
  if (isConnectionProblem(error, online)) return { key: 'panels.error.network', retryable: true };
  if (error instanceof ApiRequestError) {
    if (error.status === 401 || error.status === 403)
      return { key: 'panels.error.session', retryable: false };
    if (error.status >= 500) return { key: 'panels.error.server', retryable: false };
  }
  return { key: 'panels.error.unexpected', retryable: false };
}

/** TanStack Query's `retry`: up to three more attempts, for connection problems only. */
export const shouldRetryLoad = (failureCount: number, error: unknown): boolean =>
  failureCount < PANEL_RETRY.maxAttempts && classifyLoadError(error).retryable;

/** TanStack Query's `retryDelay` (it counts failures from 0): 2 s, 4 s, 6 s. */
export const retryDelayMs = (failureCount: number): number =>
  PANEL_RETRY.stepMs * (failureCount + 1);

export type DisposeFailure = { key: MessageKey; rowGone: boolean };

/** Spec 1-platform §8, disposal from panels; a 404 (or a recall already handled) drops the row. */
export function classifyDisposeError(error: unknown, online = browserOnline()): DisposeFailure {
  if (isConnectionProblem(error, online))
    return { key: 'panels.dispose.error.offline', rowGone: false };
  if (error instanceof ApiRequestError) {
    const handledElsewhere = error.status === 409 && error.code === 'RECALL_ALREADY_RESOLVED';
    if (error.status === 404 || handledElsewhere)
      return { key: 'panels.dispose.error.notFound', rowGone: true };
    if (error.status === 403) return { key: 'panels.dispose.error.forbidden', rowGone: false };
  }
  return { key: 'panels.dispose.error.default', rowGone: false };
}

type QueryProgress = { isFetching: boolean; failureCount: number; failureReason: unknown };

/** The retry under way ('Återförsök N av 3...'), or null when the panel is not retrying. */
export function retryAttempt(query: QueryProgress): number | null {
  if (!query.isFetching || query.failureCount < 1) return null;
  if (!classifyLoadError(query.failureReason).retryable) return null;
  return Math.min(query.failureCount, PANEL_RETRY.maxAttempts);
}
