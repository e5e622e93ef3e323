import createClient, { type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { paths } from './api-types.ts';
import { transport, type CallMode } from './transport.ts';

export { ApiRequestError, errorMessage, MESSAGES, type FieldError } from './errors.ts';
export { setUnauthorizedHandler, type CallMode } from './transport.ts';

/** Every path the API serves, as the renderer names it (without /api/v1). */
export type ApiPath = keyof paths;

/** Empty filters are left out of the address, as the screens have always sent them. */
function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const sent =
      typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string';
    if (sent && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

const clientFor = (baseUrl: string) =>
  createClient<paths>({ baseUrl, fetch: transport(), querySerializer: queryString });

let client = clientFor('/api/v1');

/** The kiosk shell may point the renderer at another server. */
export function setApiBase(base: string): void {
  client = clientFor(base.replace(/\/$/, ''));
}

/** The JSON body an operation takes, as the API documents it. */
export type RequestBody<P extends ApiPath, M extends HttpMethod> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

type Init<P extends ApiPath, M extends HttpMethod> = MaybeOptionalInit<paths[P], M>;
type Args<I> = RequiredKeysOf<I> extends never ? [init?: I] : [init: I];
/** Errors are thrown, so a call's answer is its success data. */
type Answer<P extends ApiPath, M extends HttpMethod, I> = Exclude<
  FetchResponse<paths[P][M] & Record<string | number, unknown>, I, 'application/json'>['data'],
  undefined
>;

/**
 * A call that answers with the operation's data, or throws an ApiRequestError. The init is not
 * a type parameter, so a body or filter naming a field the operation lacks is an error too.
 */
type Call<M extends HttpMethod> = <P extends PathsWithMethod<paths, M>>(
  path: P,
  ...init: Args<Init<P, M>>
) => Promise<Answer<P, M, object>>;

function call<M extends HttpMethod>(method: M): Call<M> {
  return (async (path: ApiPath, init?: object) =>
    (await client.request(method, path as never, init as never)).data) as Call<M>;
}

/**
 * The API, typed from its OpenAPI document (api-types.ts): a path, parameter or field the API
 * does not have fails the typecheck. Path parameters go in `params.path`, filters in
 * `params.query`; `...as(mode)` sends a public call or keeps the session on a 401.
 */
export const api = {
  GET: call('get'),
  POST: call('post'),
  PUT: call('put'),
  PATCH: call('patch'),
  DELETE: call('delete'),
};

/** The call options that send a call in the given mode (public, or a 401 that is an answer). */
export const as = (mode: CallMode) => ({ fetch: transport(mode) });

/** A file the server names: its bytes and the name in its Content-Disposition. */
export type DownloadedFile = { blob: Blob; filename: string | null };

/** Downloads a file answer (PDF, CSV, Excel) of a GET operation. */
export async function download<P extends PathsWithMethod<paths, 'get'>>(
  path: P,
  ...init: Args<Init<P, 'get'>>
): Promise<DownloadedFile> {
  // 'stream' leaves the body unread, for response.blob() below.
  const options: object = { ...init[0], parseAs: 'stream' };
  const { response } = await client.request('get', path as never, options as never);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}
