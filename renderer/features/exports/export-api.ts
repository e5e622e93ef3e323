import type { PathsWithMethod } from 'openapi-typescript-helpers';
import type { paths } from '../../api-client/api-types.ts';
import { download } from '../../api-client/client.ts';
import { saveBlob } from '../../lib/save-file.ts';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';
/** The screen's filters, sent as they are: each list's export takes its own list's filters. */
export type ExportQuery = Record<string, string | number | boolean | null | undefined>;

type ExportPath = Extract<PathsWithMethod<paths, 'get'>, `${string}/export`>;
/** A list the API exports: its path is the export's path without `/export`. */
export type ExportedListPath = ExportPath extends `${infer List}/export` ? List : never;

/** A list the server can export and print whole: its own path and the screen's filters. */
export type ExportedList = {
  path: ExportedListPath;
  query: ExportQuery;
  /** The list path's parameters (the notice of /indragningar/notices/{id}/follow-ups). */
  pathParams?: Record<string, string>;
};

function fetchExport({ path, query, pathParams }: ExportedList, format: ExportFormat) {
  const exportPath: ExportPath = `${path}/export`;
  // The path is checked above; the filters are the list screen's own, which its export takes.
  const init: object = { params: { query: { ...query, format }, path: pathParams } };
  return download(exportPath, init as never);
}

/** Fetches a list's export with the screen's filters and saves it under the server's name. */
export async function downloadExport(list: ExportedList, format: ExportFormat): Promise<void> {
  const { blob, filename } = await fetchExport(list, format);
  saveBlob(blob, filename ?? `export.${format}`);
}

/** The whole list with the screen's filters as an A4 PDF, to print (not only the page shown). */
export const listPdf = async (list: ExportedList): Promise<Blob> =>
  (await fetchExport(list, 'pdf')).blob;
