import { createRoute, z } from '@hono/zod-openapi';
import { witnessSigner } from '../http/witness-signer.ts';
import { Id } from '../../shared/schemas/common.ts';
import {
  GtinLink,
  GtinLinkInput,
  IDEMPOTENCY_HEADER,
  QrAnalytics,
  QrAnalyticsQuery,
  QrBatchList,
  QrBatchQuery,
  QrScanInput,
  QrScanList,
  QrScanQuery,
  QrScanResult,
  QrVerifyInput,
  QrVerifyResult,
} from '../../shared/schemas/qr.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { clientAddress } from '../http/client-address.ts';
import { serviceContext, type AppContext } from '../http/env.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { exportScans } from '../services/qr/scan-export.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { signedInOrPublic } from '../http/optional-auth.ts';
import { publicBaseUrl } from '../http/public-base.ts';
import { scanAnalytics } from '../services/qr/analytics.ts';
import { listBatches } from '../services/qr/batches.ts';
import { linkGtin } from '../services/qr/gtin-links.ts';
import { idempotencyKeyOf } from '../services/qr/idempotency.ts';
import type { QrCaller } from '../services/qr/public-access.ts';
import { scan } from '../services/qr/scan.ts';
import { listScans } from '../services/qr/scan-history.ts';
import { verifyCode } from '../services/qr/verify.ts';
import { createRouter } from './router.ts';

/** Verify, batches and scan, signed in or with a code's token. No `use('*')`: shared prefix. */
export const qrScanRoutes = createRouter();

/** The scan history (signed in). */
export const qrScanHistoryRoutes = createRouter();

const tags = ['QR-skanning'];
const publicNote =
  'Utan Authorization: publikt med kodens token, högst 30 anrop per minut och adress.';

/** The caller of a public-capable route: signed in (actor set by requireAuth) or the public page. */
const qrCaller = (c: AppContext): QrCaller => ({
  ...c.get('deps'),
  actor: c.get('actor') ?? null,
  siteId: c.get('siteId') ?? null,
  address: clientAddress(c),
  baseUrl: publicBaseUrl(c),
});

qrScanRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/verify',
    operationId: 'verifyQrCode',
    tags,
    summary: 'Läser en Medvakt-kod eller en förpacknings GS1-kod. 200 även när koden inte godtas.',
    description: publicNote,
    middleware: [signedInOrPublic] as const,
    request: jsonBody(QrVerifyInput),
    responses: jsonAnswer(QrVerifyResult, 'Vad koden är och om den får användas'),
  }),
  async (c) => c.json(await verifyCode(qrCaller(c), c.req.valid('json')), 200),
);

qrScanRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/batches/{templateId}',
    operationId: 'listScanBatches',
    tags,
    summary: 'Läkemedlets batcher med lager, den som går ut först först (FEFO).',
    description: publicNote,
    middleware: [signedInOrPublic] as const,
    request: { params: z.object({ templateId: Id }), query: QrBatchQuery },
    responses: jsonAnswer(QrBatchList, 'Batcher'),
  }),
  async (c) =>
    c.json(
      await listBatches(qrCaller(c), c.req.valid('param').templateId, c.req.valid('query')),
      200,
    ),
);

qrScanRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/scan',
    operationId: 'scanQrCode',
    tags,
    summary: `Visa, ta ut eller fyll på. Med ${IDEMPOTENCY_HEADER} räknas ett omsänt anrop en gång.`,
    description: publicNote,
    middleware: [signedInOrPublic] as const,
    request: jsonBody(QrScanInput, {
      qr_code_data:
        'https://medvakt.exempel.se/qr/5e6f7a8b-1a3c-4e5f-8a9b-0c1d2e3f4a5b/3f1c9a52-8d3e-4b7a-9c21-5e6f7a8b9c0d/Jk3v9Q',
      action_type: 'withdraw',
      quantity: 2,
    }),
    responses: createdAnswer(QrScanResult, 'Skanningen är registrerad'),
  }),
  async (c) => {
    const key = idempotencyKeyOf(c.req.header(IDEMPOTENCY_HEADER));
    const signer = witnessSigner(c);
    return c.json(await scan(qrCaller(c), c.req.valid('json'), key, { signer }), 201);
  },
);

qrScanRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/gtin-links',
    operationId: 'linkGtin',
    tags,
    summary: 'Kopplar en förpacknings GTIN till ett av enhetens läkemedel.',
    middleware: [requireAuth] as const,
    request: jsonBody(GtinLinkInput),
    responses: {
      ...createdAnswer(GtinLink, 'Kopplingen är gjord'),
      ...jsonAnswer(GtinLink, 'Kopplingen fanns redan'),
    },
  }),
  async (c) => {
    const { link, created } = await linkGtin(serviceContext(c), c.req.valid('json'));
    return c.json(link, created ? 201 : 200);
  },
);

qrScanRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/analytics',
    operationId: 'getScanAnalytics',
    tags,
    summary: 'Skanningar per dag (Stockholmstid), åtgärd och läkemedel.',
    middleware: [requireAuth] as const,
    request: { query: QrAnalyticsQuery },
    responses: jsonAnswer(QrAnalytics, 'Statistik'),
  }),
  async (c) => c.json(await scanAnalytics(serviceContext(c), c.req.valid('query')), 200),
);

qrScanHistoryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listQrScans',
    tags,
    summary: 'Enhetens skanningar, nyaste först.',
    middleware: [requireAuth] as const,
    request: { query: QrScanQuery },
    responses: jsonAnswer(QrScanList, 'Skanningar'),
  }),
  async (c) => c.json(await listScans(serviceContext(c), c.req.valid('query')), 200),
);

qrScanHistoryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/export',
    operationId: 'exportQrScans',
    tags,
    summary: 'Enhetens skanningar med listans filter som CSV eller Excel, varje rad.',
    middleware: [requireAuth] as const,
    request: {
      query: QrScanQuery.omit({ page: true, size: true }).extend(ExportFormatQuery.shape),
    },
    responses: exportAnswer('Skanningarna som fil'),
  }),
  async (c) => {
    const { format, ...query } = c.req.valid('query');
    return sendExport(c, format, await exportScans(serviceContext(c), query));
  },
);
