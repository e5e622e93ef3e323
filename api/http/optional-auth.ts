import { createMiddleware } from 'hono/factory';
import { publicPageLimit, RATE_LIMITED } from '../services/qr/public-access.ts';
import { takeHit } from '../services/rate-limits/rate-limit.ts';
import { requireAuth } from './auth-middleware.ts';
import { clientAddress } from './client-address.ts';
import type { AppEnv } from './env.ts';

/**
 * For calls the public QR page makes: with an Authorization header exactly requireAuth (a bad
 * token is 401, never quietly public); without one, public and limited per client address.
 */
export const signedInOrPublic = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.header('Authorization') !== undefined) return requireAuth(c, next);
  const deps = c.get('deps');
  const verdict = await takeHit(deps.db, deps.clock, publicPageLimit(clientAddress(c)));
  if (!verdict.allowed)
    return c.json({ detail: RATE_LIMITED, code: 'RATE_LIMITED' }, 429, {
      'Retry-After': String(verdict.retryAfterSeconds),
    });
  c.set('siteId', null);
  await next();
});
