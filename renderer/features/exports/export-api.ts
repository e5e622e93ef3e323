import { exportFileName } from '../../../shared/file-names.ts';
import { apiBlob } from '../../api-client/client.ts';
import { saveBlob } from '../../lib/save-file.ts';
import { stockholmToday } from '../../lib/stockholm-day.ts';

export type ExportFormat = 'csv' | 'xlsx';
export type ExportQuery = Record<string, string | number | undefined>;

/** Fetches a list's export with the screen's filters and offers it as a file to save. */
export async function downloadExport(
  path: string,
  query: ExportQuery,
  list: string,
  siteName: string | null,
  format: ExportFormat,
): Promise<void> {
  const blob = await apiBlob(`${path}/export`, { query: { ...query, format } });
  saveBlob(blob, exportFileName(list, siteName, stockholmToday(), format));
}
