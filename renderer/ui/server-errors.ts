import { ApiRequestError } from '../api-client/client.ts';

/** Field messages the server attached to a 422, keyed by form field. */
export function fieldErrorsFrom(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries(error.errors.map((e) => [e.path, e.message]));
}
