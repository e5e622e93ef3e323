import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { RouterRoute } from 'hono/types';

/**
 * The pattern of the route that answered ('/api/v1/inventory/items/:id'), never the address with
 * its ids and query. A middleware that answered before its route (sign-in, body limit) is named
 * by the route it guarded, when there is one.
 */
export function routePattern(c: Context): string {
  let routes: RouterRoute[];
  try {
    routes = matchedRoutes(c);
  } catch {
    return 'unmatched';
  }
  const index = c.req.routeIndex;
  const answered = routes[index];
  if (!answered) return 'unmatched';
  if (answered.method !== 'ALL') return answered.path;
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  // The renderer's catch-all is not the route an /api address was meant for.
  const guarded = routes
    .slice(index + 1)
    .find((r) => r.method === method && r.path !== '/*' && r.path !== '*');
  return guarded?.path ?? answered.path;
}
