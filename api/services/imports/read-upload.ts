import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { invalid } from '../../errors.ts';
import { guardZip } from './zip-guard.ts';

/** Rows a list may have besides its heading (the limit: a region's whole catalogue). */
export const MAX_IMPORT_ROWS = 20_000;

/** A list as read: its headings, and each data row's cells with its line in the file. */
export type ReadTable = {
  headers: string[];
  rows: { line: number; cells: string[] }[];
  /** The worksheet read, for a workbook; hidden sheets are never read. */
  sheet: string | null;
};

const refused = (message: string) => invalid(message, undefined, 'IMPORT_FILE_REFUSED');

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLD_EXCEL = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

const tooMany = (rows: number) =>
  refused(
    `Filen har ${rows} rader; högst ${MAX_IMPORT_ROWS} rader läses in åt gången. Dela upp den.`,
  );

/** A date cell as the calendar day it shows (Excel keeps dates as UTC midnight). */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** What a cell shows: a formula's cached result (never evaluated), a date as ÅÅÅÅ-MM-DD. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dayOf(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.trim();
  if ('result' in value) return cellText(value.result ?? null);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value) return value.text.trim();
  if ('error' in value) return '';
  return '';
}

async function readWorkbook(bytes: Buffer): Promise<ReadTable> {
  await guardZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Uint8Array.from(bytes).buffer);
  } catch {
    throw refused('Filen kunde inte läsas som Excel-arbetsbok (.xlsx). Spara den på nytt.');
  }
  const sheet = workbook.worksheets.find((s) => s.state === 'visible' && s.actualRowCount > 0);
  if (!sheet) throw refused('Arbetsboken har inget synligt blad med innehåll.');
  if (sheet.actualRowCount > MAX_IMPORT_ROWS + 1) throw tooMany(sheet.actualRowCount - 1);
  const lines: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      // A merged range shows its first cell's value over every row it spans ('Alvedon' over its
      // three batches): each of those rows is read with it.
      cells[column - 1] = cellText(cell.isMerged ? cell.master.value : cell.value);
    });
    lines.push({ line, cells: Array.from(cells, (c) => c ?? '') });
  });
  return withHeaders(lines, sheet.name);
}

/** The separator the heading line uses most: ';' (Swedish Excel), ',' or a tab. */
function separatorOf(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((s) => [s, first.split(s).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readCsv(bytes: Buffer): ReadTable {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refused('CSV-filen är inte UTF-8. Spara den som "CSV UTF-8" i Excel.');
  }
  if (text.includes('\u0000')) throw refused('Filen är inte ett kalkylark (.xlsx eller .csv).');
  text = text.replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to_line: MAX_IMPORT_ROWS + 2,
    });
  } catch (error) {
    const line = error instanceof Error && 'lines' in error ? String(error.lines) : '?';
    throw refused(`CSV-filen kan inte läsas på rad ${line}: kontrollera citattecknen.`);
  }
  if (records.length > MAX_IMPORT_ROWS + 1) throw tooMany(MAX_IMPORT_ROWS + 1);
  return withHeaders(
    records.map((cells, i) => ({ line: i + 1, cells })),
    null,
  );
}

function withHeaders(lines: { line: number; cells: string[] }[], sheet: string | null): ReadTable {
  const [head, ...rows] = lines.filter((l) => l.cells.some((c) => c !== ''));
  if (!head) throw refused('Filen är tom.');
  const headers = head.cells.map((h, i) => h || `Kolumn ${i + 1}`);
  if (rows.length === 0) throw refused('Filen har rubriker men inga rader.');
  return { headers, rows, sheet };
}

/** Reads an uploaded list: an .xlsx workbook or a CSV (UTF-8, with or without BOM, ; or ,). */
export async function readUpload(bytes: Buffer): Promise<ReadTable> {
  if (bytes.length === 0) throw refused('Filen är tom.');
  if (bytes.subarray(0, 4).equals(ZIP)) return readWorkbook(bytes);
  if (bytes.subarray(0, 4).equals(OLD_EXCEL))
    throw refused('Filen är i det gamla Excel-formatet (.xls). Spara den som .xlsx eller CSV.');
  return readCsv(bytes);
}
