import { REQUEST_TIMEOUT_MS, SITE_HEADER } from '../../shared/constants.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { useLocalSettings } from '../stores/local-settings.ts';
import { ApiRequestError, errorFrom, MESSAGES } from './errors.ts';

/** How one call is sent; the typed client passes it as the call's `fetch`. */
export type CallMode = {
  /** Public calls carry neither token nor site (the QR landing page). */
  anonymous?: boolean;
  /** A 401 from this call is an answer, not an ended session (login). */
  keepSessionOn401?: boolean;
};

let onUnauthorized: () => void = () => undefined;

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function signedHeaders(request: Request, mode: CallMode): Headers {
  const headers = new Headers(request.headers);
  // The server words its refusals in the language the person chose, also before sign-in.
  headers.set('Accept-Language', useLocalSettings.getState().settings.display.language);
  if (!mode.anonymous) {
    const token = localStorage.getItem(STORAGE_KEYS.accessToken);
    const siteId = localStorage.getItem(STORAGE_KEYS.currentSiteId);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (siteId) headers.set(SITE_HEADER, siteId);
  }
  return headers;
}

/** One attempt: the caller's token and site, a 30 s limit, and Swedish words for a lost line. */
async function send(request: Request, mode: CallMode): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    return await fetch(
      new Request(request, { headers: signedHeaders(request, mode), signal: controller.signal }),
    );
  } catch (error) {
    if (controller.signal.aborted)
      throw new ApiRequestError(MESSAGES.timeout, 0, null, [], 'timeout');
    if (!navigator.onLine) throw new ApiRequestError(MESSAGES.offline, 0, null, [], 'offline');
    throw new ApiRequestError(
      error instanceof TypeError ? MESSAGES.offline : MESSAGES.network,
      0,
      null,
      [],
      'network',
    );
  } finally {
    clearTimeout(timer);
  }
}

/** A call's answer when it succeeded; anything else is thrown as an ApiRequestError. */
async function perform(request: Request, mode: CallMode): Promise<Response> {
  let response = await send(request.clone(), mode);
  if (
    response.status === 403 &&
    !mode.anonymous &&
    localStorage.getItem(STORAGE_KEYS.currentSiteId)
  ) {
    const error = await errorFrom(response.clone());
    if (error.code === 'SITE_NOT_ALLOWED') {
      // The stored site is no longer ours: forget it and ask once more without it.
      localStorage.removeItem(STORAGE_KEYS.currentSiteId);
      response = await send(request.clone(), mode);
    }
  }
  if (response.status === 401 && !mode.anonymous && !mode.keepSessionOn401) {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    onUnauthorized();
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

const postsInFlight = new Map<string, Promise<Response>>();

/**
 * The fetch the typed client calls with. An identical POST still on its way (a double click)
 * shares the first one's answer: each caller reads its own copy of the one response.
 */
export function transport(mode: CallMode = {}): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return perform(request, mode);
    const key = `${request.url}#${await request.clone().text()}`;
    let pending = postsInFlight.get(key);
    if (!pending) {
      pending = perform(request, mode).finally(() => postsInFlight.delete(key));
      postsInFlight.set(key, pending);
    }
    return (await pending).clone();
  };
}
