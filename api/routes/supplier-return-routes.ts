import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import { SupplierReturn, SupplierReturnInput } from '../../shared/schemas/supplier-return.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import {
  attachmentHeaders,
  createdAnswer,
  fileAnswer,
  jsonAnswer,
  jsonBody,
} from '../http/openapi.ts';
import { witnessSigner } from '../http/witness-signer.ts';
import { renderReturnNote } from '../services/recalls/return-note-pdf.ts';
import { returnToSupplier } from '../services/recalls/supplier-return.ts';
import { findReturn, toSupplierReturn } from '../services/recalls/supplier-return-records.ts';
import { createRouter } from './router.ts';

/** Recalled packs returned to the supplier, and their return notes (mounted at /indragningar). */
export const supplierReturnRoutes = createRouter();
supplierReturnRoutes.use('*', requireAuth);
const tags = ['Indragningar'];

supplierReturnRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/notices/{id}/returns',
    operationId: 'returnToSupplier',
    tags,
    summary:
      'Returnerar förpackningar av en batch som indragningen gäller till leverantören: bokas ut ' +
      'ur lagret, ger en returnota och räknas som enhetens åtgärd. Narkotika kräver ett vittne.',
    request: {
      params: z.object({ id: Id }),
      ...jsonBody(SupplierReturnInput, {
        inventory_item_id: '2f9c6a4e-8d1b-4c3e-9a7f-5b6d8e0c1a2b',
        quantity: 12,
        supplier_reference: 'RMA-48213',
      }),
    },
    responses: createdAnswer(SupplierReturn, 'Den bokade returen'),
  }),
  async (c) =>
    c.json(
      await returnToSupplier(
        serviceContext(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        witnessSigner(c),
      ),
      201,
    ),
);

supplierReturnRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/returns/{id}',
    operationId: 'getSupplierReturn',
    tags,
    summary: 'En retur till leverantören, för enhetens personal.',
    request: { params: z.object({ id: Id }) },
    responses: jsonAnswer(SupplierReturn, 'Returen'),
  }),
  async (c) =>
    c.json(toSupplierReturn(await findReturn(serviceContext(c), c.req.valid('param').id)), 200),
);

supplierReturnRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/returns/{id}/note.pdf',
    operationId: 'downloadReturnNote',
    tags,
    summary: 'Returnotan (A4, PDF): enhet, läkemedel, batch, antal, indragning, vem och när.',
    request: { params: z.object({ id: Id }) },
    responses: fileAnswer('application/pdf', 'Returnotan'),
  }),
  async (c) => {
    const row = await findReturn(serviceContext(c), c.req.valid('param').id);
    const pdf = await renderReturnNote(row);
    return c.body(
      new Uint8Array(pdf),
      200,
      attachmentHeaders(`returnota-${row.note_number}.pdf`, 'application/pdf'),
    );
  },
);
