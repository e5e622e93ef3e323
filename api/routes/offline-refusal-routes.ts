import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import {
  OfflineRefusal,
  OfflineRefusalQuery,
  ResolveOfflineRefusalInput,
} from '../../shared/schemas/offline.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { jsonAnswer, jsonBody } from '../http/openapi.ts';
import { listRefusals, resolveRefusal } from '../services/kiosks/offline-refusals.ts';
import { createRouter } from './router.ts';

/** 'Behöver åtgärd': offline kiosk events the server refused, for the unit manager. */
export const offlineRefusalRoutes = createRouter();
offlineRefusalRoutes.use('*', requireAuth);
const tags = ['Kiosker'];

offlineRefusalRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listOfflineRefusals',
    tags,
    summary: 'Händelser från kiosker offline som inte kunde bokas, äldst först.',
    request: { query: OfflineRefusalQuery },
    responses: jsonAnswer(z.array(OfflineRefusal), 'Händelser'),
  }),
  async (c) => c.json(await listRefusals(serviceContext(c), c.req.valid('query')), 200),
);

offlineRefusalRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/resolve',
    operationId: 'resolveOfflineRefusal',
    tags,
    summary: 'Markerar händelsen som åtgärdad, med vad som gjordes.',
    request: { params: z.object({ id: Id }), ...jsonBody(ResolveOfflineRefusalInput) },
    responses: jsonAnswer(OfflineRefusal, 'Åtgärdad'),
  }),
  async (c) =>
    c.json(
      await resolveRefusal(serviceContext(c), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
);
