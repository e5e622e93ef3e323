import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import {
  Delegation,
  DelegationInput,
  DelegationQuery,
  RevokeDelegationInput,
} from '../../shared/schemas/delegations.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { exportDelegations } from '../services/delegations/delegation-export.ts';
import {
  createDelegation,
  listDelegations,
  revokeDelegation,
} from '../services/delegations/delegations.ts';
import { createRouter } from './router.ts';

/** Delegeringar: who may hand out which medicines, issued by a registered nurse of the unit. */
export const delegationRoutes = createRouter();
delegationRoutes.use('*', requireAuth);
const tags = ['Delegeringar'];

delegationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listDelegations',
    tags,
    summary:
      'Enhetens delegeringar (gällande och kommande om inget annat väljs), den som går ut först överst. Enhetschef och admin.',
    request: { query: DelegationQuery },
    responses: jsonAnswer(z.array(Delegation), 'Delegeringar'),
  }),
  async (c) => c.json(await listDelegations(serviceContext(c), c.req.valid('query')), 200),
);

delegationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/export',
    operationId: 'exportDelegations',
    tags,
    summary: 'Enhetens signaturlista över delegeringar som PDF, CSV eller Excel.',
    request: { query: DelegationQuery.extend(ExportFormatQuery.shape) },
    responses: exportAnswer('Delegeringarna som fil'),
  }),
  async (c) => {
    const { format, ...query } = c.req.valid('query');
    return sendExport(c, format, await exportDelegations(serviceContext(c), query));
  },
);

delegationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    operationId: 'createDelegation',
    tags,
    summary:
      'Registrerar en delegering till en person på enheten, utfärdad av en legitimerad sjuksköterska på enheten, högst ett år.',
    request: {
      ...jsonBody(DelegationInput, {
        user_id: '2f9c6a4e-8d1b-4c3e-9a7f-5b6d8e0c1a2b',
        kind: 'hand_out',
        issued_by_user_id: '7a1e2b3c-4d5e-4f60-8a9b-0c1d2e3f4a5b',
        valid_from: '2026-12-01',
        valid_to: '2027-11-30',
      }),
    },
    responses: createdAnswer(Delegation, 'Delegeringen'),
  }),
  async (c) => c.json(await createDelegation(serviceContext(c), c.req.valid('json')), 201),
);

delegationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/revoke',
    operationId: 'revokeDelegation',
    tags,
    summary: 'Återkallar en delegering med anledning; den finns kvar i listan som återkallad.',
    request: {
      params: z.object({ id: Id }),
      ...jsonBody(RevokeDelegationInput, { reason: 'Slutat på enheten' }),
    },
    responses: jsonAnswer(Delegation, 'Delegeringen'),
  }),
  async (c) =>
    c.json(
      await revokeDelegation(serviceContext(c), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
);
