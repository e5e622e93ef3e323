import { csvCell } from './csv-file.ts';
import { stockholmMinute } from '../clock.ts';
import { type CellKind, type CellValue, type ExportTable } from './export-table.ts';

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** A value as Swedish Excel reads it: a decimal comma, dates as written, instants in Stockholm. */
function csvValue(kind: CellKind, value: CellValue): string {
  if (value === null) return '';
  if (kind === 'number' && typeof value === 'number') return String(value).replace('.', ',');
  if (kind === 'datetime' && typeof value === 'string') return stockholmMinute(new Date(value));
  return csvCell(value);
}

/** The list as CSV for Swedish Excel (UTF-8 with BOM, `;`, CRLF), written a chunk at a time. */
export async function* csvText<R>(table: ExportTable<R>): AsyncGenerator<string> {
  yield BOM + table.columns.map((c) => csvCell(c.header)).join(SEPARATOR) + LINE_END;
  for await (const rows of table.chunks()) {
    let text = '';
    for (const row of rows)
      text += table.columns.map((c) => csvValue(c.kind, c.value(row))).join(SEPARATOR) + LINE_END;
    yield text;
  }
}
