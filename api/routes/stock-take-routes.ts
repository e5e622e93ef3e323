import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import {
  StockTake,
  StockTakeComplete,
  StockTakeCount,
  StockTakeFound,
  StockTakeLine,
  StockTakeList,
  StockTakeListQuery,
  StockTakeStart,
  StockTakeSummary,
  VarianceReport,
} from '../../shared/schemas/stock-take.ts';
import { sendAttachment } from '../http/attachment.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { witnessSigner } from '../http/witness-signer.ts';
import { serviceContext } from '../http/env.ts';
import { createdAnswer, fileAnswer, formatSuffix, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { completeStockTake } from '../services/stock-takes/complete.ts';
import { addFoundLine, countLine } from '../services/stock-takes/lines.ts';
import { getStockTake, listStockTakes } from '../services/stock-takes/read.ts';
import { cancelStockTake, startStockTake } from '../services/stock-takes/start.ts';
import { exportVarianceReport } from '../services/stock-takes/variance-files.ts';
import { createRouter } from './router.ts';

export const stockTakeRoutes = createRouter();
stockTakeRoutes.use('*', requireAuth);
const tags = ['Inventering'];
const take = z.object({ id: Id });

stockTakeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    operationId: 'startStockTake',
    tags,
    summary: 'Startar en inventering av enheten (eller en förvaringsplats): batcherna i lager nu.',
    request: jsonBody(StockTakeStart),
    responses: createdAnswer(StockTakeSummary, 'Inventeringen är startad'),
  }),
  async (c) => {
    const input = StockTakeStart.parse(c.req.valid('json'));
    return c.json(await startStockTake(serviceContext(c), input), 201);
  },
);

stockTakeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listStockTakes',
    tags,
    summary: 'Enhetens inventeringar, senaste först.',
    request: { query: StockTakeListQuery },
    responses: jsonAnswer(StockTakeList, 'Inventeringar'),
  }),
  async (c) => c.json(await listStockTakes(serviceContext(c), c.req.valid('query')), 200),
);

stockTakeRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}',
    operationId: 'getStockTake',
    tags,
    summary: 'En inventering med alla rader; förväntat antal visas bara för enhetschefer.',
    request: { params: take },
    responses: jsonAnswer(StockTake, 'Inventeringen'),
  }),
  async (c) => c.json(await getStockTake(serviceContext(c), c.req.valid('param').id), 200),
);

stockTakeRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}/lines/{itemId}',
    operationId: 'countStockTakeLine',
    tags,
    summary: 'Räknat antal för en batch (igen = ersätt); batchens saldo just då sparas.',
    request: { params: take.extend({ itemId: Id }), ...jsonBody(StockTakeCount) },
    responses: jsonAnswer(StockTakeLine, 'Raden är räknad'),
  }),
  async (c) => {
    const { id, itemId } = c.req.valid('param');
    const { counted_quantity } = StockTakeCount.parse(c.req.valid('json'));
    return c.json(await countLine(serviceContext(c), id, itemId, counted_quantity), 200);
  },
);

stockTakeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/lines',
    operationId: 'addStockTakeLine',
    tags,
    summary: 'En batch på hyllan som systemet inte känner till.',
    request: { params: take, ...jsonBody(StockTakeFound) },
    responses: createdAnswer(StockTakeLine, 'Raden är räknad'),
  }),
  async (c) => {
    const input = StockTakeFound.parse(c.req.valid('json'));
    return c.json(await addFoundLine(serviceContext(c), c.req.valid('param').id, input), 201);
  },
);

stockTakeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/complete',
    operationId: 'completeStockTake',
    tags,
    summary:
      'Avslutar inventeringen: varje avvikelse bokas som en rörelse; svarar med avvikelserapporten.',
    request: { params: take, ...jsonBody(StockTakeComplete) },
    responses: jsonAnswer(VarianceReport, 'Avvikelserapporten'),
  }),
  async (c) => {
    const input = StockTakeComplete.parse(c.req.valid('json'));
    const report = await completeStockTake(
      serviceContext(c),
      c.req.valid('param').id,
      input,
      witnessSigner(c),
    );
    return c.json(report, 200);
  },
);

stockTakeRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/cancel',
    operationId: 'cancelStockTake',
    tags,
    summary: 'Avbryter inventeringen; inget av det räknade bokas.',
    request: { params: take },
    responses: jsonAnswer(StockTakeSummary, 'Inventeringen är avbruten'),
  }),
  async (c) => c.json(await cancelStockTake(serviceContext(c), c.req.valid('param').id), 200),
);

for (const format of ['pdf', 'csv'] as const)
  stockTakeRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/{id}/report.${format}`,
      operationId: `downloadStockTakeReport${formatSuffix(format)}`,
      tags,
      summary:
        format === 'pdf'
          ? 'Avvikelserapporten som A4-PDF.'
          : 'Avvikelserapporten som CSV (UTF-8 med BOM, semikolon).',
      request: { params: take },
      responses: fileAnswer(format === 'pdf' ? 'application/pdf' : 'text/csv', 'Rapporten'),
    }),
    async (c) => {
      const file = await exportVarianceReport(serviceContext(c), c.req.valid('param').id, format);
      return sendAttachment(c, file);
    },
  );
