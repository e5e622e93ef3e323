import { createRoute } from '@hono/zod-openapi';
import { StockMovementList, StockMovementQuery } from '../../shared/schemas/stock-movement.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { jsonAnswer } from '../http/openapi.ts';
import * as ledger from '../services/stock/ledger-read.ts';
import { createRouter } from './router.ts';

export const stockMovementRoutes = createRouter();
stockMovementRoutes.use('*', requireAuth);

stockMovementRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    tags: ['Lager'],
    summary: 'Lagerrörelser för administratörer och enhetschefer, nyast först.',
    request: { query: StockMovementQuery },
    responses: jsonAnswer(StockMovementList, 'Rörelser'),
  }),
  async (c) => c.json(await ledger.listMovements(serviceContext(c), c.req.valid('query')), 200),
);
