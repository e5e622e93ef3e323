import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IDEMPOTENCY_HEADER,
  type GtinLinkInput,
  type QrGenerateInput,
} from '../../../shared/schemas/qr.ts';
import { api, as, type CallMode, type RequestBody } from '../../api-client/client.ts';
import { batchesOrLastKnown } from '../offline/offline-scan.ts';
import { inventoryKey } from '../inventory/inventory-api.ts';
import { medicineListsKey } from '../medicines/medicines-api.ts';

/** `anonymous`: the public QR page sends neither token nor site. */
export type { CallMode };

export const verifyCode = (qrCodeData: string, mode: CallMode = {}) =>
  api.POST('/qr-codes/verify', { body: { qr_code_data: qrCodeData }, ...as(mode) });

export const generateCode = (input: QrGenerateInput) =>
  api.POST('/qr-codes/generate', { body: input });

export const linkGtin = (input: GtinLinkInput) => api.POST('/qr-codes/gtin-links', { body: input });

/** The unit's medicine made from the catalogue's product, with the pack's GTIN linked. */
export const medicineFromCatalogue = ({ gtin, siteId }: { gtin: string; siteId: string }) =>
  api.POST('/catalogue/{gtin}/medicine', {
    params: { path: { gtin } },
    body: { site_id: siteId },
  });

/** A scan as the API takes it (QrScanInput with the unit type already one of the two). */
export type ScanBody = RequestBody<'/qr-codes/scan', 'post'>;

export const submitScan = (body: ScanBody, idempotencyKey: string, mode: CallMode = {}) =>
  api.POST('/qr-codes/scan', {
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    ...as(mode),
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
        api.GET('/qr-codes/batches/{templateId}', {
          params: {
            path: { templateId: target?.templateId ?? '' },
            query: { site_id: target?.siteId ?? '', token: target?.token },
          },
          ...as(mode),
        }),
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
