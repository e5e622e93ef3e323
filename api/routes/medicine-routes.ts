import { createRoute, z } from '@hono/zod-openapi';
import { MessageResponse } from '../../shared/schemas/auth.ts';
import { BooleanQuery, Id, SizeQuery } from '../../shared/schemas/common.ts';
import {
  MedicineCreateInput,
  MedicineList,
  MedicineTemplate,
  MedicineUpdateInput,
  SchablonImportInput,
  SchablonImportResult,
  SchablonList,
} from '../../shared/schemas/medicine.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { exportAnswer, ExportFormatQuery, sendExport } from '../http/export-answer.ts';
import { serviceContext } from '../http/env.ts';
import { witnessSigner } from '../http/witness-signer.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { exportMedicines } from '../services/medicines/medicine-export.ts';
import * as medicines from '../services/medicines/medicine-service.ts';
import { importSchablons, listSchablons } from '../services/medicines/schablon-service.ts';
import { createRouter } from './router.ts';

export const medicineRoutes = createRouter();
medicineRoutes.use('*', requireAuth);
const tags = ['Läkemedel'];
const params = z.object({ id: Id });

/** What the medicine list and its export are narrowed by. */
const ListFilters = z.object({
  search: SizeQuery.shape.search,
  site_id: Id.optional(),
  active_only: BooleanQuery.optional(),
});

medicineRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listMedicines',
    summary: 'Enhetens läkemedelsmallar med lager, med sökning och sidor.',
    tags,
    request: {
      query: SizeQuery.extend(ListFilters.shape),
    },
    responses: jsonAnswer(MedicineList, 'Enhetens läkemedelsmallar'),
  }),
  async (c) => c.json(await medicines.listMedicines(serviceContext(c), c.req.valid('query')), 200),
);

medicineRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/export',
    operationId: 'exportMedicines',
    tags,
    summary: 'Enhetens läkemedelsmallar med listans filter som CSV eller Excel.',
    request: { query: ListFilters.extend(ExportFormatQuery.shape) },
    responses: exportAnswer('Läkemedelsmallarna som fil'),
  }),
  async (c) => {
    const { format, ...query } = c.req.valid('query');
    return sendExport(c, format, await exportMedicines(serviceContext(c), query));
  },
);

medicineRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    operationId: 'createMedicine',
    summary: 'Lägger till en läkemedelsmall på enheten.',
    tags,
    request: jsonBody(MedicineCreateInput),
    responses: createdAnswer(MedicineTemplate, 'Läkemedlet är skapat'),
  }),
  async (c) => c.json(await medicines.createMedicine(serviceContext(c), c.req.valid('json')), 201),
);

medicineRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}',
    operationId: 'updateMedicine',
    summary:
      'Ändrar en läkemedelsmall. Ändras klassning eller namn på en narkotikamall med historik krävs vittne och anledning, och ändringen blir en post i narkotikajournalen.',
    tags,
    request: { params, ...jsonBody(MedicineUpdateInput) },
    responses: jsonAnswer(MedicineTemplate, 'Läkemedlet är uppdaterat'),
  }),
  async (c) =>
    c.json(
      await medicines.updateMedicine(
        serviceContext(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        witnessSigner(c),
      ),
      200,
    ),
);

medicineRoutes.openapi(
  createRoute({
    method: 'delete',
    path: '/{id}',
    operationId: 'deleteMedicine',
    tags,
    summary: 'Avvisas med 409 så länge läkemedlet har lager.',
    request: { params },
    responses: jsonAnswer(MessageResponse, 'Läkemedlet är borttaget'),
  }),
  async (c) => {
    await medicines.deleteMedicine(serviceContext(c), c.req.valid('param').id);
    return c.json({ detail: 'Läkemedlet är borttaget.' }, 200);
  },
);

export const schablonRoutes = createRouter();
schablonRoutes.use('*', requireAuth);
export const schablonImportRoutes = createRouter();
schablonImportRoutes.use('*', requireAuth);

schablonRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listSchablons',
    summary: 'Färdiga läkemedelsmallar att importera.',
    tags,
    request: { query: SizeQuery },
    responses: jsonAnswer(SchablonList, 'Färdiga läkemedelsmallar'),
  }),
  (c) => c.json(listSchablons(c.req.valid('query')), 200),
);

schablonImportRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/import-schablons',
    operationId: 'importSchablons',
    summary: 'Importerar valda schabloner som läkemedelsmallar på enheten.',
    tags,
    request: jsonBody(SchablonImportInput),
    responses: jsonAnswer(SchablonImportResult, 'Importresultat'),
  }),
  async (c) => c.json(await importSchablons(serviceContext(c), c.req.valid('json')), 200),
);
