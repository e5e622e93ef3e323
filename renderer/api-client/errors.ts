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

type ErrorBody = { detail?: unknown; code?: unknown; errors?: unknown };

/** The error a failed answer carries: its Swedish detail, code and field errors. */
export async function errorFrom(response: Response): Promise<ApiRequestError> {
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

/** The message to show for any thrown value, per the spec's general rule. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.fallback;
}
