import type { Content, TableCell } from 'pdfmake/interfaces';
import { stockholmMinute } from '../clock.ts';
import { invalid } from '../errors.ts';
import { renderPdf } from './pdf-document.ts';
import type { CellKind, CellValue, ExportTable } from './export-table.ts';

/**
 * A printed list longer than this (about 30 pages) is better read in Excel. pdfmake lays the
 * pages out in one go on the event loop, about 1 ms a row (npm run bench), so the cap also
 * bounds how long other requests wait.
 */
export const MAX_PRINTED_ROWS = 1_000;

function cellText(kind: CellKind, value: CellValue): string {
  if (value === null) return '';
  if (kind === 'number' && typeof value === 'number') return String(value).replace('.', ',');
  if (kind === 'datetime' && typeof value === 'string') return stockholmMinute(new Date(value));
  return String(value);
}

/** Wide text columns (names, notes) share what the others leave; the rest fit their content. */
const WIDE = 20;

function columnWidths(columns: readonly { kind: CellKind; width: number }[]): ('*' | 'auto')[] {
  return columns.map((c) => (c.kind === 'text' && c.width >= WIDE ? '*' : 'auto'));
}

async function rowsUpTo<R>(table: ExportTable<R>, max: number): Promise<R[]> {
  const rows: R[] = [];
  for await (const chunk of table.chunks()) {
    rows.push(...chunk);
    if (rows.length > max)
      throw invalid(
        `Listan har fler än ${max} rader, för många för utskrift. Filtrera listan eller exportera den till Excel.`,
        undefined,
        'TOO_MANY_TO_PRINT',
      );
  }
  return rows;
}

/**
 * The whole list (not just the page on screen) as an A4 landscape PDF to print: the unit, the
 * filters and the time at the top of every page, the column headings repeated, page N of M.
 */
export async function listPdf<R>(table: ExportTable<R>): Promise<Buffer> {
  const rows = await rowsUpTo(table, MAX_PRINTED_ROWS);
  const widths = columnWidths(table.columns);
  const printedAt = `Utskrivet ${stockholmMinute(table.exportedAt)}`;
  const header: TableCell[] = table.columns.map((c) => ({ text: c.header, bold: true }));
  const body: TableCell[][] = rows.map((row) =>
    table.columns.map((c) => ({
      text: cellText(c.kind, c.value(row)),
      alignment: c.kind === 'number' ? 'right' : 'left',
    })),
  );
  const list: Content = rows.length
    ? {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths,
          body: [header, ...body],
        },
        layout: 'lightHorizontalLines',
      }
    : { text: 'Listan är tom med de här filtren.', italics: true };
  return renderPdf({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 56, 28, 36],
    info: { title: `${table.title}: ${table.heading}`, author: 'Medvakt' },
    header: () => ({
      margin: [28, 20, 28, 0],
      stack: [
        { text: table.title, fontSize: 13, bold: true },
        {
          columns: [table.heading, { text: printedAt, alignment: 'right', width: 'auto' }],
          fontSize: 8,
        },
      ],
    }),
    footer: (page, pages) => ({
      columns: [`${rows.length} rader`, { text: `Sida ${page} av ${pages}`, alignment: 'right' }],
      fontSize: 7,
      color: '#555555',
      margin: [28, 12, 28, 0],
    }),
    content: [list],
    defaultStyle: { fontSize: 7.5 },
  });
}
