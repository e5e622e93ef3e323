import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { answerLanguage } from './answer-language.ts';
import { inEnglish } from './translate.ts';

type RefusalBody = { detail?: unknown; errors?: unknown; message?: unknown };

const english = (text: unknown) => (typeof text === 'string' ? inEnglish(text) : text);

/** The detail and message in English; a refusal's field messages too. */
function translated(body: RefusalBody, refusal: boolean): RefusalBody {
  const worded: RefusalBody = { ...body };
  if ('detail' in body) worded.detail = english(body.detail);
  if ('message' in body) worded.message = english(body.message);
  if (refusal && Array.isArray(body.errors)) {
    worded.errors = body.errors.map((error: unknown) =>
      error && typeof error === 'object' && 'message' in error
        ? { ...error, message: english(error.message) }
        : error,
    );
  }
  return worded;
}

/**
 * Answers in the language the caller's Accept-Language prefers. Every refusal is written in
 * Swedish where it is thrown; here, after the error handler, its detail and field messages (and
 * a change's confirming `message`) are put in English from api/i18n/catalogue. Codes stay.
 */
export const answerInLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const language = answerLanguage(c.req.header('Accept-Language'));
  c.header('Content-Language', language);
  // A refusal, or the one-line confirmation a change answers with ('Tog ut 2 styck …').
  const worded = c.res.status >= 400 || (c.req.method !== 'GET' && c.req.method !== 'HEAD');
  if (language === 'sv' || !worded) return;
  if (!c.res.headers.get('Content-Type')?.startsWith('application/json')) return;
  const body = (await c.res.clone().json()) as unknown;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const { status } = c.res;
  const headers = new Headers(c.res.headers);
  headers.delete('Content-Length');
  c.res = undefined; // so Hono does not copy the old answer's headers onto the new one
  c.res = new Response(JSON.stringify(translated(body, status >= 400)), {
    status,
    headers,
  });
};
