import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { Id } from '../../shared/schemas/common.ts';
import {
  CommitInput,
  ImportCommitted,
  ImportPreview,
  ImportStarted,
  ImportStartQuery,
  ImportSummary,
  MappingInput,
  MAX_IMPORT_BYTES,
  PreviewQuery,
} from '../../shared/schemas/imports.ts';
import { sendAttachment } from '../http/attachment.ts';
import { requireAuth } from '../http/auth-middleware.ts';
import { serviceContext } from '../http/env.ts';
import { createdAnswer, fileAnswer, formatSuffix, jsonAnswer, jsonBody } from '../http/openapi.ts';
import { witnessSigner } from '../http/witness-signer.ts';
import { commitImport } from '../services/imports/commit.ts';
import { importErrorFile } from '../services/imports/error-file.ts';
import { fillInTemplate } from '../services/imports/fill-in.ts';
import {
  listImports,
  manageImports,
  previewImport,
  setMapping,
  startImport,
} from '../services/imports/imports.ts';
import { readUpload } from '../services/imports/read-upload.ts';
import { createRouter } from './router.ts';

/** Import: a unit's lists brought in from a spreadsheet, previewed before anything is written. */
export const importRoutes = createRouter();
importRoutes.use('*', requireAuth);
const tags = ['Import'];
const params = z.object({ id: Id });
const MEGABYTES = MAX_IMPORT_BYTES / 1024 / 1024;

// The file's limit, not the API's 1 MB; counted as the body arrives, before it is read.
importRoutes.post(
  '/',
  bodyLimit({
    maxSize: MAX_IMPORT_BYTES + 64 * 1024,
    onError: (c) =>
      c.json(
        { detail: `Filen är för stor (högst ${MEGABYTES} MB).`, code: 'PAYLOAD_TOO_LARGE' },
        413,
      ),
  }),
);

const Upload = z.object({
  file: z
    .custom<File>((v) => v instanceof File, { error: 'Välj en fil att läsa in.' })
    .openapi({ type: 'string', format: 'binary' }),
});

importRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/',
    operationId: 'startImport',
    tags,
    summary:
      `Laddar upp en lista (.xlsx eller .csv, UTF-8 med eller utan BOM, ; eller ,; högst ` +
      `${MEGABYTES} MB och 20 000 rader) för enheten. Svarar med kolumnerna och den mappning ` +
      'servern föreslår; ingenting skrivs förrän importen genomförs.',
    request: {
      query: ImportStartQuery,
      body: { required: true, content: { 'multipart/form-data': { schema: Upload } } },
    },
    responses: createdAnswer(ImportStarted, 'Listan är uppladdad'),
  }),
  async (c) => {
    const ctx = serviceContext(c);
    manageImports(ctx);
    const { kind, site_id } = c.req.valid('query');
    const { file } = c.req.valid('form');
    const table = await readUpload(Buffer.from(await file.arrayBuffer()));
    return c.json(await startImport(ctx, kind, site_id, file.name, table), 201);
  },
);

importRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/',
    operationId: 'listImports',
    tags,
    summary: 'Enhetens importer, nyaste först: vem, när, fil och vad de gjorde.',
    request: { query: z.object({ site_id: Id.optional() }) },
    responses: jsonAnswer(z.array(ImportSummary), 'Importer'),
  }),
  async (c) => c.json(await listImports(serviceContext(c), c.req.valid('query').site_id), 200),
);

importRoutes.openapi(
  createRoute({
    method: 'put',
    path: '/{id}/mapping',
    operationId: 'setImportMapping',
    tags,
    summary:
      'Väljer kolumnen för varje fält (0 = första kolumnen, null = saknas). Med save=true ' +
      'sparas mappningen för kundens nästa lista av samma slag. Svarar med förhandsvisningen.',
    request: {
      params,
      ...jsonBody(MappingInput, {
        mapping: { name: 0, strength: 1, unit: 2, pack_size: null },
        save: true,
      }),
    },
    responses: jsonAnswer(ImportPreview, 'Förhandsvisningen'),
  }),
  async (c) =>
    c.json(await setMapping(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200),
);

importRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/{id}/preview',
    operationId: 'previewImport',
    tags,
    summary:
      'Varje rad med vad den kommer att göra (läggs till, uppdateras, oförändrad, fel med orsak ' +
      'och cell), 50 per sida, och antal per utfall. Ingenting skrivs.',
    request: { params, query: PreviewQuery },
    responses: jsonAnswer(ImportPreview, 'Förhandsvisningen'),
  }),
  async (c) =>
    c.json(
      await previewImport(serviceContext(c), c.req.valid('param').id, c.req.valid('query')),
      200,
    ),
);

importRoutes.openapi(
  createRoute({
    method: 'post',
    path: '/{id}/commit',
    operationId: 'commitImport',
    tags,
    summary:
      'Genomför importen: raderna planeras om mot enheten som den är nu och skrivs genom ' +
      'tjänsterna (lager som ingående saldo i lagermodulen; narkotika med vittne); rader med fel ' +
      'hoppas över. Samma fil två gånger ändrar ingenting andra gången.',
    request: { params, ...jsonBody(CommitInput, { witness: null }) },
    responses: jsonAnswer(ImportCommitted, 'Vad importen gjorde, och nya kontons första lösenord'),
  }),
  async (c) =>
    c.json(
      await commitImport(
        serviceContext(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        witnessSigner(c),
      ),
      200,
    ),
);

for (const format of ['xlsx', 'csv'] as const)
  importRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/{id}/errors.${format}`,
      operationId: `downloadImportErrors${formatSuffix(format)}`,
      tags,
      summary: `Raderna med fel som de stod i filen, med en kolumn 'Fel', som ${format === 'xlsx' ? 'Excel' : 'CSV'}.`,
      request: { params },
      responses: fileAnswer(
        format === 'xlsx'
          ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
          : 'text/csv',
        'Felraderna',
      ),
    }),
    async (c) => {
      const file = await importErrorFile(serviceContext(c), c.req.valid('param').id, format);
      return sendAttachment(c, file);
    },
  );

importRoutes.openapi(
  createRoute({
    method: 'get',
    path: '/template.xlsx',
    operationId: 'downloadImportTemplate',
    tags,
    summary:
      'En mall att fylla i för listans slag (.xlsx): rubrikerna, en exempelrad, kontroller av ' +
      'värdena och ett hjälpblad.',
    request: { query: z.object({ kind: ImportStartQuery.shape.kind }) },
    responses: fileAnswer(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Mallen',
    ),
  }),
  async (c) => {
    manageImports(serviceContext(c));
    return sendAttachment(c, await fillInTemplate(c.req.valid('query').kind));
  },
);
