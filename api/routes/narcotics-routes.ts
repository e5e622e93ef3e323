import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '../../shared/schemas/common.ts';
import {
  CountSheet,
  Journal,
  JournalCorrectionInput,
  JournalEntry,
  JournalPeriodQuery,
  JournalQuery,
  NarcoticCount,
  NarcoticCountInput,
  NarcoticList,
} from '../../shared/schemas/narcotics.ts';
import { sendAttachment } from '../http/attachment.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { witnessSigner } from '../http/witness-signer.ts';
import { serviceContext } from '../http/env.ts';
import { createdAnswer, fileAnswer, formatSuffix, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { correctEntry } from '../services/narcotics/corrections.ts';
import { countSheet, saveCount } from '../services/narcotics/counts.ts';
import { exportJournal } from '../services/narcotics/journal-export.ts';
import { readJournal } from '../services/narcotics/journal.ts';
import { listNarcotics } from '../services/narcotics/narcotic-list.ts';
import { createRouter } from './router.ts';

export const narcoticsRoutes = createRouter();
narcoticsRoutes.use('*', requireAuth);
const tags = ['Narkotika'];
const product = z.object({ templateId: Id });

narcoticsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listNarcotics',
    tags,
    summary:
      'Enhetens narkotikaklassade läkemedel med senaste och nästa kontrollräkning, utan saldo (blind räkning).',
    responses: jsonAnswer(NarcoticList, 'Narkotika på enheten'),
  }),
  async (c) => c.json(await listNarcotics(serviceContext(c)), 200),
);

narcoticsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{templateId}/count-sheet',
    operationId: 'getNarcoticCountSheet',
    tags,
    summary: 'Batcherna att räkna, utan antal (blind räkning).',
    request: { params: product },
    responses: jsonAnswer(CountSheet, 'Räkneunderlag'),
  }),
  async (c) => c.json(await countSheet(serviceContext(c), c.req.valid('param').templateId), 200),
);

narcoticsRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/counts',
    operationId: 'recordNarcoticCount',
    tags,
    summary: 'Sparar en kontrollräkning; en avvikelse signeras av ett vittne med orsak.',
    request: jsonBody(NarcoticCountInput, {
      medicine_template_id: '3f1c9a52-8d3e-4b7a-9c21-5e6f7a8b9c0d',
      lines: [{ inventory_item_id: '7b2d4e6f-1a3c-4e5f-8a9b-0c1d2e3f4a5b', counted_quantity: 18 }],
      last_count_id: null,
    }),
    responses: createdAnswer(NarcoticCount, 'Kontrollräkningen är sparad'),
  }),
  async (c) => {
    const input = NarcoticCountInput.parse(c.req.valid('json'));
    return c.json(await saveCount(serviceContext(c), input, witnessSigner(c)), 201);
  },
);

narcoticsRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{templateId}/journal',
    operationId: 'getNarcoticJournal',
    tags,
    summary:
      'Förbrukningsjournalen: rörelserna och posterna som inte flyttar lager, numrerade, med ' +
      'läkemedlets saldo efter varje post, äldst först.',
    request: { params: product, query: JournalQuery },
    responses: jsonAnswer(Journal, 'Journalen'),
  }),
  async (c) =>
    c.json(
      await readJournal(serviceContext(c), c.req.valid('param').templateId, c.req.valid('query')),
      200,
    ),
);

for (const format of ['pdf', 'csv'] as const)
  narcoticsRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/{templateId}/journal.${format}`,
      operationId: `downloadNarcoticJournal${formatSuffix(format)}`,
      tags,
      summary:
        format === 'pdf'
          ? 'Journalen för en period som A4-PDF.'
          : 'Journalen för en period som CSV (UTF-8 med BOM, semikolon).',
      request: { params: product, query: JournalPeriodQuery },
      responses: fileAnswer(format === 'pdf' ? 'application/pdf' : 'text/csv', 'Journalen'),
    }),
    async (c) => {
      const file = await exportJournal(
        serviceContext(c),
        c.req.valid('param').templateId,
        c.req.valid('query'),
        format,
      );
      return sendAttachment(c, file);
    },
  );

narcoticsRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/journal/{movementId}/corrections',
    operationId: 'correctNarcoticJournalEntry',
    tags,
    summary:
      'Rättar en journalpost (ledgerns id) med en ny post som pekar på den och sätter dess antal ' +
      'till mellan 0 och det ursprungliga, med vittne och orsak; den felaktiga står kvar.',
    request: {
      params: z.object({
        movementId: z.coerce
          .number({ error: 'Ogiltig journalpost' })
          .int({ error: 'Ogiltig journalpost' })
          .min(1, { error: 'Ogiltig journalpost' }),
      }),
      ...jsonBody(JournalCorrectionInput),
    },
    responses: createdAnswer(JournalEntry, 'Rättelsen är sparad'),
  }),
  async (c) => {
    const input = JournalCorrectionInput.parse(c.req.valid('json'));
    const entry = await correctEntry(
      serviceContext(c),
      c.req.valid('param').movementId,
      input,
      witnessSigner(c),
    );
    return c.json(entry, 201);
  },
);
