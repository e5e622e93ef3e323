import { apiFile, type Query } from '../../api-client/client.ts';
import { saveBlob } from '../../lib/save-file.ts';

export type ExportFormat = 'csv' | 'xlsx';
export type ExportQuery = Query;

/** Fetches a list's export with the screen's filters and saves it under the server's name. */
export async function downloadExport(
  path: string,
  query: ExportQuery,
  format: ExportFormat,
): Promise<void> {
  const { blob, filename } = await apiFile(`${path}/export`, { query: { ...query, format } });
  saveBlob(blob, filename ?? `export.${format}`);
}
