import { createRoute } from '@hono/zod-openapi';
import { ConnectionInfo } from '../../shared/schemas/connection.ts';
import { cameOverHttps } from '../http/connection.ts';
import { jsonAnswer } from '../http/openapi.ts';
import { createRouter } from './router.ts';

export const connectionRoutes = createRouter();

// Public: the page shows whether its connection is encrypted before anyone signs in.
connectionRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'getConnectionSecurity',
    tags: ['Support'],
    summary: 'Om anslutningen till servern är krypterad (HTTPS direkt eller via betrodd proxy).',
    security: [],
    responses: jsonAnswer(ConnectionInfo, 'Anslutningen'),
  }),
  (c) => c.json({ secure: cameOverHttps(c) }, 200),
);
