import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { except } from 'hono/combine';
import { secureHeaders } from 'hono/secure-headers';
import { MAX_BODY_BYTES } from '../shared/constants.ts';
import type { AppDeps } from './deps.ts';
import type { AppEnv } from './http/env.ts';
import { mountApiDocs } from './http/api-docs.ts';
import { handleApiNotFound, handleError } from './http/error-handler.ts';
import { answerInLanguage } from './i18n/answer-in-language.ts';
import { registerErrorAnswers } from './http/openapi.ts';
import { API_CONTACT, API_TAGS } from './http/openapi-tags.ts';
import { registerSiteHeader, withSiteHeader } from './http/site-header.ts';
import { requestContext } from './http/request-context.ts';
import { mountRenderer } from './http/static-renderer.ts';
import { apiTokenRoutes } from './routes/api-token-routes.ts';
import { auditRoutes } from './routes/audit-routes.ts';
import { authRoutes } from './routes/auth-routes.ts';
import { customerRoutes } from './routes/customer-routes.ts';
import { apiCoverageRoutes, dashboardRoutes } from './routes/dashboard-routes.ts';
import { recallRoutes } from './routes/recall-routes.ts';
import { recallNoticeRoutes } from './routes/recall-notice-routes.ts';
import { recallFollowUpRoutes } from './routes/recall-follow-up-routes.ts';
import { supplierReturnRoutes } from './routes/supplier-return-routes.ts';
import { adminWithdrawalRoutes } from './routes/admin-withdrawal-routes.ts';
import { createRouter } from './routes/router.ts';
import { sessionRoutes, siteRoutes } from './routes/site-routes.ts';
import { connectionRoutes } from './routes/connection-routes.ts';
import { supportRoutes } from './routes/support-routes.ts';
import { inventoryRoutes } from './routes/inventory-routes.ts';
import { stockMovementRoutes } from './routes/stock-movement-routes.ts';
import { narcoticCountRoutes } from './routes/narcotic-count-routes.ts';
import { narcoticsRoutes } from './routes/narcotics-routes.ts';
import { stockTakeRoutes } from './routes/stock-take-routes.ts';
import { transferRoutes } from './routes/transfer-routes.ts';
import { kioskRoutes } from './routes/kiosk-routes.ts';
import { offlineRefusalRoutes } from './routes/offline-refusal-routes.ts';
import { deviationRoutes } from './routes/deviation-routes.ts';
import { openedPackRoutes } from './routes/opened-pack-routes.ts';
import { delegationRoutes } from './routes/delegation-routes.ts';
import { storagePlaceRoutes } from './routes/storage-place-routes.ts';
import { importRoutes } from './routes/import-routes.ts';
import { catalogueRoutes } from './routes/catalogue-routes.ts';
import { orderProposalRoutes } from './routes/order-proposal-routes.ts';
import { kassationRoutes } from './routes/kassation-routes.ts';
import { qrScanHistoryRoutes, qrScanRoutes } from './routes/qr-scan-routes.ts';
import { qrSheetRoutes } from './routes/qr-sheet-routes.ts';
import { healthRoutes, readyRoutes } from './routes/ready-routes.ts';
import { medicineRoutes, schablonImportRoutes, schablonRoutes } from './routes/medicine-routes.ts';
import { userRoutes } from './routes/user-routes.ts';
import { myNotificationRoutes, notificationRoutes } from './routes/notification-routes.ts';
import { warningRoutes } from './routes/warning-routes.ts';

export const API_BASE = '/api/v1';

const NOT_ON_PUBLIC_PORT = ['/metrics', '/healthz'];

/** OpenAPI 3.1's license names an SPDX identifier; the generator's type still has 3.0's fields. */
const LICENSE = { name: 'Proprietär', identifier: 'LicenseRef-Medvakt' };

export function createApi() {
  const api = createRouter();
  api.route('/health', healthRoutes);
  api.route('/ready', readyRoutes);
  api.route('/auth', authRoutes);
  api.route('/users/me/notifications', myNotificationRoutes);
  api.route('/users', userRoutes);
  api.route('/notifications', notificationRoutes);
  api.route('/customers', customerRoutes);
  api.route('/sites', siteRoutes);
  api.route('/session', sessionRoutes);
  api.route('/audit', auditRoutes);
  api.route('/support', supportRoutes);
  api.route('/connection', connectionRoutes);
  api.route('/medicines', medicineRoutes);
  api.route('/medication-schablons', schablonRoutes);
  api.route('/medicine-templates', schablonImportRoutes);
  api.route('/inventory', inventoryRoutes);
  api.route('/stock-movements', stockMovementRoutes);
  api.route('/narcotics', narcoticCountRoutes);
  api.route('/narcotics', narcoticsRoutes);
  api.route('/stock-takes', stockTakeRoutes);
  api.route('/transfers', transferRoutes);
  api.route('/kiosks', kioskRoutes);
  api.route('/api-tokens', apiTokenRoutes);
  api.route('/offline-refusals', offlineRefusalRoutes);
  api.route('/deviations', deviationRoutes);
  api.route('/opened-packs', openedPackRoutes);
  api.route('/delegations', delegationRoutes);
  api.route('/storage-places', storagePlaceRoutes);
  api.route('/imports', importRoutes);
  api.route('/catalogue', catalogueRoutes);
  api.route('/', orderProposalRoutes);
  api.route('/kassation', kassationRoutes);
  api.route('/dashboard', dashboardRoutes);
  api.route('/indragningar', recallFollowUpRoutes);
  api.route('/indragningar', supplierReturnRoutes);
  api.route('/indragningar/notices', recallNoticeRoutes);
  api.route('/indragningar', recallRoutes);
  api.route('/admin/withdrawals', adminWithdrawalRoutes);
  // Read when asked, so the coverage reflects every route registered by then.
  api.route(
    '/api-coverage',
    apiCoverageRoutes(() => api.routes),
  );
  api.route('/warnings', warningRoutes);
  api.route('/qr-codes', qrSheetRoutes);
  api.route('/qr-codes', qrScanRoutes);
  api.route('/qr-scans', qrScanHistoryRoutes);
  const documentConfig = {
    openapi: '3.1.0',
    info: {
      title: 'Medvakt API',
      version: '1',
      description: 'Läkemedelsförråd för vårdenheter',
      contact: API_CONTACT,
      license: LICENSE,
    },
    servers: [{ url: API_BASE }],
    security: [{ bearer: [] }],
    tags: API_TAGS,
  };
  // Read when asked, so X-Site-Id is declared from the routes and middlewares registered by then.
  api.get('/openapi.json', (c) =>
    c.json(withSiteHeader(api.getOpenAPI31Document(documentConfig), api.routes)),
  );
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description:
      'En inloggad persons åtkomsttoken (JWT från /auth/login), eller ett systems API-token ' +
      '(`mvk_…`, skapad med /api-tokens). En API-token arbetar som enhetschef på sina enheter ' +
      'och når bara de anrop som dess behörigheter (read:stock, read:kassation, read:recalls, ' +
      'read:warnings, write:stock) öppnar; övriga svarar 403 TOKEN_SCOPE.',
  });
  registerErrorAnswers(api.openAPIRegistry);
  registerSiteHeader(api.openAPIRegistry);
  api.notFound(handleApiNotFound);
  return api;
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>({ strict: false });
  app.use('*', requestContext(deps));
  app.use('/api/*', answerInLanguage);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // WebAssembly only (not eval): the kiosk checks a PIN offline with argon2id in wasm.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        connectSrc: ["'self'"],
        // A generated QR sheet is opened from a blob: address for the browser's print dialog.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
      },
    }),
  );
  app.use(
    `${API_BASE}/*`,
    // GET and HEAD carry no body, and asking for one makes the Node adapter build a whole Request.
    // An uploaded list has its own, larger limit (api/routes/import-routes.ts).
    except(
      (c) =>
        c.req.method === 'GET' ||
        c.req.method === 'HEAD' ||
        (c.req.method === 'POST' && c.req.path === `${API_BASE}/imports`),
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) =>
          c.json({ detail: 'Begäran är för stor (max 1 MB).', code: 'PAYLOAD_TOO_LARGE' }, 413),
      }),
    ),
  );
  app.onError(handleError);
  app.route(API_BASE, createApi());
  mountApiDocs(app, `${API_BASE}/openapi.json`);
  app.all('/api/*', handleApiNotFound);
  // Served on the metrics port or not at all; never the renderer's page here.
  for (const path of NOT_ON_PUBLIC_PORT) app.all(path, handleApiNotFound);
  if (deps.config.rendererDir) mountRenderer(app, deps.config.rendererDir);
  app.notFound(handleApiNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
