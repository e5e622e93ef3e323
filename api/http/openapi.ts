import type { Hook, OpenAPIHono } from '@hono/zod-openapi';
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

/** The shared error shape, published once as a component every error answer refers to. */
const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/** An error answer in the shared shape, with an example of the answer. */
const errorAnswer = (description: string, example: ApiError) => ({
  description,
  content: { 'application/json': { schema: API_ERROR_REF, example } },
});

/**
 * The error answers every operation can give, published once under components.responses and
 * referred to from each operation (registerErrorAnswers), so the document and the types
 * generated from it carry them once.
 */
const ERROR_ANSWERS = {
  Unauthorized: errorAnswer('Inte inloggad, eller sessionen har gått ut', {
    detail: 'Du måste logga in.',
    code: 'UNAUTHORIZED',
  }),
  Forbidden: errorAnswer('Inte behörig för anropet, enheten eller kunden', {
    detail: 'Du har inte behörighet för detta.',
    code: 'FORBIDDEN',
  }),
  InvalidInput: errorAnswer('Ogiltiga uppgifter; varje fält med sitt fel', {
    detail: 'Antal får inte vara negativt',
    code: 'VALIDATION_ERROR',
    errors: [{ path: 'quantity', message: 'Antal får inte vara negativt' }],
  }),
  OtherError: errorAnswer(
    'Annat fel i samma form: 404 hittades inte (även en annan kunds post), 409 krock med lagret eller en samtidig ändring, 429 för många försök (med Retry-After), 503 databasen svarar inte just nu (DATABASE_UNAVAILABLE, med Retry-After)',
    {
      detail: 'Inte tillräckligt med lager: batch A123 har 2 styck kvar.',
      code: 'INSUFFICIENT_STOCK',
    },
  ),
};

const answerRef = (name: keyof typeof ERROR_ANSWERS) => ({
  $ref: `#/components/responses/${name}`,
});

const errorResponses = {
  401: answerRef('Unauthorized'),
  403: answerRef('Forbidden'),
  422: answerRef('InvalidInput'),
  default: answerRef('OtherError'),
};

export function registerErrorAnswers(registry: OpenAPIHono['openAPIRegistry']): void {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12, which is what zod writes.
  const { $schema: _dialect, ...apiError } = z.toJSONSchema(ApiError, { io: 'output' });
  registry.registerComponent(
    'schemas',
    'ApiError',
    apiError as Parameters<typeof registry.registerComponent<'schemas'>>[2],
  );
  for (const [name, answer] of Object.entries(ERROR_ANSWERS))
    registry.registerComponent('responses', name, answer);
}

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
  404: { description: 'Hittades inte', content: { 'application/json': { schema: API_ERROR_REF } } },
  409: { description: 'Inte klar än', content: { 'application/json': { schema: API_ERROR_REF } } },
  ...errorResponses,
});

/** Headers of a file the browser saves rather than shows, never kept in a cache. */
export const attachmentHeaders = (filename: string, contentType: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'no-store',
});
