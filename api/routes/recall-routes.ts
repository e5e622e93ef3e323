import { createRoute, z } from '@hono/zod-openapi';
import { BooleanQuery, Id } from '../../shared/schemas/common.ts';
import {
  RecallMatchList,
  RecallMatchQuery,
  RecallResolveInput,
  RecallResolveResult,
  RecallStats,
} from '../../shared/schemas/recall.ts';
import {
  RecallFeedList,
  RecallFeedQuery,
  RecallFeedRun,
  RecallSyncInput,
} from '../../shared/schemas/recall-feed.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { exportMatches } from '../services/recalls/recall-export.ts';
import { jsonAnswer, jsonBody } from '../http/openapi.ts';
import { syncOnRequest } from '../services/recalls/feed-sync.ts';
import { listNoticeFeed } from '../services/recalls/notice-feed.ts';
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
    operationId: 'listRecallMatches',
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
    path: '/matches/export',
    operationId: 'exportRecallMatches',
    tags,
    summary: 'Indragna batcher med panelens filter som CSV eller Excel, varje rad.',
    request: {
      query: RecallMatchQuery.omit({ limit: true, offset: true }).extend(ExportFormatQuery.shape),
    },
    responses: exportAnswer('De indragna batcherna som fil'),
  }),
  async (c) => {
    const { format, ...query } = c.req.valid('query');
    return sendExport(c, format, await exportMatches(serviceContext(c), query));
  },
);

recallRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/stats',
    operationId: 'getRecallStats',
    summary: 'Antal öppna indragningar och när flödet senast kontrollerades.',
    tags,
    responses: jsonAnswer(RecallStats, 'Antal öppna indragningar och senaste kontroll'),
  }),
  async (c) => c.json(await recallStats(serviceContext(c)), 200),
);

recallRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/matches/{id}/resolve',
    operationId: 'resolveRecallMatch',
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

recallRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/sync',
    operationId: 'syncRecallFeed',
    tags,
    summary:
      'Läser flödet med indragningar nu (admin, enhetschef). force_full_sync läser allt igen, ' +
      'utan ETag / Last-Modified. Svarar med körningen, även när flödet inte gick att läsa.',
    request: {
      query: z.object({ force_full_sync: BooleanQuery.optional() }),
      body: { required: false, content: { 'application/json': { schema: RecallSyncInput } } },
    },
    responses: jsonAnswer(RecallFeedRun, 'Läsningen av flödet'),
  }),
  async (c) => {
    const body: Partial<RecallSyncInput> = c.req.valid('json');
    const force = body.force_full_sync ?? c.req.valid('query').force_full_sync ?? false;
    return c.json(await syncOnRequest(serviceContext(c), force), 200);
  },
);

recallRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/feed',
    operationId: 'listRecallFeed',
    tags,
    summary: 'Lagrade indragningsnotiser med batcher, nyast först (offentlig information).',
    request: { query: RecallFeedQuery },
    responses: jsonAnswer(RecallFeedList, 'Indragningsnotiser'),
  }),
  async (c) => c.json(await listNoticeFeed(serviceContext(c), c.req.valid('query')), 200),
);
