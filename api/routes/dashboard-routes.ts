import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import {
  ActivityList,
  ActivityQuery,
  ApiCoverage,
  CrossSiteWarningsQuery,
  DashboardRevenue,
  DashboardStats,
  ExpiryWarningList,
  QuickDisposeInput,
  QuickDisposeResult,
  SiteStatsList,
  SslStatus,
  WarningsSummary,
  WarningsSummaryQuery,
} from '../../shared/schemas/dashboard.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { jsonAnswer } from '../http/openapi.ts';
import { listActivity } from '../services/audit/activity.ts';
import { apiCoverage, type RegisteredRoute } from '../services/system/api-coverage.ts';
import { crossSiteWarnings } from '../services/warnings/expiry-warnings.ts';
import { quickDispose } from '../services/kassation/quick-dispose.ts';
import { dashboardRevenue } from '../services/customers/revenue.ts';
import { siteStats } from '../services/sites/site-stats.ts';
import { sslStatus } from '../services/system/ssl-status.ts';
import { dashboardStats } from '../services/customers/operator-stats.ts';
import { warningsSummary } from '../services/warnings/warnings-summary.ts';
import { requireRole } from '../services/auth/permissions.ts';
import { createRouter } from './router.ts';

export const dashboardRoutes = createRouter();
dashboardRoutes.use('*', requireAuth);
const tags = ['Dashboard'];

dashboardRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/stats',
    operationId: 'getSystemStats',
    tags,
    summary: 'Systemöversiktens siffror (admin).',
    responses: jsonAnswer(DashboardStats, 'Siffror för hela systemet'),
  }),
  async (c) => c.json(await dashboardStats(serviceContext(c)), 200),
);

dashboardRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/revenue',
    operationId: 'getRevenue',
    tags,
    summary: 'Intäkter: aktiva enheter hos aktiva kunder × kundens månadspris (admin).',
    responses: jsonAnswer(DashboardRevenue, 'Intäkter per månad och kund'),
  }),
  async (c) => c.json(await dashboardRevenue(serviceContext(c)), 200),
);

dashboardRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/activity',
    operationId: 'listRecentActivity',
    tags,
    summary: 'Senaste händelserna i granskningsloggen, nyast först (admin, enhetschef).',
    request: { query: ActivityQuery },
    responses: jsonAnswer(ActivityList, 'Händelser'),
  }),
  async (c) => c.json(await listActivity(serviceContext(c), c.req.valid('query')), 200),
);

dashboardRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/warnings',
    operationId: 'getWarningCounts',
    tags,
    summary: 'Varningar för de egna enheterna per typ och allvarlighet.',
    request: { query: WarningsSummaryQuery },
    responses: jsonAnswer(WarningsSummary, 'Sammanfattning av varningar'),
  }),
  async (c) =>
    c.json(await warningsSummary(serviceContext(c), c.req.valid('query').only_active), 200),
);

dashboardRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/cross-site-warnings',
    operationId: 'listExpiringBatches',
    tags,
    summary:
      'Batcher i lager inom enhetens varningsdagar, först utgående först (VARNINGAR). ' +
      'Användare: arbetsenheten; enhetschef: sina enheter; admin: alla eller site_id.',
    request: { query: CrossSiteWarningsQuery },
    responses: jsonAnswer(ExpiryWarningList, 'Utgångsvarningar'),
  }),
  async (c) => c.json(await crossSiteWarnings(serviceContext(c), c.req.valid('query')), 200),
);

dashboardRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/quick-dispose/{id}',
    operationId: 'quickDispose',
    tags,
    summary:
      'Kasserar en batch direkt från panelen; utan innehåll hela återstående antalet som utgånget.',
    request: {
      params: z.object({ id: Id }),
      body: { required: false, content: { 'application/json': { schema: QuickDisposeInput } } },
    },
    responses: jsonAnswer(QuickDisposeResult, 'Batchen är kasserad'),
  }),
  async (c) => {
    // Without a body the validator hands over {}, so the defaults are applied here.
    const input = QuickDisposeInput.parse(c.req.valid('json'));
    return c.json(await quickDispose(serviceContext(c), c.req.valid('param').id, input), 200);
  },
);

dashboardRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/ssl-status',
    operationId: 'getTlsStatus',
    tags,
    summary: 'Serverns TLS-certifikat och dagar kvar (admin).',
    responses: jsonAnswer(SslStatus, 'Certifikatets status'),
  }),
  (c) => c.json(sslStatus(serviceContext(c)), 200),
);

dashboardRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/site-stats',
    operationId: 'listSiteStats',
    tags,
    summary: 'Lager, utgång, varningar och kassationer per synlig enhet.',
    responses: jsonAnswer(SiteStatsList, 'Siffror per enhet'),
  }),
  async (c) => c.json(await siteStats(serviceContext(c)), 200),
);

/** GET /api-coverage over the routes the app really registers, read when asked. */
export function apiCoverageRoutes(listRoutes: () => readonly RegisteredRoute[]) {
  const routes = createRouter();
  routes.use('*', requireAuth);
  routes.openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'getApiCoverage',
      tags,
      summary: 'Hur stor del av specifikationens anrop som servern svarar på (admin).',
      responses: jsonAnswer(ApiCoverage, 'Täckning per modul'),
    }),
    (c) => {
      requireRole(c.get('actor'), 'admin');
      return c.json(apiCoverage(listRoutes()), 200);
    },
  );
  return routes;
}
