import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An HTTP status an error may answer with; services name it without importing the web framework. */
export type ErrorStatus = ContentfulStatusCode;

export type FieldError = { path: string; message: string };

/** An error whose detail is safe and meant for the person using the app. */
export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    readonly detail: string,
    readonly errors?: FieldError[],
    /** Seconds until the caller may try again; sent as Retry-After (every 429 has one). */
    readonly retryAfterSeconds?: number,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, code = 'BAD_REQUEST') => new AppError(400, code, detail);
export const unauthorized = (detail = 'Du måste logga in.', code = 'UNAUTHORIZED') =>
  new AppError(401, code, detail);
export const forbidden = (detail = 'Du har inte behörighet för detta.', code = 'FORBIDDEN') =>
  new AppError(403, code, detail);
export const notFound = (detail: string, code = 'NOT_FOUND') => new AppError(404, code, detail);
export const conflict = (detail: string, code = 'CONFLICT') => new AppError(409, code, detail);
export const invalid = (detail: string, errors?: FieldError[], code = 'VALIDATION_ERROR') =>
  new AppError(422, code, detail, errors);
export const tooManyRequests = (
  detail: string,
  retryAfterSeconds: number,
  code = 'TOO_MANY_ATTEMPTS',
) => new AppError(429, code, detail, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));

/** Too little stock for a change: one code and one status wherever stock is taken. */
export const insufficientStock = (detail: string) => conflict(detail, 'INSUFFICIENT_STOCK');

/** A batch would hold more than one batch may (MAX_ITEM_QUANTITY). */
export const quantityTooLarge = (
  detail = 'Batchen skulle få mer än 100 000 i lager. Kontrollera lagersaldot först.',
) => conflict(detail, 'QUANTITY_TOO_LARGE');

/** A closed site (removed with history) is read-only: it and its stock no longer change. */
export const siteClosed = () =>
  conflict(
    'Enheten är stängd: den och dess lager kan inte längre ändras. Journaler och historik går att läsa.',
    'SITE_CLOSED',
  );

/** Seconds a caller is asked to wait when the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database is down, restarting or locked past its wait: nothing was saved; try again soon. */
export const databaseUnavailable = () =>
  new AppError(
    503,
    'DATABASE_UNAVAILABLE',
    'Databasen svarar inte just nu. Försök igen om en stund.',
    undefined,
    DATABASE_RETRY_AFTER_SECONDS,
  );
