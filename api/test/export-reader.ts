import ExcelJS from 'exceljs';
import type { TestEnv } from './harness.ts';

/** A list's export as the person's browser gets it: status, headers and the file's bytes. */
export async function download(
  env: TestEnv,
  path: string,
  options: { token: string; site?: string },
) {
  const headers: Record<string, string> = { Authorization: `Bearer ${options.token}` };
  if (options.site) headers['X-Site-Id'] = options.site;
  const response = await env.app.request(`/api/v1${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes };
}

/** A Swedish Excel CSV read back into rows of cells (BOM kept apart, `;`, quotes, CRLF). */
export function readCsv(bytes: Buffer): { bom: boolean; rows: string[][] } {
  const text = bytes.toString('utf8');
  const bom = text.startsWith('\uFEFF');
  const body = bom ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body.charAt(i);
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return { bom, rows };
}

/** The workbook Excel would open, and its first sheet. */
export async function readXlsx(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an older Buffer type; the bytes are the same.
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('Arbetsboken har inget blad');
  return { workbook, sheet };
}
