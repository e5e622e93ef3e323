import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import {
  WarningBulkInput,
  WarningBulkResolveInput,
  WarningBulkResult,
  WarningList,
  WarningListQuery,
  WarningResolveInput,
  WarningWithHistory,
} from '../../shared/schemas/warning.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { jsonAnswer, jsonBody } from '../http/openapi.ts';
import {
  acknowledgeWarning,
  bulkAcknowledge,
  bulkResolve,
  resolveWarning,
} from '../services/warnings/warning-actions.ts';
import { exportWarnings } from '../services/warnings/warning-export.ts';
import { getWarningWithHistory, listWarnings } from '../services/warnings/warning-service.ts';
import { createRouter } from './router.ts';

export const warningRoutes = createRouter();
warningRoutes.use('*', requireAuth);
const tags = ['Varningar'];
const params = z.object({ id: Id });

warningRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listWarnings',
    tags,
    summary: 'Varningar för den valda enheten, eller alla enheter som anroparen ser.',
    request: { query: WarningListQuery },
    responses: jsonAnswer(WarningList, 'Öppna först, sedan de allvarligaste och nyaste'),
  }),
  async (c) => c.json(await listWarnings(serviceContext(c), c.req.valid('query')), 200),
);

warningRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/export',
    operationId: 'exportWarnings',
    tags,
    summary: 'Varningarna med listans filter som CSV eller Excel.',
    request: {
      query: WarningListQuery.omit({ page: true, size: true }).extend(ExportFormatQuery.shape),
    },
    responses: exportAnswer('Varningarna som fil'),
  }),
  async (c) => {
    const { format, ...query } = c.req.valid('query');
    return sendExport(c, format, await exportWarnings(serviceContext(c), query));
  },
);

warningRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}/with-history',
    operationId: 'getWarningWithHistory',
    summary: 'En varning med dess historik.',
    tags,
    request: { params },
    responses: jsonAnswer(WarningWithHistory, 'Varningen med dess historik'),
  }),
  async (c) => c.json(await getWarningWithHistory(serviceContext(c), c.req.valid('param').id), 200),
);

warningRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/acknowledge/{id}',
    operationId: 'acknowledgeWarning',
    tags,
    summary: 'Kvitterar en öppen varning (administratör och enhetsadmin).',
    request: { params },
    responses: jsonAnswer(WarningWithHistory, 'Varningen är kvitterad'),
  }),
  async (c) => c.json(await acknowledgeWarning(serviceContext(c), c.req.valid('param').id), 200),
);

warningRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}/resolve',
    operationId: 'resolveWarning',
    tags,
    summary: 'Markerar en öppen varning som åtgärdad (administratör och enhetsadmin).',
    request: { params, ...jsonBody(WarningResolveInput) },
    responses: jsonAnswer(WarningWithHistory, 'Varningen är åtgärdad'),
  }),
  async (c) =>
    c.json(
      await resolveWarning(
        serviceContext(c),
        c.req.valid('param').id,
        c.req.valid('json').resolution_notes,
      ),
      200,
    ),
);

warningRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/bulk-acknowledge',
    operationId: 'acknowledgeWarnings',
    tags,
    summary: 'Kvitterar flera varningar: alla eller ingen.',
    request: jsonBody(WarningBulkInput),
    responses: jsonAnswer(WarningBulkResult, 'Antal varningar som kvitterades'),
  }),
  async (c) => c.json(await bulkAcknowledge(serviceContext(c), c.req.valid('json').ids), 200),
);

warningRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/bulk-resolve',
    operationId: 'resolveWarnings',
    tags,
    summary: 'Markerar flera varningar som åtgärdade: alla eller ingen.',
    request: jsonBody(WarningBulkResolveInput),
    responses: jsonAnswer(WarningBulkResult, 'Antal varningar som åtgärdades'),
  }),
  async (c) => {
    const { ids, resolution_notes } = c.req.valid('json');
    return c.json(await bulkResolve(serviceContext(c), ids, resolution_notes), 200);
  },
);
