import { REQUEST_TIMEOUT_MS, SITE_HEADER } from '../../shared/constants.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

export type FieldError = { path: string; message: string };

/** A failed call, with the Swedish message to show (server detail or the §8 fallbacks). */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
    readonly errors: FieldError[] = [],
    readonly kind: 'http' | 'network' | 'offline' | 'timeout' = 'http',
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const MESSAGES = {
  fallback: 'Ett oväntat fel uppstod',
  offline: 'Kan inte ansluta till servern. Kontrollera din internetanslutning.',
  network: 'Nätverksfel. Försök igen senare.',
  timeout: 'Servern svarade inte inom 30 sekunder. Försök igen.',
} as const;

let apiBase = '/api/v1';
let onUnauthorized: () => void = () => undefined;

/** The kiosk shell may point the renderer at another server. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/$/, '');
}

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  body?: unknown;
  query?: Query;
  /** Public calls carry neither token nor site (the QR landing page). */
  anonymous?: boolean;
  /** A 401 from this call is an answer, not an ended session (login). */
  keepSessionOn401?: boolean;
  headers?: Record<string, string>;
};

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

function headersFor(options: RequestOptions, hasBody: boolean): Headers {
  const headers = new Headers(options.headers);
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (!options.anonymous) {
    const token = localStorage.getItem(STORAGE_KEYS.accessToken);
    const siteId = localStorage.getItem(STORAGE_KEYS.currentSiteId);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (siteId) headers.set(SITE_HEADER, siteId);
  }
  return headers;
}

type ErrorBody = { detail?: unknown; code?: unknown; errors?: unknown };

async function errorFrom(response: Response): Promise<ApiRequestError> {
  let body: ErrorBody = {};
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    // A body that is not JSON leaves the fallback message.
  }
  const detail = typeof body.detail === 'string' && body.detail ? body.detail : MESSAGES.fallback;
  const code = typeof body.code === 'string' ? body.code : null;
  const errors = Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
  return new ApiRequestError(detail, response.status, code, errors);
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const hasBody = options.body !== undefined;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    return await fetch(buildUrl(path, options.query), {
      method,
      headers: headersFor(options, hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: controller.signal,
    });
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

async function perform(method: string, path: string, options: RequestOptions): Promise<Response> {
  let response = await send(method, path, options);
  if (
    response.status === 403 &&
    !options.anonymous &&
    localStorage.getItem(STORAGE_KEYS.currentSiteId)
  ) {
    const error = await errorFrom(response.clone());
    if (error.code === 'SITE_NOT_ALLOWED') {
      // The stored site is no longer ours: forget it and ask once more without it.
      localStorage.removeItem(STORAGE_KEYS.currentSiteId);
      response = await send(method, path, options);
    }
  }
  if (response.status === 401 && !options.anonymous && !options.keepSessionOn401) {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    onUnauthorized();
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

const inFlightPosts = new Map<string, Promise<unknown>>();

export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  if (method === 'POST') {
    // An identical POST still on its way (a double click) shares the first one's answer.
    const key = `${path}?${JSON.stringify(options.query ?? {})}#${JSON.stringify(options.body ?? null)}`;
    const pending = inFlightPosts.get(key);
    if (pending) return pending as Promise<T>;
    const request = perform(method, path, options)
      .then((r) => readJson<T>(r))
      .finally(() => inFlightPosts.delete(key));
    inFlightPosts.set(key, request);
    return request;
  }
  return readJson<T>(await perform(method, path, options));
}

async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await perform('GET', path, options)).blob();
}

/** A file the server names: its bytes and the name in its Content-Disposition. */
export async function apiFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await perform('GET', path, options);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}

export const api = {
  get: <T>(path: string, query?: Query, options?: RequestOptions) =>
    apiRequest<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, query?: Query, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, { ...options, query }),
};

/** The message to show for any thrown value, per the spec's general rule. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.fallback;
}
