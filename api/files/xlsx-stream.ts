import { EventEmitter } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS, { type PaperSize } from 'exceljs';
import { stockholmMinute } from '../clock.ts';
import { type CellKind, type CellValue, type ExportTable } from './export-table.ts';

// exceljs declares paper sizes as a const enum, which an isolated module cannot read at run time.
// eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
const A4 = 9 as PaperSize;

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm' as the Date Excel shows with those digits. */
function excelDate(text: string): Date {
  const [y, m, d, hh = 0, mm = 0] = text.split(/[- :]/).map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh, mm));
}

/** The most characters an Excel cell holds. */
const CELL_MAX = 32_767;

/** A cell's typed value: numbers as numbers, dates as dates; text is never read as a formula. */
function excelValue(kind: CellKind, value: CellValue): string | number | Date | null {
  if (value === null) return null;
  if (typeof value === 'string' && value.length > CELL_MAX)
    return `${value.slice(0, CELL_MAX - 1)}…`;
  if (kind === 'date' && typeof value === 'string') return excelDate(value);
  if (kind === 'datetime' && typeof value === 'string')
    return excelDate(stockholmMinute(new Date(value)));
  return value;
}

const NUMBER_FORMATS: Partial<Record<CellKind, string>> = {
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
};

/** In a page header '&' starts a code; a literal one is written twice. */
const headerText = (text: string) => text.replaceAll('&', '&&');

/** How much of the sheet may wait for the compressor before no more rows are written. */
const BACKLOG_BYTES = 1 << 20;

type Backlog = { length: () => number; drained: () => Promise<void> };

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;

/**
 * exceljs writes a sheet's rows into the zip's input without waiting for the compressor, which
 * is slower: left alone, the whole uncompressed sheet (about 400 bytes a row) waits in memory.
 * This finds that input (exceljs 4.4: the sheet's stream's first pipe, a readable-stream
 * PassThrough) so the writer can wait for it to drain; null where it is not found.
 */
function sheetBacklog(sheet: unknown): Backlog | null {
  const pipes = field(field(sheet, 'stream'), 'pipes');
  const input: unknown = Array.isArray(pipes) ? pipes[0] : undefined;
  const state = field(input, '_writableState');
  if (!(input instanceof EventEmitter) || typeof field(state, 'length') !== 'number') return null;
  return {
    length: () => Number(field(state, 'length')),
    drained: () => new Promise((resolve) => input.once('drain', resolve)),
  };
}

/**
 * Waits until the compressor has caught up with the rows written and the reader with the zip;
 * fails once the reader has gone (a download cancelled), so the export stops reading rows.
 */
async function caughtUp(backlog: Backlog | null, out: PassThrough, gone: Promise<never>) {
  while (backlog && backlog.length() > BACKLOG_BYTES) await Promise.race([backlog.drained(), gone]);
  if (out.writableNeedDrain)
    await Promise.race([new Promise((resolve) => out.once('drain', resolve)), gone]);
}

async function writeWorkbook<R>(table: ExportTable<R>, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  workbook.creator = 'Medvakt';
  workbook.created = table.exportedAt;
  const sheet = workbook.addWorksheet(table.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: {
      paperSize: A4,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    },
    headerFooter: {
      oddHeader: `&L${headerText(table.heading)}&RExporterad ${stockholmMinute(table.exportedAt)}`,
      oddFooter: '&CSida &P av &N',
    },
  });
  sheet.columns = table.columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const backlog = sheetBacklog(sheet);
  const gone = new Promise<never>((_, reject) =>
    out.once('close', () => reject(new Error('Exportens mottagare stängde'))),
  );
  gone.catch(() => undefined);
  for await (const rows of table.chunks()) {
    for (const row of rows)
      sheet
        .addRow(table.columns.map((column) => excelValue(column.kind, column.value(row))))
        .commit();
    await caughtUp(backlog, out, gone);
  }
  sheet.commit();
  await workbook.commit();
}

/** The list as an Excel workbook, zipped as its rows are read. */
export function xlsxStream<R>(table: ExportTable<R>): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  writeWorkbook(table, out).catch((error: unknown) => out.destroy(toError(error)));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
