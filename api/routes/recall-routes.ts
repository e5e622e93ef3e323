import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import {
  RecallMatchList,
  RecallMatchQuery,
  RecallResolveInput,
  RecallResolveResult,
  RecallStats,
} from '../../shared/schemas/recall.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { jsonAnswer, jsonBody } from '../http/openapi.ts';
import { listMatches, recallStats } from '../services/recalls/recall-matches.ts';
import { resolveMatch } from '../services/recalls/resolve-match.ts';
import { createRouter } from './router.ts';

export const recallRoutes = createRouter();
recallRoutes.use('*', requireAuth);
const tags = ['Indragningar'];

recallRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/matches',
    tags,
    summary:
      'Batcher i lager som en indragning gäller (INDRAGNINGAR). active_only: öppna med lager kvar; ' +
      'include_resolved: även åtgärdade och avfärdade.',
    request: { query: RecallMatchQuery },
    responses: jsonAnswer(RecallMatchList, 'Indragna batcher, nyast först'),
  }),
  async (c) => c.json(await listMatches(serviceContext(c), c.req.valid('query')), 200),
);

recallRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/stats',
    tags,
    responses: jsonAnswer(RecallStats, 'Antal öppna indragningar och senaste kontroll'),
  }),
  async (c) => c.json(await recallStats(serviceContext(c)), 200),
);

recallRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/matches/{id}/resolve',
    tags,
    summary:
      "'disposed' kasserar hela batchen som återkallad; 'dismissed' (enhetschef, admin) kräver anteckning.",
    request: { params: z.object({ id: Id }), ...jsonBody(RecallResolveInput) },
    responses: jsonAnswer(RecallResolveResult, 'Indragningen är hanterad'),
  }),
  async (c) =>
    c.json(
      await resolveMatch(serviceContext(c), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
);
