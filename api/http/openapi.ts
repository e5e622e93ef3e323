import type { Hook } from '@hono/zod-openapi';
import { z, type ZodType } from 'zod';
import { ApiError } from '../../shared/schemas/common.ts';
import type { AppEnv } from './env.ts';
import { fieldErrors } from './validation-issues.ts';

export const jsonBody = <T extends ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

const errorResponses = {
  401: { description: 'Inte inloggad', content: { 'application/json': { schema: ApiError } } },
  403: { description: 'Inte behörig', content: { 'application/json': { schema: ApiError } } },
  422: { description: 'Ogiltiga uppgifter', content: { 'application/json': { schema: ApiError } } },
};

export const jsonAnswer = <T extends ZodType>(schema: T, description: string) => ({
  200: { description, content: { 'application/json': { schema } } },
  ...errorResponses,
});

export const createdAnswer = <T extends ZodType>(schema: T, description: string) => ({
  201: { description, content: { 'application/json': { schema } } },
  ...errorResponses,
});

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
