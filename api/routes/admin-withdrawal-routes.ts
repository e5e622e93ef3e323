import { createRoute } from '@hono/zod-openapi';
import {
  RecallFeedRun,
  RecallFeedStatus,
  WithdrawalList,
  WithdrawalQuery,
} from '../../shared/schemas/recall-feed.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { exportWithdrawals } from '../services/recalls/recall-export.ts';
import { jsonAnswer } from '../http/openapi.ts';
import { manualCheck } from '../services/recalls/feed-sync.ts';
import { feedStatus, listWithdrawals } from '../services/recalls/withdrawal-list.ts';
import { createRouter } from './router.ts';

/** The recall monitor (/admin-withdrawals): admins only. */
export const adminWithdrawalRoutes = createRouter();
adminWithdrawalRoutes.use('*', requireAuth);
const tags = ['Indragningar'];

adminWithdrawalRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/simple',
    operationId: 'listWithdrawals',
    tags,
    summary:
      'Indragna batcher, en rad per batch (en notis utan batch visas en gång med batch "-"). ' +
      'search: produktnamn eller batchnummer.',
    request: { query: WithdrawalQuery },
    responses: jsonAnswer(WithdrawalList, 'Indragna batcher'),
  }),
  async (c) => c.json(await listWithdrawals(serviceContext(c), c.req.valid('query')), 200),
);

adminWithdrawalRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/simple/export',
    operationId: 'exportWithdrawals',
    tags,
    summary: 'Admin: indragningsbevakningens batcher med listans sökning som CSV eller Excel.',
    request: {
      query: WithdrawalQuery.omit({ page: true, size: true }).extend(ExportFormatQuery.shape),
    },
    responses: exportAnswer('Indragningarna som fil'),
  }),
  async (c) => {
    const { format, ...query } = c.req.valid('query');
    return sendExport(c, format, exportWithdrawals(serviceContext(c), query));
  },
);

adminWithdrawalRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/manual-check',
    operationId: 'checkRecallFeedNow',
    tags,
    summary: 'Läser flödet med indragningar nu ("Uppdatera RSS"); tom begäran.',
    responses: jsonAnswer(RecallFeedRun, 'Läsningen av flödet'),
  }),
  async (c) => c.json(await manualCheck(serviceContext(c)), 200),
);

adminWithdrawalRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/status',
    operationId: 'getRecallFeedStatus',
    tags,
    summary: 'Varifrån indragningar läses och hur de senaste läsningarna gick.',
    responses: jsonAnswer(RecallFeedStatus, 'Flödets status'),
  }),
  async (c) => c.json(await feedStatus(serviceContext(c)), 200),
);
