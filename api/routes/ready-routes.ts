import { createRoute } from '@hono/zod-openapi';
import { Alive, NotReady, Ready } from '../../shared/schemas/readiness.ts';
import { checkReadiness } from '../observability/readiness.ts';
import { createRouter } from './router.ts';

export const readyRoutes = createRouter();
export const healthRoutes = createRouter();

const NO_STORE = { 'Cache-Control': 'no-store' };

// Public, like /ready: load balancers and container health checks ask them without signing in.
healthRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'getHealth',
    tags: ['Drift'],
    summary: 'Om serverprocessen lever. /ready svarar om den också kan ta emot förfrågningar.',
    security: [],
    responses: {
      200: { description: 'Processen lever', content: { 'application/json': { schema: Alive } } },
    },
  }),
  (c) => c.json({ status: 'ok' as const }, 200),
);

readyRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'getReadiness',
    tags: ['Drift'],
    summary:
      'Om servern kan ta emot förfrågningar: databasen svarar och alla migreringar är gjorda. ' +
      '/health svarar bara att processen lever.',
    security: [],
    responses: {
      200: { description: 'Redo', content: { 'application/json': { schema: Ready } } },
      503: { description: 'Inte redo än', content: { 'application/json': { schema: NotReady } } },
    },
  }),
  async (c) => {
    const readiness = await checkReadiness(c.get('deps').db);
    if (readiness.ready) return c.json({ status: 'ready' as const }, 200, NO_STORE);
    const { code, reason } = readiness;
    return c.json({ status: 'not_ready' as const, reason, detail: reason, code }, 503, NO_STORE);
  },
);
