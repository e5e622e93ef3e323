import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import {
  LoggerUploadInput,
  LoggerUploadResult,
  MonthQuery,
  PlaceMonth,
  ReadingInput,
  ReadingResult,
  StoragePlace,
  StoragePlaceInput,
  StoragePlaceQuery,
  StoragePlaceUpdateInput,
} from '../../shared/schemas/storage-places.ts';
import { sendAttachment } from '../http/attachment.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { createdAnswer, fileAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { uploadLoggerFile } from '../services/storage-places/logger-upload.ts';
import { monthSheetCsv, monthSheetPdf } from '../services/storage-places/month-sheet.ts';
import { placeMonth } from '../services/storage-places/place-month.ts';
import { recordReading } from '../services/storage-places/readings.ts';
import { createPlace, listPlaces, updatePlace } from '../services/storage-places/storage-places.ts';
import { createRouter } from './router.ts';

/** Förvaringsplatser: rooms, fridges and freezers, their temperature log and month sheet. */
export const storagePlaceRoutes = createRouter();
storagePlaceRoutes.use('*', requireAuth);
const tags = ['Förvaringsplatser'];
const params = z.object({ id: Id });

storagePlaceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listStoragePlaces',
    tags,
    summary:
      'Enhetens förvaringsplatser i bruk (eller alla), med senaste avläsning, om dagens är ' +
      'signerad och en öppen temperaturavvikelse.',
    request: { query: StoragePlaceQuery },
    responses: jsonAnswer(z.array(StoragePlace), 'Förvaringsplatser'),
  }),
  async (c) => c.json(await listPlaces(serviceContext(c), c.req.valid('query')), 200),
);

storagePlaceRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    operationId: 'createStoragePlace',
    tags,
    summary: 'Lägger till en förvaringsplats på enheten (X-Site-Id). Enhetschef och admin.',
    request: {
      ...jsonBody(StoragePlaceInput, {
        name: 'Läkemedelskylskåp',
        kind: 'fridge',
        min_c: 2,
        max_c: 8,
      }),
    },
    responses: createdAnswer(StoragePlace, 'Förvaringsplatsen'),
  }),
  async (c) => c.json(await createPlace(serviceContext(c), c.req.valid('json')), 201),
);

storagePlaceRoutes.openapi(
  createRoute({
    method: 'patch',
    path: '/{id}',
    operationId: 'updateStoragePlace',
    tags,
    summary:
      'Ändrar namn eller gränser, eller tar platsen ur bruk (den tas aldrig bort: avläsningarna ' +
      'sparas). Enhetschef och admin.',
    request: { params, ...jsonBody(StoragePlaceUpdateInput) },
    responses: jsonAnswer(StoragePlace, 'Förvaringsplatsen'),
  }),
  async (c) =>
    c.json(await updatePlace(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
);

storagePlaceRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/readings',
    operationId: 'recordTemperatureReading',
    tags,
    summary:
      'Signerar en avläsning: aktuell temperatur och, om termometern visar dem, lägsta och högsta ' +
      'sedan nollställning. Ett värde utanför gränserna öppnar platsens temperaturavvikelse, ' +
      'eller antecknas på den öppna.',
    request: {
      params,
      ...jsonBody(ReadingInput, { current_c: 4.5, min_c: 3.1, max_c: 6.8, note: null }),
    },
    responses: createdAnswer(ReadingResult, 'Avläsningen är sparad'),
  }),
  async (c) =>
    c.json(
      await recordReading(serviceContext(c), c.req.valid('param').id, c.req.valid('json')),
      201,
    ),
);

storagePlaceRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}/readings',
    operationId: 'storagePlaceMonth',
    tags,
    summary:
      'En månad för platsen (i år och månad, som standard denna): varje avläsning som den ' +
      'lästes, dagarna och om de är signerade, och månadens avvikelser.',
    request: { params, query: MonthQuery },
    responses: jsonAnswer(PlaceMonth, 'Månaden'),
  }),
  async (c) =>
    c.json(await placeMonth(serviceContext(c), c.req.valid('param').id, c.req.valid('query')), 200),
);

for (const format of ['pdf', 'csv'] as const)
  storagePlaceRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/{id}/month-sheet.${format}`,
      operationId: format === 'pdf' ? 'storagePlaceMonthSheetPdf' : 'storagePlaceMonthSheetCsv',
      tags,
      summary:
        format === 'pdf'
          ? 'Månadens temperaturlista som A4-PDF: en rad per dag, signaturer, avvikelser.'
          : 'Månadens alla avläsningar som CSV (UTF-8 med BOM, semikolon, decimalkomma).',
      request: { params, query: MonthQuery },
      responses: fileAnswer(format === 'pdf' ? 'application/pdf' : 'text/csv', 'Temperaturlistan'),
    }),
    async (c) => {
      const make = format === 'pdf' ? monthSheetPdf : monthSheetCsv;
      const file = await make(serviceContext(c), c.req.valid('param').id, c.req.valid('query'));
      return sendAttachment(c, file);
    },
  );

storagePlaceRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/logger-upload',
    operationId: 'uploadTemperatureLogger',
    tags,
    summary:
      'Läser in en dataloggers CSV (tidpunkt;temperatur per rad, decimalkomma går bra, högst ' +
      '20 000 rader, 900 kB) i en transaktion. Rader som inte kan läsas listas med radnummer; ' +
      'de andra sparas. En period utanför gränserna längre än enhetens minuter öppnar en avvikelse.',
    request: {
      params,
      ...jsonBody(LoggerUploadInput, {
        file_name: 'kyl-november.csv',
        csv: 'Tid;Temperatur\n2026-11-03 08:00;4,5\n2026-11-03 08:05;4,6\n',
      }),
    },
    responses: jsonAnswer(LoggerUploadResult, 'Vad som lästes in'),
  }),
  async (c) =>
    c.json(
      await uploadLoggerFile(serviceContext(c), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
);
