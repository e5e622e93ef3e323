import { createRoute } from '@hono/zod-openapi';
import { CountList, CountListQuery } from '../../shared/schemas/narcotic-counts.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { jsonAnswer } from '../http/openapi.ts';
import { listCounts } from '../services/narcotics/count-list.ts';
import { createRouter } from './router.ts';

/** The unit's control counts, mounted beside the rest of the narcotics routes. */
export const narcoticCountRoutes = createRouter();
narcoticCountRoutes.use('/counts', requireAuth);

narcoticCountRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/counts',
    operationId: 'listNarcoticCounts',
    tags: ['Narkotika'],
    summary:
      'Enhetens kontrollräkningar, nyast först: vem som räknade, vittne, när, förväntat, räknat, differens och status.',
    request: { query: CountListQuery },
    responses: jsonAnswer(CountList, 'Kontrollräkningarna'),
  }),
  async (c) => c.json(await listCounts(serviceContext(c), c.req.valid('query')), 200),
);
