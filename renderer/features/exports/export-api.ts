import { apiBlob, apiFile, type Query } from '../../api-client/client.ts';
import { saveBlob } from '../../lib/save-file.ts';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';
export type ExportQuery = Query;
/** A list the server can export and print whole: its own path and the screen's filters. */
export type ExportedList = { path: string; query: ExportQuery };

/** Fetches a list's export with the screen's filters and saves it under the server's name. */
export async function downloadExport(
  path: string,
  query: ExportQuery,
  format: ExportFormat,
): Promise<void> {
  const { blob, filename } = await apiFile(`${path}/export`, { query: { ...query, format } });
  saveBlob(blob, filename ?? `export.${format}`);
}

/** The whole list with the screen's filters as an A4 PDF, to print (not only the page shown). */
export const listPdf = ({ path, query }: ExportedList): Promise<Blob> =>
  apiBlob(`${path}/export`, { query: { ...query, format: 'pdf' } });
