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
  operationId: 'initiateKassation',
  summary: 'Kasserar ur en batch: antalet tas ur lagret och orsaken sparas.',
  tags,
  request: jsonBody(KassationInitiateInput, {
    inventory_item_id: '7b2d4e6f-1a3c-4e5f-8a9b-0c1d2e3f4a5b',
    quantity: 5,
    reason: 'expired',
    reason_description: 'Utgånget 2026-11-30',
  }),
  responses: createdAnswer(Kassation, 'Kassationen är registrerad och antalet draget från lagret'),
});

export const cancelRoute = createRoute({
  method: 'delete',
  path: '/{id}',
  operationId: 'cancelKassation',
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
  operationId: 'approveKassation',
  tags,
  summary: 'Godkänner en initierad kassation (enhetsadmin).',
  request: { params, ...optionalJsonBody(KassationStepInput) },
  responses: { ...jsonAnswer(KassationRecord, 'Kassationen är godkänd'), ...conflictAnswer },
});

export const completeRoute = createRoute({
  method: 'post',
  path: '/complete/{id}',
  operationId: 'completeKassation',
  tags,
  summary: 'Slutför en godkänd kassation med faktiskt kassationsdatum (enhetsadmin).',
  request: { params, ...optionalJsonBody(KassationStepInput) },
  responses: { ...jsonAnswer(KassationRecord, 'Kassationen är slutförd'), ...conflictAnswer },
});

export const bulkRoute = createRoute({
  method: 'post',
  path: '/bulk',
  operationId: 'disposeMany',
  tags,
  summary: 'Kasserar flera batcher på en gång: allt eller inget.',
  request: jsonBody(KassationBulkInput),
  responses: createdAnswer(KassationBulkResult, 'Alla rader är kasserade'),
});

export const pendingRoute = createRoute({
  method: 'get',
  path: '/pending',
  operationId: 'listPendingKassations',
  tags,
  summary: 'Initierade och godkända kassationer i enheten, äldst först.',
  request: { query: KassationListQuery },
  responses: jsonAnswer(KassationList, 'Kassationer som väntar'),
});

export const historyRoute = createRoute({
  method: 'get',
  path: '/history',
  operationId: 'listKassationHistory',
  summary: 'Enhetens kassationer med filter, nyast först.',
  tags,
  request: { query: KassationHistoryQuery },
  responses: jsonAnswer(KassationList, 'Enhetens kassationer, nyast först'),
});

export const summaryRoute = createRoute({
  method: 'get',
  path: '/summary',
  operationId: 'getKassationSummary',
  summary: 'Kassationernas antal och mängd per status och orsak.',
  tags,
  request: { query: FromDateQuery },
  responses: jsonAnswer(KassationSummary, 'Antal och mängd per status och orsak'),
});

export const predictionsRoute = createRoute({
  method: 'get',
  path: '/expiry-predictions',
  operationId: 'listExpiryPredictions',
  summary: 'Batcher som går ut inom perioden, den som går ut först först.',
  tags,
  request: { query: ExpiryPredictionQuery },
  responses: jsonAnswer(ExpiryPredictionList, 'Batcher som går ut inom perioden, först först'),
});

export const disposedItemsRoute = createRoute({
  method: 'get',
  path: '/disposed-items',
  operationId: 'listDisposedItems',
  summary: 'Det som kasserats, nyast först.',
  tags,
  request: { query: DisposedItemsQuery },
  responses: jsonAnswer(KassationList, 'Det som kasserats, nyast först'),
});

export const restoreRoute = createRoute({
  method: 'post',
  path: '/restore/{id}',
  operationId: 'restoreKassation',
  tags,
  summary: 'Återställer en felaktig kassation till lagret (enhetsadmin).',
  request: { params, ...optionalJsonBody(KassationRestoreInput) },
  responses: { ...jsonAnswer(Kassation, 'Antalet är tillbaka i lagret'), ...conflictAnswer },
});

export const basicStatsRoute = createRoute({
  method: 'get',
  path: '/basic-stats',
  operationId: 'getKassationStats',
  summary: 'Kassationsstatistik för en period.',
  tags,
  request: { query: FromDateQuery },
  responses: jsonAnswer(BasicStats, 'Kassationsstatistik för perioden'),
});

export const auditLogRoute = createRoute({
  method: 'get',
  path: '/{id}/audit-log',
  operationId: 'getKassationAuditLog',
  summary: 'En kassations historik i granskningsloggen.',
  tags,
  request: { params },
  responses: jsonAnswer(KassationAuditLog, 'Kassationens händelser, äldst först'),
});

export const generateCertificateRoute = createRoute({
  method: 'post',
  path: '/certificate/{id}/generate',
  operationId: 'generateKassationCertificate',
  summary: 'Skapar kassationsintyget som PDF.',
  tags,
  request: { params, ...optionalJsonBody(CertificateInput) },
  responses: { ...createdAnswer(CertificateMeta, 'Intyget är skapat'), ...conflictAnswer },
});

export const downloadCertificateRoute = createRoute({
  method: 'get',
  path: '/certificate/{id}/download',
  operationId: 'downloadKassationCertificate',
  summary: 'Hämtar kassationsintyget som PDF.',
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
  operationId: 'exportKassationHistory',
  tags,
  summary: 'Enhetens kassationer med historikens filter som CSV eller Excel.',
  request: { query: KassationHistoryQuery.omit(withoutPaging).extend(ExportFormatQuery.shape) },
  responses: exportAnswer('Kassationerna som fil'),
});

export const disposedItemsExportRoute = createRoute({
  method: 'get',
  path: '/disposed-items/export',
  operationId: 'exportDisposedItems',
  tags,
  summary: 'Det som kasserats som CSV eller Excel.',
  request: { query: DisposedItemsQuery.omit(withoutPaging).extend(ExportFormatQuery.shape) },
  responses: exportAnswer('Det kasserade som fil'),
});

export const basicStatsExportRoute = createRoute({
  method: 'get',
  path: '/basic-stats/export',
  operationId: 'exportKassationStats',
  tags,
  summary: 'Kassationsstatistiken för perioden som CSV eller Excel.',
  request: { query: FromDateQuery.extend(ExportFormatQuery.shape) },
  responses: exportAnswer('Statistiken som fil'),
});
