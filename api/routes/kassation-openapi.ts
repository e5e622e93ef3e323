import { createRoute, z } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import { ApiError, Id } from '../../shared/schemas/common.ts';
import {
  BasicStats,
  CertificateInput,
  CertificateMeta,
  DisposedItemsQuery,
  ExpiryPredictionList,
  ExpiryPredictionQuery,
  FromDateQuery,
  KassationAuditLog,
  KassationHistoryQuery,
  KassationList,
  KassationListQuery,
  KassationSummary,
} from '../../shared/schemas/kassation-reports.ts';
import {
  Kassation,
  KassationBulkInput,
  KassationBulkResult,
  KassationInitiateInput,
  KassationRecord,
  KassationRestoreInput,
  KassationStepInput,
} from '../../shared/schemas/kassation.ts';
import { exportAnswer, ExportFormatQuery } from '../http/export-answer.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';

/** The calls of spec 2-stock §7 Kassation; the handlers are in kassation-routes.ts. */
const tags = ['Kassation'];
const params = z.object({ id: Id });

/** A body that may be left out entirely; the handler parses `{}` for the defaults then. */
const optionalJsonBody = <T extends ZodType>(schema: T) => ({
  body: { required: false, content: { 'application/json': { schema } } },
});

const conflictAnswer = {
  409: {
    description: 'Kassationens läge tillåter inte ändringen',
    content: { 'application/json': { schema: ApiError } },
  },
};

export const initiateRoute = createRoute({
  method: 'post',
  path: '/initiate',
  tags,
  request: jsonBody(KassationInitiateInput),
  responses: createdAnswer(Kassation, 'Kassationen är registrerad och antalet draget från lagret'),
});

export const cancelRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Avbryter en kassation och lägger tillbaka antalet i batchen.',
  request: {
    params,
    query: z.object({
      reason: z.string().trim().max(500, { error: 'Orsaken får vara max 500 tecken' }).optional(),
    }),
  },
  responses: { ...jsonAnswer(Kassation, 'Kassationen är avbruten'), ...conflictAnswer },
});

export const approveRoute = createRoute({
  method: 'post',
  path: '/approve/{id}',
  tags,
  summary: 'Godkänner en initierad kassation (enhetsadmin).',
  request: { params, ...optionalJsonBody(KassationStepInput) },
  responses: { ...jsonAnswer(KassationRecord, 'Kassationen är godkänd'), ...conflictAnswer },
});

export const completeRoute = createRoute({
  method: 'post',
  path: '/complete/{id}',
  tags,
  summary: 'Slutför en godkänd kassation med faktiskt kassationsdatum (enhetsadmin).',
  request: { params, ...optionalJsonBody(KassationStepInput) },
  responses: { ...jsonAnswer(KassationRecord, 'Kassationen är slutförd'), ...conflictAnswer },
});

export const bulkRoute = createRoute({
  method: 'post',
  path: '/bulk',
  tags,
  summary: 'Kasserar flera batcher på en gång: allt eller inget.',
  request: jsonBody(KassationBulkInput),
  responses: createdAnswer(KassationBulkResult, 'Alla rader är kasserade'),
});

export const pendingRoute = createRoute({
  method: 'get',
  path: '/pending',
  tags,
  summary: 'Initierade och godkända kassationer i enheten, äldst först.',
  request: { query: KassationListQuery },
  responses: jsonAnswer(KassationList, 'Kassationer som väntar'),
});

export const historyRoute = createRoute({
  method: 'get',
  path: '/history',
  tags,
  request: { query: KassationHistoryQuery },
  responses: jsonAnswer(KassationList, 'Enhetens kassationer, nyast först'),
});

export const summaryRoute = createRoute({
  method: 'get',
  path: '/summary',
  tags,
  request: { query: FromDateQuery },
  responses: jsonAnswer(KassationSummary, 'Antal och mängd per status och orsak'),
});

export const predictionsRoute = createRoute({
  method: 'get',
  path: '/expiry-predictions',
  tags,
  request: { query: ExpiryPredictionQuery },
  responses: jsonAnswer(ExpiryPredictionList, 'Batcher som går ut inom perioden, först först'),
});

export const disposedItemsRoute = createRoute({
  method: 'get',
  path: '/disposed-items',
  tags,
  request: { query: DisposedItemsQuery },
  responses: jsonAnswer(KassationList, 'Det som kasserats, nyast först'),
});

export const restoreRoute = createRoute({
  method: 'post',
  path: '/restore/{id}',
  tags,
  summary: 'Återställer en felaktig kassation till lagret (enhetsadmin).',
  request: { params, ...optionalJsonBody(KassationRestoreInput) },
  responses: { ...jsonAnswer(Kassation, 'Antalet är tillbaka i lagret'), ...conflictAnswer },
});

export const basicStatsRoute = createRoute({
  method: 'get',
  path: '/basic-stats',
  tags,
  request: { query: FromDateQuery },
  responses: jsonAnswer(BasicStats, 'Kassationsstatistik för perioden'),
});

export const auditLogRoute = createRoute({
  method: 'get',
  path: '/{id}/audit-log',
  tags,
  request: { params },
  responses: jsonAnswer(KassationAuditLog, 'Kassationens händelser, äldst först'),
});

export const generateCertificateRoute = createRoute({
  method: 'post',
  path: '/certificate/{id}/generate',
  tags,
  request: { params, ...optionalJsonBody(CertificateInput) },
  responses: { ...createdAnswer(CertificateMeta, 'Intyget är skapat'), ...conflictAnswer },
});

export const downloadCertificateRoute = createRoute({
  method: 'get',
  path: '/certificate/{id}/download',
  tags,
  request: { params },
  responses: {
    200: {
      description: 'Det senast skapade kassationsintyget (A4)',
      content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
    },
    404: {
      description: 'Inget intyg skapat ännu',
      content: { 'application/json': { schema: ApiError } },
    },
  },
});

const withoutPaging = { page: true, size: true } as const;

export const historyExportRoute = createRoute({
  method: 'get',
  path: '/history/export',
  tags,
  summary: 'Enhetens kassationer med historikens filter som CSV eller Excel.',
  request: { query: KassationHistoryQuery.omit(withoutPaging).extend(ExportFormatQuery.shape) },
  responses: exportAnswer('Kassationerna som fil'),
});

export const disposedItemsExportRoute = createRoute({
  method: 'get',
  path: '/disposed-items/export',
  tags,
  summary: 'Det som kasserats som CSV eller Excel.',
  request: { query: DisposedItemsQuery.omit(withoutPaging).extend(ExportFormatQuery.shape) },
  responses: exportAnswer('Det kasserade som fil'),
});

export const basicStatsExportRoute = createRoute({
  method: 'get',
  path: '/basic-stats/export',
  tags,
  summary: 'Kassationsstatistiken för perioden som CSV eller Excel.',
  request: { query: FromDateQuery.extend(ExportFormatQuery.shape) },
  responses: exportAnswer('Statistiken som fil'),
});
