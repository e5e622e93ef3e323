import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { z } from 'zod';
import { exportFileName } from '../../shared/file-names.ts';
import { ApiError } from '../../shared/schemas/common.ts';
import { csvText } from '../files/csv-stream.ts';
import { EXPORT_FORMATS, type ExportFormat, type ExportTable } from '../files/export-table.ts';
import { listPdf } from '../files/pdf-list.ts';
import { xlsxStream } from '../files/xlsx-stream.ts';
import type { AppEnv } from './env.ts';
import { attachmentHeaders } from './openapi.ts';
import { routePattern } from './route-pattern.ts';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** `format=csv|xlsx|pdf`, which every list's `/export` takes beside the list's own filters. */
export const ExportFormatQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'Välj format csv, xlsx eller pdf.' }),
});

const binary = { schema: z.string().meta({ format: 'binary' }) };
const problem = (description: string) => ({
  description,
  content: { 'application/json': { schema: ApiError } },
});

/** The OpenAPI answers of an export: the file in either format, or why there is none. */
export const exportAnswer = (description: string) => ({
  200: {
    description,
    content: {
      [CONTENT_TYPES.csv]: binary,
      [CONTENT_TYPES.xlsx]: binary,
      [CONTENT_TYPES.pdf]: binary,
    },
  },
  401: problem('Inte inloggad'),
  403: problem('Inte behörig'),
  404: problem('Hittades inte'),
  422: problem('Ogiltigt format eller filter, eller för många rader för utskrift (pdf)'),
});

/**
 * The first chunk is read before the answer starts, so a list that cannot be read answers with
 * its error rather than a cut-off file. A later failure can only cut the file off; it is logged.
 */
async function primed<R>(c: Context<AppEnv>, table: ExportTable<R>): Promise<ExportTable<R>> {
  const rows = table.chunks()[Symbol.asyncIterator]();
  const first = await rows.next();
  return {
    ...table,
    async *chunks() {
      if (first.done) return;
      yield first.value;
      try {
        for (let next = await rows.next(); !next.done; next = await rows.next()) {
          // The reads and writes of a chunk can all finish without a turn of the event loop
          // (SQLite answers at once); other requests get one between chunks.
          await new Promise((resolve) => setImmediate(resolve));
          yield next.value;
        }
      } catch (error) {
        c.get('log').error({ err: error, route: routePattern(c) }, 'Exporten avbröts');
        throw error;
      }
    },
  };
}

function body<R>(
  table: ExportTable<R>,
  format: Exclude<ExportFormat, 'pdf'>,
): ReadableStream<Uint8Array> {
  if (format === 'xlsx') return xlsxStream(table);
  const bytes = async function* () {
    for await (const text of csvText(table)) yield Buffer.from(text, 'utf8');
  };
  return Readable.toWeb(Readable.from(bytes())) as ReadableStream<Uint8Array>;
}

/**
 * Streams a list's export as a file to save, never kept in a cache. The PDF to print is made
 * whole before it is sent (pdfmake lays out pages), so it is capped at MAX_PRINTED_ROWS.
 */
export async function sendExport<R>(
  c: Context<AppEnv>,
  format: ExportFormat,
  table: ExportTable<R>,
): Promise<Response> {
  const day = c.get('deps').clock.today();
  const filename = exportFileName(table.fileName, table.unit, day, format);
  if (format === 'pdf')
    return c.body(
      new Uint8Array(await listPdf(table)),
      200,
      attachmentHeaders(filename, CONTENT_TYPES.pdf),
    );
  const stream = body(await primed(c, table), format);
  return c.body(stream, 200, attachmentHeaders(filename, CONTENT_TYPES[format]));
}
