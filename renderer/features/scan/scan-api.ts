import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  type GtinLink,
  type GtinLinkInput,
  type QrBatchList,
  type QrCode,
  type QrGenerateInput,
  type QrScanInput,
  type QrScanResult,
  type QrVerifyResult,
} from '../../../shared/schemas/qr.ts';
import { api } from '../../api-client/client.ts';
import { batchesOrLastKnown } from '../offline/offline-scan.ts';
import { inventoryKey } from '../inventory/inventory-api.ts';
import { medicineListsKey } from '../medicines/medicines-api.ts';

/** `anonymous`: the public QR page sends neither token nor site. */
export type CallMode = { anonymous?: boolean };

export const verifyCode = (qrCodeData: string, mode: CallMode = {}) =>
  api.post<QrVerifyResult>('/qr-codes/verify', { qr_code_data: qrCodeData }, mode);

export const generateCode = (input: QrGenerateInput) =>
  api.post<QrCode>('/qr-codes/generate', input);

export const linkGtin = (input: GtinLinkInput) => api.post<GtinLink>('/qr-codes/gtin-links', input);

export const submitScan = (body: QrScanInput, idempotencyKey: string, mode: CallMode = {}) =>
  api.post<QrScanResult>('/qr-codes/scan', body, {
    ...mode,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

export const qrBatchesKey = ['qr-batches'] as const;

/** The template's batches at the site, first to expire first; `token` for the public page. */
export function useQrBatches(
  target: { siteId: string; templateId: string; token?: string } | null,
  mode: CallMode = {},
) {
  return useQuery({
    queryKey: [...qrBatchesKey, target?.siteId, target?.templateId, target?.token ?? null],
    queryFn: () =>
      batchesOrLastKnown(`${target?.siteId ?? ''}/${target?.templateId ?? ''}`, () =>
        api.get<QrBatchList>(
          `/qr-codes/batches/${target?.templateId ?? ''}`,
          { site_id: target?.siteId, token: target?.token },
          mode,
        ),
      ),
    enabled: target !== null,
    staleTime: 0,
    // Asked also when the browser believes it is offline: a kiosk then shows the last known batches.
    networkMode: 'always',
    select: (list) => list.batches,
  });
}

/** After a stock change: the stock lists and the batches show the new quantities. */
export function useStockChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inventoryKey }),
      queryClient.invalidateQueries({ queryKey: medicineListsKey }),
      queryClient.invalidateQueries({ queryKey: qrBatchesKey }),
    ]);
}
