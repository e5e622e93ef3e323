import type { QrKeyRotateResult, QrPdfInput, QrPdfResult } from '../../../shared/schemas/qr.ts';
import { api, apiBlob } from '../../api-client/client.ts';

export const generateSheet = (input: QrPdfInput) =>
  api.post<QrPdfResult>('/qr-codes/generate-pdf', input);

/** The stored sheet as a PDF file. */
export async function fetchSheet(filename: string): Promise<Blob> {
  const blob = await apiBlob(`/qr-codes/download-pdf/${encodeURIComponent(filename)}`);
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}

export const rotateSiteKey = (siteId: string) =>
  api.post<QrKeyRotateResult>('/qr-codes/rotate-key', { site_id: siteId });
