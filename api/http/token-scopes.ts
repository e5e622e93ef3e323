import type { Context } from 'hono';
import type { ApiTokenScope } from '../../shared/schemas/api-tokens.ts';
import { outsideScope } from '../services/api-tokens/token-records.ts';
import type { ApiTokenActor } from '../services/auth/actor.ts';
import { routePattern } from './route-pattern.ts';

/**
 * The calls an API token may make, and the scope each needs. Anything not named here answers
 * 403 TOKEN_SCOPE to a token, whatever its scopes: tokens never manage tokens, users, sites or
 * customers, sign in, count or correct narcotics, or approve disposals.
 */
export const TOKEN_SCOPE_ROUTES: Readonly<Record<string, ApiTokenScope>> = {
  'GET /api/v1/inventory/items': 'read:stock',
  'GET /api/v1/inventory/items/export': 'read:stock',
  'GET /api/v1/inventory/items/:id/movements': 'read:stock',
  'GET /api/v1/stock-movements': 'read:stock',
  'GET /api/v1/stock-movements/export': 'read:stock',
  'GET /api/v1/medicines': 'read:stock',
  'GET /api/v1/medicines/export': 'read:stock',

  'GET /api/v1/kassation/history': 'read:kassation',
  'GET /api/v1/kassation/history/export': 'read:kassation',
  'GET /api/v1/kassation/disposed-items': 'read:kassation',
  'GET /api/v1/kassation/disposed-items/export': 'read:kassation',
  'GET /api/v1/kassation/basic-stats': 'read:kassation',
  'GET /api/v1/kassation/basic-stats/export': 'read:kassation',

  'GET /api/v1/indragningar/matches': 'read:recalls',
  'GET /api/v1/indragningar/matches/export': 'read:recalls',
  'GET /api/v1/indragningar/stats': 'read:recalls',
  'GET /api/v1/indragningar/feed': 'read:recalls',
  'GET /api/v1/indragningar/follow-ups': 'read:recalls',
  'GET /api/v1/indragningar/notices/:id/follow-ups': 'read:recalls',
  'GET /api/v1/indragningar/notices/:id/follow-ups/export': 'read:recalls',
  'GET /api/v1/indragningar/notices/:id/follow-ups.csv': 'read:recalls',
  'GET /api/v1/indragningar/notices/:id/follow-ups.xlsx': 'read:recalls',
  'GET /api/v1/indragningar/notices/:id/follow-ups.pdf': 'read:recalls',

  'GET /api/v1/warnings': 'read:warnings',
  'GET /api/v1/warnings/export': 'read:warnings',
  'GET /api/v1/warnings/:id/with-history': 'read:warnings',

  // Plain stock only: a token's change of a narcotic's stock is refused by the services.
  'POST /api/v1/inventory/items': 'write:stock',
  'PUT /api/v1/inventory/items/:id': 'write:stock',
  'POST /api/v1/inventory/unpack': 'write:stock',
  'POST /api/v1/qr-codes/scan': 'write:stock',
  // A stock list for the token's sites; a medicine list is brought in by people.
  'POST /api/v1/imports': 'write:stock',
  'GET /api/v1/imports': 'write:stock',
  'GET /api/v1/imports/template.xlsx': 'write:stock',
  'PUT /api/v1/imports/:id/mapping': 'write:stock',
  'GET /api/v1/imports/:id/preview': 'write:stock',
  'POST /api/v1/imports/:id/commit': 'write:stock',
  'GET /api/v1/imports/:id/errors.xlsx': 'write:stock',
  'GET /api/v1/imports/:id/errors.csv': 'write:stock',
};

/** 'GET /api/v1/medicines/' and 'HEAD …' name the same call as 'GET /api/v1/medicines'. */
export function routeKey(method: string, pattern: string): string {
  const verb = method === 'HEAD' ? 'GET' : method;
  return `${verb} ${pattern.length > 1 ? pattern.replace(/\/+$/, '') : pattern}`;
}

/** Lets a token through only to a call its scopes open; 403 TOKEN_SCOPE otherwise. */
export function requireTokenScope(c: Context, token: ApiTokenActor): void {
  const needed = TOKEN_SCOPE_ROUTES[routeKey(c.req.method, routePattern(c))];
  if (!needed || !token.scopes.includes(needed)) throw outsideScope();
}
