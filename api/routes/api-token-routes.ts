import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import { ApiToken, ApiTokenCreated, ApiTokenInput } from '../../shared/schemas/api-tokens.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import * as apiTokens from '../services/api-tokens/api-token-service.ts';
import { createRouter } from './router.ts';

export const apiTokenRoutes = createRouter();
apiTokenRoutes.use('*', requireAuth);
const tags = ['API-token'];
const params = z.object({ id: Id });

apiTokenRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listApiTokens',
    summary: 'API-token som anroparen hanterar, utan själva token (admin och enhetschef).',
    tags,
    responses: jsonAnswer(z.array(ApiToken), 'API-token, nyast först'),
  }),
  async (c) => c.json(await apiTokens.listApiTokens(serviceContext(c)), 200),
);

apiTokenRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    operationId: 'createApiToken',
    summary: 'Skapar en API-token för ett system; token visas bara i detta svar.',
    description:
      'En enhetschef kan bara ge token tillgång till sina egna enheter. Token skickas sedan som ' +
      '`Authorization: Bearer mvk_…` och når bara de anrop som dess behörigheter öppnar.',
    tags,
    request: jsonBody(ApiTokenInput, {
      name: 'BI-region',
      site_ids: ['3f1c9a52-8d3e-4b7a-9c21-5e6f7a8b9c0d'],
      scopes: ['read:stock', 'read:kassation'],
      expires_at: '2027-12-31T23:00:00.000Z',
    }),
    responses: createdAnswer(ApiTokenCreated, 'API-token är skapad'),
  }),
  async (c) => c.json(await apiTokens.createApiToken(serviceContext(c), c.req.valid('json')), 201),
);

apiTokenRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/{id}',
    operationId: 'revokeApiToken',
    summary: 'Återkallar en API-token; nästa anrop med den får 401.',
    tags,
    request: { params },
    responses: jsonAnswer(ApiToken, 'API-token är återkallad'),
  }),
  async (c) =>
    c.json(await apiTokens.revokeApiToken(serviceContext(c), c.req.valid('param').id), 200),
);
