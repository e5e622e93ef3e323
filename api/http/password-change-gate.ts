import type { Context } from 'hono';
import { forbidden } from '../errors.ts';
import { routePattern } from './route-pattern.ts';
import { routeKey } from './token-scopes.ts';

/**
 * What an account whose password someone else set (a first password from a staff list, an
 * admin's reset) may do before its owner changes it: read who it is, change it, sign out. Nothing
 * else, so a printed first password opens nothing of the unit's.
 */
export const PASSWORD_CHANGE_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/v1/auth/me',
  'POST /api/v1/auth/change-password',
  'POST /api/v1/auth/logout',
]);

export const PASSWORD_CHANGE_REFUSED = 'Byt lösenordet du fick mot ett eget innan du fortsätter.';

/** Lets such an account through only to those calls; 403 PASSWORD_CHANGE_REQUIRED otherwise. */
export function requirePasswordChangeRoute(c: Context): void {
  if (!PASSWORD_CHANGE_ROUTES.has(routeKey(c.req.method, routePattern(c))))
    throw forbidden(PASSWORD_CHANGE_REFUSED, 'PASSWORD_CHANGE_REQUIRED');
}
