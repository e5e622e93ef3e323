import { createRoute } from '@hono/zod-openapi';
import {
  StockMovementFilters,
  StockMovementList,
  StockMovementQuery,
  withPeriodInOrder,
} from '../../shared/schemas/stock-movement.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { exportLedger } from '../services/movements/ledger-export.ts';
import { jsonAnswer } from '../http/openapi.ts';
import * as ledger from '../services/movements/ledger-read.ts';
import { createRouter } from './router.ts';

export const stockMovementRoutes = createRouter();
stockMovementRoutes.use('*', requireAuth);

stockMovementRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listStockMovements',
    tags: ['Lager'],
    summary: 'Lagerrörelser för administratörer och enhetschefer, nyast först.',
    request: { query: StockMovementQuery },
    responses: jsonAnswer(StockMovementList, 'Rörelser'),
  }),
  async (c) => c.json(await ledger.listMovements(serviceContext(c), c.req.valid('query')), 200),
);

stockMovementRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/export',
    operationId: 'exportStockMovements',
    tags: ['Lager'],
    summary: 'Lagerrörelserna med listans filter som CSV eller Excel, varje rörelse.',
    request: {
      query: withPeriodInOrder(StockMovementFilters.extend(ExportFormatQuery.shape)),
    },
    responses: exportAnswer('Lagerrörelserna som fil'),
  }),
  async (c) => {
    const { format, ...query } = c.req.valid('query');
    return sendExport(c, format, await exportLedger(serviceContext(c), query));
  },
);
