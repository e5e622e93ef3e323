const BOM = '\uFEFF';
const SEPARATOR = ';';

/** `{ decimal }` is a number Swedish Excel reads as one: decimal comma, a minus sign unguarded. */
export type CsvValue = string | number | null | { decimal: number };

/**
 * One cell as text Excel reads back unchanged: quoted when it holds the separator, a quote or a
 * line break, and with a leading apostrophe when it would start a formula.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return String(value.decimal).replace('.', ',');
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV that Swedish Excel opens right: UTF-8 with BOM, `;` and CRLF. */
export function csvFile(rows: CsvValue[][]): Buffer {
  const text = rows.map((cells) => cells.map(csvCell).join(SEPARATOR)).join('\r\n');
  return Buffer.from(BOM + text + '\r\n', 'utf8');
}
