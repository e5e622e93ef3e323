import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../deps.ts';
import { silentLogger } from '../observability/logger.ts';
import type { Actor } from '../services/auth/actor.ts';
import type { AppEnv } from './env.ts';
import { routePattern } from './route-pattern.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A client's or proxy's own request id is kept when it is a plain token, else a new one is made. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export function requestIdOf(supplied: string | undefined): string {
  return supplied && SANE_REQUEST_ID.test(supplied) ? supplied : randomUUID();
}

/**
 * Gives every request an id (answered in X-Request-Id) and a logger that puts it on each line,
 * then writes one access line: method, route pattern, status, time and the signed-in user's id.
 * Never the address itself, its query, a body, a token or an e-mail: ids and searches in them
 * may name a patient.
 */
export function requestContext(deps: Pick<AppDeps, 'logger' | 'requestMetrics'>) {
  const logger = deps.logger ?? silentLogger;
  // The access line's keys are fixed and hold nothing secret, so it skips the redaction walk,
  // which cost more than the rest of the line together.
  const accessLog = logger.child({}, { redact: [] });
  const metrics = deps.requestMetrics;
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    c.set('log', logger.child({ request_id: requestId }));
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    const seconds = (performance.now() - started) / 1000;
    const route = routePattern(c);
    const { method } = c.req;
    const { status } = c.res;
    metrics?.observeRequest({ method, route, status, seconds });
    const actor: Actor | undefined = c.get('actor');
    const line = {
      request_id: requestId,
      method,
      route,
      status,
      duration_ms: Math.round(seconds * 10_000) / 10,
      ...(actor ? { user_id: actor.id } : {}),
    };
    if (status >= 500) accessLog.warn(line, 'Begäran besvarad');
    else accessLog.info(line, 'Begäran besvarad');
  });
}
