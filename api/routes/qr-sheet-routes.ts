import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../shared/schemas/common.ts';
import {
  QrCode,
  QrGenerateInput,
  QrKeyRotateInput,
  QrKeyRotateResult,
  QrPdfInput,
  QrPdfResult,
} from '../../shared/schemas/qr.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { createdAnswer, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { publicBaseUrl } from '../http/public-base.ts';
import { generateCode } from '../services/qr/codes.ts';
import { downloadSheet, generateSheet, rotateKey } from '../services/qr/sheets.ts';
import { createRouter } from './router.ts';

/** Codes and A4 sheets (signed in). No `use('*')` here: the scan routes share the prefix. */
export const qrSheetRoutes = createRouter();
const tags = ['QR-koder'];

qrSheetRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/generate',
    operationId: 'generateQrCode',
    tags,
    middleware: [requireAuth] as const,
    summary: 'QR-koden för ett läkemedel på enheten, som adress, SVG och PNG.',
    request: jsonBody(QrGenerateInput),
    responses: jsonAnswer(QrCode, 'QR-koden'),
  }),
  async (c) =>
    c.json(await generateCode(serviceContext(c), c.req.valid('json'), publicBaseUrl(c)), 200),
);

qrSheetRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/generate-pdf',
    operationId: 'generateQrSheet',
    tags,
    middleware: [requireAuth] as const,
    summary: 'A4-ark med en QR-kod för varje aktivt läkemedel på enheten, sorterat på namn.',
    request: jsonBody(QrPdfInput),
    responses: createdAnswer(QrPdfResult, 'Arket är skapat och kan laddas ner'),
  }),
  async (c) =>
    c.json(await generateSheet(serviceContext(c), c.req.valid('json'), publicBaseUrl(c)), 201),
);

qrSheetRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/download-pdf/{filename}',
    operationId: 'downloadQrSheet',
    summary: 'Hämtar ett skapat QR-ark som PDF.',
    tags,
    middleware: [requireAuth] as const,
    request: { params: z.object({ filename: z.string() }) },
    responses: {
      200: {
        description: 'Det skapade QR-arket (A4)',
        content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
      },
      404: {
        description: 'Okänt filnamn',
        content: { 'application/json': { schema: ApiError } },
      },
    },
  }),
  async (c) => {
    const file = await downloadSheet(serviceContext(c), c.req.valid('param').filename);
    return c.body(new Uint8Array(file.pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    });
  },
);

qrSheetRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/rotate-key',
    operationId: 'rotateQrKey',
    tags,
    middleware: [requireAuth] as const,
    summary: 'Ny nyckel för enhetens QR-koder; alla utskrivna ark för enheten slutar gälla.',
    request: jsonBody(QrKeyRotateInput),
    responses: jsonAnswer(QrKeyRotateResult, 'Nyckeln är bytt'),
  }),
  async (c) => c.json(await rotateKey(serviceContext(c), c.req.valid('json')), 200),
);
