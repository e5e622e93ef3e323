import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DISPOSED_ITEMS_SIZE,
  statsFromDate,
  type CertificateInput,
  type CertificateMeta,
} from '../../../shared/schemas/kassation-reports.ts';
import type { KassationStepInput } from '../../../shared/schemas/kassation.ts';
import { api, download } from '../../api-client/client.ts';
import { printPdfFile, type PrintOutcome } from '../../platform/print.ts';
import { useSiteStore } from '../../stores/site.ts';
import { inventoryKey } from '../inventory/inventory-api.ts';
import { medicineListsKey } from '../medicines/medicines-api.ts';
import { saveBlob } from '../../lib/save-file.ts';

export const kassationKey = ['kassation'] as const;

/** Disposals happen on other screens too, so these lists are read afresh when shown. */
const fresh = { staleTime: 0, placeholderData: keepPreviousData } as const;

export function useDisposedItems(page: number, includeRestored: boolean) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...kassationKey, siteId, 'disposed', page, includeRestored],
    queryFn: () =>
      api.GET('/kassation/disposed-items', {
        params: {
          query: {
            page,
            size: DISPOSED_ITEMS_SIZE,
            include_restored: includeRestored,
          },
        },
      }),
    enabled: siteId !== null,
    ...fresh,
  });
}

export function usePendingCount() {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...kassationKey, siteId, 'pending'],
    queryFn: async () =>
      (await api.GET('/kassation/pending', { params: { query: { size: 1 } } })).total,
    enabled: siteId !== null,
    staleTime: 0,
  });
}

/** The local calendar day, which is the Swedish day for the people using the app. */
const localToday = () => new Intl.DateTimeFormat('sv-SE').format(new Date());

/** The first day the reports count from, for a period of `months`. */
export const statsFrom = (months: number) => statsFromDate(localToday(), months);

export function useBasicStats(months: number, enabled: boolean) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...kassationKey, siteId, 'stats', months],
    queryFn: () =>
      api.GET('/kassation/basic-stats', {
        params: { query: { from_date: statsFrom(months) } },
      }),
    enabled: siteId !== null && enabled,
    staleTime: 0,
    retry: false,
  });
}

/** Every step changes the lists; restoring and undoing change the stock too. */
function useKassationMutation<Vars, Answer>(call: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kassationKey }),
        queryClient.invalidateQueries({ queryKey: inventoryKey }),
        queryClient.invalidateQueries({ queryKey: medicineListsKey }),
      ]),
  });
}

type RestoreVariables = { id: string; reason: string; witness: KassationStepInput['witness'] };

export const useRestore = () =>
  useKassationMutation(({ id, reason, witness }: RestoreVariables) =>
    api.POST('/kassation/restore/{id}', {
      params: { path: { id } },
      body: { restoration_reason: reason, witness },
    }),
  );

export const useUndo = () =>
  useKassationMutation(({ id, reason }: { id: string; reason: string }) =>
    api.DELETE('/kassation/{id}', { params: { path: { id }, query: { reason } } }),
  );

export type Step = 'approve' | 'complete';

export const useStep = () =>
  useKassationMutation(({ id, step, body }: { id: string; step: Step; body: KassationStepInput }) =>
    api.POST(`/kassation/${step}/{id}`, { params: { path: { id } }, body }),
  );

export type CertificateAction = 'download' | 'print';
export type IssuedCertificate = { meta: CertificateMeta; printed: PrintOutcome | null };

/** The certificate was issued, but its print failed (the cause says why). */
export class CertificatePrintError extends Error {
  override name = 'CertificatePrintError';
  constructor(
    readonly meta: CertificateMeta,
    override readonly cause: unknown,
  ) {
    super(`Kassationsintyget ${meta.filename} kunde inte skrivas ut`);
  }
}

/** Issues a certificate, then saves or prints the PDF the server draws for it. */
export const useCertificate = () =>
  useKassationMutation(
    async ({
      id,
      body,
      action,
    }: {
      id: string;
      body: CertificateInput;
      action: CertificateAction;
    }): Promise<IssuedCertificate> => {
      const meta = await api.POST('/kassation/certificate/{id}/generate', {
        params: { path: { id } },
        body,
      });
      const { blob: pdf } = await download('/kassation/certificate/{id}/download', {
        params: { path: { id } },
      });
      if (action === 'download') {
        saveBlob(pdf, meta.filename);
        return { meta, printed: null };
      }
      try {
        return { meta, printed: await printPdfFile(pdf, { title: meta.filename }) };
      } catch (error) {
        throw new CertificatePrintError(meta, error);
      }
    },
  );
