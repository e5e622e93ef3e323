import { createRoute, z } from '@hono/zod-openapi';
import { BooleanQuery, Id, PerPageQuery } from '../../shared/schemas/common.ts';
import {
  SessionSite,
  SessionSiteInput,
  Site,
  SiteCreateInput,
  SiteList,
  SiteRemoval,
  SiteSettingsInput,
  SiteUpdateInput,
  SiteUser,
} from '../../shared/schemas/site.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { exportSites } from '../services/sites/site-export.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import * as sites from '../services/sites/site-service.ts';
import { getSessionSite, setSessionSite } from '../services/session/current-site.ts';
import { createRouter } from './router.ts';

export const siteRoutes = createRouter();
siteRoutes.use('*', requireAuth);
const tags = ['Enheter'];
const params = z.object({ id: Id });

siteRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/assignable',
    operationId: 'listAssignableSites',
    summary: 'Enheterna anroparen kan ge en användare tillgång till.',
    tags,
    request: { query: z.object({ customer_id: Id.optional() }) },
    responses: jsonAnswer(z.array(Site), 'Enheter som användare kan kopplas till'),
  }),
  async (c) =>
    c.json(await sites.assignableSites(serviceContext(c), c.req.valid('query').customer_id), 200),
);

siteRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listSites',
    summary: 'Enheterna som anroparen ser, med sökning och sidor.',
    tags,
    request: {
      query: PerPageQuery.extend({
        customer_id: Id.optional(),
        status: z.enum(['all', 'active', 'inactive'], { error: 'Ogiltig status' }).optional(),
      }),
    },
    responses: jsonAnswer(SiteList, 'Enheter'),
  }),
  async (c) => c.json(await sites.listSites(serviceContext(c), c.req.valid('query')), 200),
);

siteRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/export',
    operationId: 'exportSites',
    tags,
    summary: 'Enheterna som anroparen ser, med listans filter som CSV eller Excel.',
    request: {
      query: PerPageQuery.omit({ page: true, per_page: true })
        .extend({
          customer_id: Id.optional(),
          status: z.enum(['all', 'active', 'inactive'], { error: 'Ogiltig status' }).optional(),
        })
        .extend(ExportFormatQuery.shape),
    },
    responses: exportAnswer('Enheterna som fil'),
  }),
  async (c) => {
    const { format, ...query } = c.req.valid('query');
    return sendExport(c, format, exportSites(serviceContext(c), query));
  },
);

siteRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    operationId: 'createSite',
    summary: 'Skapar en enhet (admin).',
    tags,
    request: jsonBody(SiteCreateInput),
    responses: createdAnswer(Site, 'Enheten är skapad'),
  }),
  async (c) => c.json(await sites.createSite(serviceContext(c), c.req.valid('json')), 201),
);

siteRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}',
    operationId: 'getSite',
    summary: 'En enhet.',
    tags,
    request: { params },
    responses: jsonAnswer(Site, 'Enheten'),
  }),
  async (c) => c.json(await sites.getSite(serviceContext(c), c.req.valid('param').id), 200),
);

siteRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}',
    operationId: 'updateSite',
    summary: 'Ändrar en enhet.',
    tags,
    request: { params, ...jsonBody(SiteUpdateInput) },
    responses: jsonAnswer(Site, 'Enheten är uppdaterad'),
  }),
  async (c) =>
    c.json(
      await sites.updateSite(serviceContext(c), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
);

siteRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/{id}',
    operationId: 'deleteSite',
    tags,
    summary:
      'Tar bort en enhet, eller stänger den om den har historik (lagerrörelser, kontrollräkningar, ' +
      'bekräftade indragningskontroller). Utan force avvisas en enhet med kopplingar (400).',
    request: { params, query: z.object({ force: BooleanQuery.optional() }) },
    responses: jsonAnswer(SiteRemoval, 'Enheten är borttagen eller stängd'),
  }),
  async (c) => {
    const outcome = await sites.deleteSite(
      serviceContext(c),
      c.req.valid('param').id,
      c.req.valid('query').force ?? false,
    );
    const detail =
      outcome === 'closed'
        ? 'Enheten har historik och är stängd i stället för borttagen: journaler och lagerhistorik sparas.'
        : 'Enheten är borttagen.';
    return c.json({ detail, outcome }, 200);
  },
);

siteRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}/users',
    operationId: 'listSiteUsers',
    summary: 'Användarna med tillgång till en enhet.',
    tags,
    request: { params },
    responses: jsonAnswer(z.array(SiteUser), 'Enhetens användare'),
  }),
  async (c) => c.json(await sites.siteUsers(serviceContext(c), c.req.valid('param').id), 200),
);

siteRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}/settings',
    operationId: 'updateSiteSettings',
    summary: 'Ändrar en enhets inställningar (enhetschef, admin).',
    tags,
    request: { params, ...jsonBody(SiteSettingsInput) },
    responses: jsonAnswer(Site, 'Inställningarna är sparade'),
  }),
  async (c) =>
    c.json(
      await sites.updateSiteSettings(
        serviceContext(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
      200,
    ),
);

export const sessionRoutes = createRouter();
sessionRoutes.use('*', requireAuth);

sessionRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/site',
    operationId: 'getWorkingSite',
    summary: 'Enheten sessionen arbetar i.',
    tags: ['Session'],
    responses: jsonAnswer(SessionSite, 'Aktiv enhet'),
  }),
  async (c) => c.json(await getSessionSite(serviceContext(c)), 200),
);

sessionRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/site',
    operationId: 'setWorkingSite',
    summary: 'Väljer enheten sessionen arbetar i.',
    tags: ['Session'],
    request: jsonBody(SessionSiteInput),
    responses: jsonAnswer(SessionSite, 'Aktiv enhet sparad'),
  }),
  async (c) => c.json(await setSessionSite(serviceContext(c), c.req.valid('json').site_id), 200),
);
