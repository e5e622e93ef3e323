import { ApiRequestError, errorMessage, MESSAGES } from '../api-client/client.ts';

/** The server's own detail text, or null when the answer carried none. */
export function serverDetail(error: unknown): string | null {
  if (error instanceof ApiRequestError)
    return error.message === MESSAGES.fallback ? null : error.message;
  return null;
}

/** The server detail, else the error's own message (the '{detail}' of the spec's alerts). */
export function detailOrMessage(error: unknown): string {
  return serverDetail(error) ?? errorMessage(error);
}

export type FieldErrorTarget = { setFieldError: (path: string, message: string) => void };

/**
 * Puts a 422 answer's field errors on the form fields it names and tells whether any landed,
 * so the caller shows the general alert only for what no field can show.
 */
export function applyFieldErrors(
  form: FieldErrorTarget,
  error: unknown,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const seen = new Set<string>();
  for (const { path, message } of error.errors) {
    if (!fields.includes(path) || seen.has(path)) continue;
    seen.add(path);
    form.setFieldError(path, message);
  }
  return seen.size > 0;
}
