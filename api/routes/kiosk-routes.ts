import { createRoute, z } from '@hono/zod-openapi';
import { MessageResponse } from '../../shared/schemas/auth.ts';
import { Id } from '../../shared/schemas/common.ts';
import {
  CurrentKiosk,
  Kiosk,
  KIOSK_KEY_HEADER,
  KioskCreated,
  KioskInput,
  KioskListQuery,
  KioskUpdate,
} from '../../shared/schemas/kiosks.ts';
import { OfflineEventInput, OfflineEventResult } from '../../shared/schemas/offline.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { clientAddress } from '../http/client-address.ts';
import { publicBaseUrl } from '../http/public-base.ts';
import { replayOfflineEvent } from '../services/kiosks/offline-replay.ts';
import { serviceContext } from '../http/env.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import * as kiosks from '../services/kiosks/kiosk-service.ts';
import { createRouter } from './router.ts';

export const kioskRoutes = createRouter();
const tags = ['Kiosker'];
const params = z.object({ id: Id });

// The kiosk itself asks with its device key, before anyone has signed in.
kioskRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/current',
    operationId: 'getCurrentKiosk',
    tags,
    summary:
      'Kiosken som X-Kiosk-Key hör till: namn, enhet och hur den loggar ut; null utan giltig nyckel.',
    responses: jsonAnswer(CurrentKiosk.nullable(), 'Kiosken, eller null'),
  }),
  async (c) =>
    c.json(await kiosks.currentKiosk(c.get('deps'), c.req.header(KIOSK_KEY_HEADER)), 200),
);

kioskRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/current/offline-events',
    operationId: 'recordOfflineEvents',
    tags,
    summary:
      'Bokar ett uttag eller en återläggning som kiosken gjorde offline, i ordning och en gång per nyckel.',
    description:
      'Med X-Kiosk-Key. 201 när händelsen bokades, 200 när den vägrades och sparades som ' +
      "'Behöver åtgärd' för enhetschefen; samma svar igen för samma nyckel.",
    request: jsonBody(OfflineEventInput),
    responses: {
      ...createdAnswer(OfflineEventResult, 'Bokad'),
      ...jsonAnswer(OfflineEventResult, 'Vägrad och sparad som Behöver åtgärd'),
    },
  }),
  async (c) => {
    const caller = { ...c.get('deps'), address: clientAddress(c), baseUrl: publicBaseUrl(c) };
    const result = await replayOfflineEvent(
      caller,
      c.req.header(KIOSK_KEY_HEADER),
      c.req.valid('json'),
    );
    return result.status === 'booked' ? c.json(result, 201) : c.json(result, 200);
  },
);

kioskRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listKiosks',
    tags,
    middleware: [requireAuth] as const,
    summary: 'Registrerade kiosker på enheterna den inloggade förvaltar.',
    request: { query: KioskListQuery },
    responses: jsonAnswer(z.array(Kiosk), 'Kiosker'),
  }),
  async (c) =>
    c.json(await kiosks.listKiosks(serviceContext(c), c.req.valid('query').site_id), 200),
);

kioskRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    operationId: 'registerKiosk',
    tags,
    middleware: [requireAuth] as const,
    summary: 'Registrerar en kiosk för en enhet. Enhetsnyckeln visas bara i detta svar.',
    request: jsonBody(KioskInput),
    responses: createdAnswer(KioskCreated, 'Kiosken är registrerad'),
  }),
  async (c) => c.json(await kiosks.registerKiosk(serviceContext(c), c.req.valid('json')), 201),
);

kioskRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/{id}',
    operationId: 'updateKiosk',
    summary: 'Ändrar en registrerad kiosk.',
    tags,
    middleware: [requireAuth] as const,
    request: { params, ...jsonBody(KioskUpdate) },
    responses: jsonAnswer(Kiosk, 'Kiosken är ändrad'),
  }),
  async (c) =>
    c.json(
      await kiosks.updateKiosk(serviceContext(c), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
);

kioskRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/{id}',
    operationId: 'revokeKiosk',
    tags,
    middleware: [requireAuth] as const,
    summary: 'Återkallar kioskens nyckel direkt; dess inloggningar avslutas.',
    request: { params },
    responses: jsonAnswer(MessageResponse, 'Kiosken är återkallad'),
  }),
  async (c) => {
    await kiosks.revokeKiosk(serviceContext(c), c.req.valid('param').id);
    return c.json({ detail: 'Kiosken är återkallad.' }, 200);
  },
);
