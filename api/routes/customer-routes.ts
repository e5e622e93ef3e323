import { createRoute, z } from '@hono/zod-openapi';
import { CUSTOMER_TYPES } from '../../shared/constants.ts';
import { BooleanQuery, Id, PerPageQuery } from '../../shared/schemas/common.ts';
import {
  Customer,
  CustomerCreateInput,
  CustomerList,
  CustomerRemoval,
  CustomerUpdateInput,
} from '../../shared/schemas/customer.ts';
import { Site } from '../../shared/schemas/site.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { exportCustomers } from '../services/customers/customer-export.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import * as customers from '../services/customers/customer-service.ts';
import { createRouter } from './router.ts';

export const customerRoutes = createRouter();
customerRoutes.use('*', requireAuth);
const tags = ['Kunder'];
const params = z.object({ id: Id });

customerRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listCustomers',
    summary: 'Kunderna, med sökning och sidor (admin).',
    tags,
    request: {
      query: PerPageQuery.extend({
        customer_type: z.enum(CUSTOMER_TYPES, { error: 'Ogiltig kundtyp' }).optional(),
      }),
    },
    responses: jsonAnswer(CustomerList, 'Kunder'),
  }),
  async (c) => c.json(await customers.listCustomers(serviceContext(c), c.req.valid('query')), 200),
);

customerRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/export',
    operationId: 'exportCustomers',
    tags,
    summary: 'Admin: kunderna med listans filter som CSV eller Excel.',
    request: {
      query: PerPageQuery.omit({ page: true, per_page: true })
        .extend({
          customer_type: z.enum(CUSTOMER_TYPES, { error: 'Ogiltig kundtyp' }).optional(),
        })
        .extend(ExportFormatQuery.shape),
    },
    responses: exportAnswer('Kunderna som fil'),
  }),
  async (c) => {
    const { format, ...query } = c.req.valid('query');
    return sendExport(c, format, exportCustomers(serviceContext(c), query));
  },
);

customerRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    operationId: 'createCustomer',
    summary: 'Skapar en kund (admin).',
    tags,
    request: jsonBody(CustomerCreateInput),
    responses: createdAnswer(Customer, 'Kunden är skapad'),
  }),
  async (c) => c.json(await customers.createCustomer(serviceContext(c), c.req.valid('json')), 201),
);

customerRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}',
    operationId: 'getCustomer',
    summary: 'En kund (admin).',
    tags,
    request: { params },
    responses: jsonAnswer(Customer, 'Kunden'),
  }),
  async (c) => c.json(await customers.getCustomer(serviceContext(c), c.req.valid('param').id), 200),
);

customerRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}',
    operationId: 'updateCustomer',
    summary: 'Ändrar en kund (admin).',
    tags,
    request: { params, ...jsonBody(CustomerUpdateInput) },
    responses: jsonAnswer(Customer, 'Kunden är uppdaterad'),
  }),
  async (c) =>
    c.json(
      await customers.updateCustomer(
        serviceContext(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
      200,
    ),
);

customerRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/{id}',
    operationId: 'deleteCustomer',
    tags,
    summary:
      'Tar bort kunden; med force (standard) tas kundens enheter bort med den. Har en enhet ' +
      'historik stängs den och kunden i stället för att tas bort.',
    request: { params, query: z.object({ force: BooleanQuery.optional() }) },
    responses: jsonAnswer(CustomerRemoval, 'Kunden är borttagen eller stängd'),
  }),
  async (c) => {
    const result = await customers.deleteCustomer(
      serviceContext(c),
      c.req.valid('param').id,
      c.req.valid('query').force ?? true,
    );
    const detail =
      result.outcome === 'closed'
        ? `Kunden är stängd i stället för borttagen: ${result.closed_sites} enheter med historik är stängda och sparas.`
        : 'Kunden är borttagen.';
    return c.json({ detail, ...result }, 200);
  },
);

customerRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}/sites',
    operationId: 'listCustomerSites',
    summary: 'En kunds enheter (admin).',
    tags,
    request: { params },
    responses: jsonAnswer(z.array(Site), 'Kundens enheter'),
  }),
  async (c) =>
    c.json(await customers.customerSites(serviceContext(c), c.req.valid('param').id), 200),
);
