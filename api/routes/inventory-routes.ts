import { createRoute, z } from '@hono/zod-openapi';
import { witnessSigner } from '../http/witness-signer.ts';
import { Id, SizeQuery } from '../../shared/schemas/common.ts';
import {
  EXPIRY_FILTERS,
  INVENTORY_SORTS,
  InventoryCreateInput,
  InventoryItem,
  InventoryList,
  InventoryUpdateInput,
  UnpackInput,
  UnpackResult,
} from '../../shared/schemas/inventory.ts';
import { BatchMovementsQuery, StockMovementList } from '../../shared/schemas/stock-movement.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { serviceContext } from '../http/env.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { exportInventory } from '../services/inventory/inventory-export.ts';
import * as inventory from '../services/inventory/inventory-service.ts';
import * as ledger from '../services/movements/ledger-read.ts';
import { createRouter } from './router.ts';

export const inventoryRoutes = createRouter();
inventoryRoutes.use('*', requireAuth);
const tags = ['Lager'];
const params = z.object({ id: Id });

/** What the stock list and its export are narrowed and ordered by. */
const ListFilters = z.object({
  search: SizeQuery.shape.search,
  filter: z.enum(EXPIRY_FILTERS, { error: 'Ogiltigt filter' }).optional(),
  sort: z.enum(INVENTORY_SORTS, { error: 'Ogiltig sortering' }).optional(),
  medicine_template_id: Id.optional(),
  site_id: Id.optional(),
});

inventoryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/items',
    operationId: 'listInventoryItems',
    summary: 'Lagret, det som går ut först först, med filter och sidor.',
    tags,
    request: {
      query: SizeQuery.extend(ListFilters.shape),
    },
    responses: jsonAnswer(InventoryList, 'Lagret, det som går ut först först'),
  }),
  async (c) => c.json(await inventory.listInventory(serviceContext(c), c.req.valid('query')), 200),
);

inventoryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/items/export',
    operationId: 'exportInventoryItems',
    tags,
    summary: 'Lagret med listans filter som CSV eller Excel, varje rad.',
    request: { query: ListFilters.extend(ExportFormatQuery.shape) },
    responses: exportAnswer('Lagret som fil'),
  }),
  async (c) => {
    const { format, ...query } = c.req.valid('query');
    return sendExport(c, format, await exportInventory(serviceContext(c), query));
  },
);

inventoryRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/items',
    operationId: 'createInventoryItem',
    summary: 'Lägger till en batch i lagret.',
    tags,
    request: jsonBody(InventoryCreateInput, {
      medicine_template_id: '3f1c9a52-8d3e-4b7a-9c21-5e6f7a8b9c0d',
      batch_number: 'AB1234',
      expiry_date: '2027-06-30',
      quantity: 20,
      unit_type: 'styck',
      location: 'Skåp 2, hylla 3',
    }),
    responses: createdAnswer(InventoryItem, 'Batchen är tillagd'),
  }),
  async (c) =>
    c.json(
      await inventory.createItem(serviceContext(c), c.req.valid('json'), witnessSigner(c)),
      201,
    ),
);

inventoryRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/items/{id}',
    operationId: 'updateInventoryItem',
    summary:
      'Ändrar en batch; ett ändrat antal kräver en orsak. Batchnummer eller utgångsdatum för narkotika ändras bara med vittne och blir en post i narkotikajournalen.',
    tags,
    request: { params, ...jsonBody(InventoryUpdateInput) },
    responses: jsonAnswer(InventoryItem, 'Batchen är uppdaterad'),
  }),
  async (c) =>
    c.json(
      await inventory.updateItem(
        serviceContext(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        witnessSigner(c),
      ),
      200,
    ),
);

inventoryRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/unpack',
    operationId: 'unpack',
    tags,
    summary: 'Lägger till i en befintlig batch eller skapar den.',
    request: jsonBody(UnpackInput),
    responses: {
      ...createdAnswer(UnpackResult, 'Ny batch'),
      ...jsonAnswer(UnpackResult, 'Tillagt i batchen'),
    },
  }),
  async (c) => {
    const result = await inventory.unpack(serviceContext(c), c.req.valid('json'), witnessSigner(c));
    return c.json(result, result.created ? 201 : 200);
  },
);

inventoryRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/items/{id}/movements',
    operationId: 'listBatchMovements',
    tags,
    summary: 'Batchens lagerhistorik: varje ändring av antalet, äldst först, med saldo efter.',
    request: { params, query: BatchMovementsQuery },
    responses: jsonAnswer(StockMovementList, 'Batchens rörelser'),
  }),
  async (c) =>
    c.json(
      await ledger.batchMovements(serviceContext(c), c.req.valid('param').id, c.req.valid('query')),
      200,
    ),
);
