import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import { OpenedPack, OpenedPackQuery, OpenPackInput } from '../../shared/schemas/opened-packs.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import {
  disposeOpenedPack,
  listOpenedPacks,
  markUsedUp,
  openPack,
} from '../services/opened-packs/opened-packs.ts';
import { createRouter } from './router.ts';

/** Öppnade förpackningar: opened packs and the day each must be used by (brytdatum). */
export const openedPackRoutes = createRouter();
openedPackRoutes.use('*', requireAuth);
const tags = ['Öppnade förpackningar'];
const params = z.object({ id: Id });

openedPackRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listOpenedPacks',
    tags,
    summary:
      'Enhetens öppnade förpackningar (öppna om inget annat väljs), tidigast "använd senast" först.',
    request: { query: OpenedPackQuery },
    responses: jsonAnswer(z.array(OpenedPack), 'Öppnade förpackningar'),
  }),
  async (c) => c.json(await listOpenedPacks(serviceContext(c), c.req.valid('query')), 200),
);

openedPackRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    operationId: 'openPack',
    tags,
    summary:
      'Registrerar en öppnad förpackning av en batch nu. Använd senast = det tidigaste av ' +
      'batchens utgångsdatum och i dag + läkemedlets hållbarhet efter öppning; ett tidigare datum ' +
      'får anges. Lagret ändras inte.',
    request: {
      ...jsonBody(OpenPackInput, {
        inventory_item_id: '2f9c6a4e-8d1b-4c3e-9a7f-5b6d8e0c1a2b',
        note: 'Penna till rum 4',
      }),
    },
    responses: createdAnswer(OpenedPack, 'Den öppnade förpackningen'),
  }),
  async (c) => c.json(await openPack(serviceContext(c), c.req.valid('json')), 201),
);

openedPackRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/used-up',
    operationId: 'markOpenedPackUsedUp',
    tags,
    summary: 'Förpackningen är förbrukad: den lämnar listan (lagret ändras inte).',
    request: { params },
    responses: jsonAnswer(OpenedPack, 'Förpackningen'),
  }),
  async (c) => c.json(await markUsedUp(serviceContext(c), c.req.valid('param').id), 200),
);

openedPackRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/dispose',
    operationId: 'disposeOpenedPack',
    tags,
    summary:
      "Kasserar förpackningen: en kassation av 1 ur batchen med orsak 'Bruten förpackning'. " +
      'Narkotika väntar på destruktion med vittne, som all kassation av narkotika.',
    request: { params },
    responses: jsonAnswer(OpenedPack, 'Förpackningen'),
  }),
  async (c) => c.json(await disposeOpenedPack(serviceContext(c), c.req.valid('param').id), 200),
);
