import { createRoute } from '@hono/zod-openapi';
import {
  Transfer,
  TransferInput,
  TransferList,
  TransferListQuery,
  TransferTargets,
  TransferTargetsQuery,
} from '../../shared/schemas/transfer.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { createTransfer } from '../services/transfers/transfer.ts';
import { listTransfers, listTransferTargets } from '../services/transfers/transfer-list.ts';
import { createRouter } from './router.ts';

export const transferRoutes = createRouter();
transferRoutes.use('*', requireAuth);
const tags = ['Flytt mellan enheter'];

transferRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    operationId: 'createTransfer',
    tags,
    summary: 'Flyttar en del av en batch till en annan enhet hos samma kund.',
    request: jsonBody(TransferInput, {
      inventory_item_id: '7b2d4e6f-1a3c-4e5f-8a9b-0c1d2e3f4a5b',
      to_site_id: '5e6f7a8b-1a3c-4e5f-8a9b-0c1d2e3f4a5b',
      quantity: 10,
      note: 'Lån till avdelning 30B',
    }),
    responses: createdAnswer(Transfer, 'Flytten är bokförd på båda enheterna'),
  }),
  async (c) => {
    const input = TransferInput.parse(c.req.valid('json'));
    return c.json(await createTransfer(serviceContext(c), input), 201);
  },
);

transferRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listTransfers',
    tags,
    summary: 'Flyttar från och till enheten, senaste först.',
    request: { query: TransferListQuery },
    responses: jsonAnswer(TransferList, 'Flyttar'),
  }),
  async (c) => c.json(await listTransfers(serviceContext(c), c.req.valid('query')), 200),
);

transferRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/targets',
    operationId: 'listTransferTargets',
    tags,
    summary: 'Enheterna som en batch från enheten kan flyttas till av den inloggade.',
    request: { query: TransferTargetsQuery },
    responses: jsonAnswer(TransferTargets, 'Mottagande enheter'),
  }),
  async (c) => c.json(await listTransferTargets(serviceContext(c), c.req.valid('query')), 200),
);
