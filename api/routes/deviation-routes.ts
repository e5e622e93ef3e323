import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import {
  CloseDeviationInput,
  Deviation,
  DeviationDetail,
  DeviationNoteInput,
  DeviationQuery,
} from '../../shared/schemas/deviations.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { exportDeviations } from '../services/deviations/deviation-export.ts';
import {
  addDeviationNote,
  closeDeviation,
  getDeviation,
  listDeviations,
} from '../services/deviations/deviations.ts';
import { createRouter } from './router.ts';

/** Avvikelser: deviations of every kind, followed up and closed by the unit's manager. */
export const deviationRoutes = createRouter();
deviationRoutes.use('*', requireAuth);
const tags = ['Avvikelser'];
const params = z.object({ id: Id });

deviationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listDeviations',
    tags,
    summary:
      'Enhetens avvikelser (öppna om inget annat väljs), nyaste först. Enhetschef och admin.',
    request: { query: DeviationQuery },
    responses: jsonAnswer(z.array(Deviation), 'Avvikelser'),
  }),
  async (c) => c.json(await listDeviations(serviceContext(c), c.req.valid('query')), 200),
);

deviationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/export',
    operationId: 'exportDeviations',
    tags,
    summary: 'Enhetens avvikelser med listans filter som CSV, Excel eller PDF.',
    request: { query: DeviationQuery.extend(ExportFormatQuery.shape) },
    responses: exportAnswer('Avvikelserna som fil'),
  }),
  async (c) => {
    const { format, ...query } = c.req.valid('query');
    return sendExport(c, format, await exportDeviations(serviceContext(c), query));
  },
);

deviationRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}',
    operationId: 'getDeviation',
    tags,
    summary: 'En avvikelse med dess anteckningar.',
    request: { params },
    responses: jsonAnswer(DeviationDetail, 'Avvikelsen'),
  }),
  async (c) => c.json(await getDeviation(serviceContext(c), c.req.valid('param').id), 200),
);

deviationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/notes',
    operationId: 'addDeviationNote',
    tags,
    summary: 'Skriver en anteckning på en öppen avvikelse. Anteckningar ändras aldrig.',
    request: { params, ...jsonBody(DeviationNoteInput) },
    responses: createdAnswer(DeviationDetail, 'Anteckningen är sparad'),
  }),
  async (c) =>
    c.json(
      await addDeviationNote(serviceContext(c), c.req.valid('param').id, c.req.valid('json')),
      201,
    ),
);

deviationRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/close',
    operationId: 'closeDeviation',
    tags,
    summary: 'Avslutar avvikelsen med en slutsats; varningen på panelen försvinner.',
    request: { params, ...jsonBody(CloseDeviationInput) },
    responses: jsonAnswer(DeviationDetail, 'Avslutad'),
  }),
  async (c) =>
    c.json(
      await closeDeviation(serviceContext(c), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
);
