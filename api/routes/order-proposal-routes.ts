import { createRoute } from '@hono/zod-openapi';
import { OrderProposal } from '../../shared/schemas/order-proposal.ts';
import { sendAttachment } from '../http/attachment.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { fileAnswer, formatSuffix, jsonAnswer } from '../http/openapi.ts';
import { orderProposal } from '../services/orders/order-proposal.ts';
import { exportOrderProposal } from '../services/orders/order-proposal-files.ts';
import { createRouter } from './router.ts';

export const orderProposalRoutes = createRouter();
// Mounted at the API's root for the file names' dots, so each route brings its own sign-in check.
const tags = ['Beställningsförslag'];

orderProposalRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/order-proposal',
    operationId: 'getOrderProposal',
    middleware: [requireAuth] as const,
    tags,
    summary:
      'Läkemedel på eller under minsta lager med föreslagen mängd upp till målnivån, och lager att flytta i stället.',
    responses: jsonAnswer(OrderProposal, 'Beställningsförslaget'),
  }),
  async (c) => c.json(await orderProposal(serviceContext(c)), 200),
);

for (const format of ['csv', 'pdf'] as const)
  orderProposalRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/order-proposal.${format}`,
      operationId: `downloadOrderProposal${formatSuffix(format)}`,
      middleware: [requireAuth] as const,
      tags,
      summary:
        format === 'csv'
          ? 'Beställningsförslaget som CSV (UTF-8 med BOM, semikolon).'
          : 'Beställningsförslaget som A4-PDF att skriva ut.',
      responses: fileAnswer(format === 'csv' ? 'text/csv' : 'application/pdf', 'Förslaget'),
    }),
    async (c) => {
      const file = await exportOrderProposal(serviceContext(c), format);
      return sendAttachment(c, file);
    },
  );
