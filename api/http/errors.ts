import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldError = { path: string; message: string };

/** An error whose detail is safe and meant for the person using the app. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    readonly detail: string,
    readonly errors?: FieldError[],
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
export const tooManyRequests = (detail: string, code = 'TOO_MANY_ATTEMPTS') =>
  new AppError(429, code, detail);
