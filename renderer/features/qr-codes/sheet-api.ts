import type { QrPdfInput } from '../../../shared/schemas/qr.ts';
import { api, download } from '../../api-client/client.ts';

export const generateSheet = (input: QrPdfInput) =>
  api.POST('/qr-codes/generate-pdf', { body: input });

/** The stored sheet as a PDF file. */
export async function fetchSheet(filename: string): Promise<Blob> {
  const { blob } = await download('/qr-codes/download-pdf/{filename}', {
    params: { path: { filename } },
  });
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

export const rotateSiteKey = (siteId: string) =>
  api.POST('/qr-codes/rotate-key', { body: { site_id: siteId } });
