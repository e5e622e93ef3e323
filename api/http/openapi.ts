import type { Hook } from '@hono/zod-openapi';
import { z, type ZodType } from 'zod';
import { ApiError } from '../../shared/schemas/common.ts';
import type { AppEnv } from './env.ts';
import { fieldErrors } from './validation-issues.ts';

/** A JSON request body; the main calls show an example body in the published contract. */
export const jsonBody = <T extends ZodType>(schema: T, example?: z.input<T>) => ({
  body: {
    required: true,
    content: { 'application/json': example === undefined ? { schema } : { schema, example } },
  },
});

/** An error answer in the shared shape, with an example of the answer. */
const errorAnswer = (description: string, example: ApiError) => ({
  description,
  content: { 'application/json': { schema: ApiError, example } },
});

const errorResponses = {
  401: errorAnswer('Inte inloggad, eller sessionen har gått ut', {
    detail: 'Du måste logga in.',
    code: 'UNAUTHORIZED',
  }),
  403: errorAnswer('Inte behörig för anropet, enheten eller kunden', {
    detail: 'Du har inte behörighet för detta.',
    code: 'FORBIDDEN',
  }),
  422: errorAnswer('Ogiltiga uppgifter; varje fält med sitt fel', {
    detail: 'Antal får inte vara negativt',
    code: 'VALIDATION_ERROR',
    errors: [{ path: 'quantity', message: 'Antal får inte vara negativt' }],
  }),
  default: errorAnswer(
    'Annat fel i samma form: 404 hittades inte (även en annan kunds post), 409 krock med lagret eller en samtidig ändring, 429 för många försök (med Retry-After)',
    {
      detail: 'Inte tillräckligt med lager: batch A123 har 2 styck kvar.',
      code: 'INSUFFICIENT_STOCK',
    },
  ),
};

export const jsonAnswer = <T extends ZodType>(schema: T, description: string) => ({
  200: { description, content: { 'application/json': { schema } } },
  ...errorResponses,
});

export const createdAnswer = <T extends ZodType>(schema: T, description: string) => ({
  201: { description, content: { 'application/json': { schema } } },
  ...errorResponses,
});

/** 'pdf' → 'Pdf': a file format as the end of an operationId (downloadStockTakeReportPdf). */
export const formatSuffix = (format: string) => format.charAt(0).toUpperCase() + format.slice(1);

/** Turns a failed zod validation into our 422 shape, with the first message as the detail. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const errors = fieldErrors(result.error.issues);
  return c.json(
    { detail: errors[0]?.message ?? 'Ogiltiga uppgifter.', code: 'VALIDATION_ERROR', errors },
    422,
  );
};

/** A downloaded file's answer: the file, or the errors that keep it from being made. */
export const fileAnswer = (type: string, description: string) => ({
  200: { description, content: { [type]: { schema: z.string().meta({ format: 'binary' }) } } },
  404: { description: 'Hittades inte', content: { 'application/json': { schema: ApiError } } },
  409: { description: 'Inte klar än', content: { 'application/json': { schema: ApiError } } },
  ...errorResponses,
});

/** Headers of a file the browser saves rather than shows, never kept in a cache. */
export const attachmentHeaders = (filename: string, contentType: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'no-store',
});
