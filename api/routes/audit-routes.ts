import { createRoute } from '@hono/zod-openapi';
import { AuditList, AuditQuery } from '../../shared/schemas/audit.ts';
import { SizeQuery } from '../../shared/schemas/common.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { exportAudit } from '../services/audit/audit-export.ts';
import { jsonAnswer } from '../http/openapi.ts';
import { listAudit } from '../services/audit/audit-service.ts';
import { createRouter } from './router.ts';

export const auditRoutes = createRouter();
auditRoutes.use('*', requireAuth);

auditRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listAuditEntries',
    summary: 'Granskningsloggen med filter, nyast först.',
    tags: ['Granskningslogg'],
    request: { query: SizeQuery.omit({ search: true }).extend(AuditQuery.shape) },
    responses: jsonAnswer(AuditList, 'Granskningslogg'),
  }),
  async (c) => c.json(await listAudit(serviceContext(c), c.req.valid('query')), 200),
);

auditRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/export',
    operationId: 'exportAuditEntries',
    tags: ['Granskningslogg'],
    summary: 'Admin: granskningsloggen med listans filter som CSV eller Excel, varje rad.',
    request: { query: AuditQuery.extend(ExportFormatQuery.shape) },
    responses: exportAnswer('Granskningsloggen som fil'),
  }),
  async (c) => {
    const { format, ...query } = c.req.valid('query');
    return sendExport(c, format, await exportAudit(serviceContext(c), query));
  },
);
