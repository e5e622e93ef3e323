import type { ApiCoverage } from '../../../shared/schemas/dashboard.ts';
import { serverMessage } from '../../../shared/message-codes.ts';
import { SPEC_CALLS } from './spec-calls.ts';

/** A route as Hono lists it: method and path relative to /api/v1, parameters as `:name`. */
export type RegisteredRoute = { method: string; path: string };

/** 'GET /users/:id/' and 'GET /users/{userId}' both become 'GET /users/:'. */
export function routeKey(method: string, path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const shape = trimmed.replace(/\{[^}]+\}|:[^/]+/g, ':');
  return `${method.toUpperCase()} ${shape}`;
}

export const MODULE_STATUS = { done: 'Klar', started: 'Pågår', none: 'Ej påbörjad' } as const;

/** How much of the spec's call list the running app really answers, per module and in all. */
export function apiCoverage(routes: readonly RegisteredRoute[]): ApiCoverage {
  const registered = new Set(
    routes.filter((r) => r.method !== 'ALL').map((r) => routeKey(r.method, r.path)),
  );
  const modules = SPEC_CALLS.map(({ module, key, calls }) => {
    const implemented = calls.filter((call) => {
      const [method = '', path = ''] = call.split(' ');
      return registered.has(routeKey(method, path));
    }).length;
    const total = calls.length;
    const status =
      implemented === total
        ? MODULE_STATUS.done
        : implemented > 0
          ? MODULE_STATUS.started
          : MODULE_STATUS.none;
    return {
      name: module,
      name_message: serverMessage(key),
      completed: implemented === total,
      status,
      implemented,
      total,
    };
  });
  const total = modules.reduce((n, m) => n + m.total, 0);
  const implemented = modules.reduce((n, m) => n + m.implemented, 0);
  return {
    coverage: {
      total_endpoints: total,
      implemented_endpoints: implemented,
      // Rounded down, so 100 % only when every call is there.
      completion_percentage: total === 0 ? 100 : Math.floor((implemented / total) * 100),
      is_complete: implemented === total,
    },
    modules,
  };
}
