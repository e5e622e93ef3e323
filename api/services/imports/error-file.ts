import ExcelJS from 'exceljs';
import { csvFile } from '../../files/csv-file.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { tableOf } from './import-records.ts';
import { findImport } from './imports.ts';
import { planOf } from './plan.ts';

export type ErrorFile = { body: Buffer; filename: string; contentType: string };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file's name with '-fel' before its new extension: 'lakemedel.xlsx' → 'lakemedel-fel.csv'. */
const errorName = (fileName: string, ext: 'xlsx' | 'csv') =>
  `${fileName.replace(/\.[^.]+$/, '').replace(/[^\w\-åäöÅÄÖ]+/g, '-') || 'import'}-fel.${ext}`;

/**
 * The rows that fail, as they were in the file, with a last column 'Fel' saying why and in which
 * cell: the person corrects them in their own list and imports those rows again.
 */
export async function importErrorFile(
  ctx: ServiceContext,
  id: string,
  format: 'xlsx' | 'csv',
): Promise<ErrorFile> {
  const row = await findImport(ctx, id);
  const table = tableOf(row);
  const failing = (await planOf(ctx.db, row, ctx.actor.role === 'admin')).filter(
    (p) => p.outcome === 'error',
  );
  const byLine = new Map(table.rows.map((r) => [r.line, r.cells]));
  const header = [...table.headers, 'Fel'];
  const lines = failing.map((plan) => {
    const cells = table.headers.map((_, i) => byLine.get(plan.line)?.[i] ?? '');
    const where = plan.cell ? ` (cell ${plan.cell})` : ` (rad ${plan.line})`;
    return [...cells, `${plan.message ?? 'Fel'}${where}`];
  });
  if (format === 'csv')
    return {
      body: csvFile([header, ...lines]),
      filename: errorName(row.file_name, 'csv'),
      contentType: 'text/csv; charset=utf-8',
    };
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Fel');
  sheet.addRow(header).font = { bold: true };
  // Every cell as text: a batch '0012' or a GTIN stays as it was written.
  for (const line of lines) sheet.addRow(line).eachCell((cell) => (cell.numFmt = '@'));
  sheet.columns.forEach((column) => (column.width = 18));
  return {
    body: Buffer.from(await book.xlsx.writeBuffer()),
    filename: errorName(row.file_name, 'xlsx'),
    contentType: XLSX,
  };
}
