import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Journal,
  JournalCorrectionInput,
  NarcoticCountInput,
} from '../../../shared/schemas/narcotics.ts';
import { journalFileName } from '../../../shared/file-names.ts';
import { api, download } from '../../api-client/client.ts';
import { saveBlob } from '../../lib/save-file.ts';
import { useSiteStore } from '../../stores/site.ts';
import { inventoryKey } from '../inventory/inventory-api.ts';
import { medicineListsKey } from '../medicines/medicines-api.ts';

export const narcoticsKey = ['narcotics'] as const;
export const JOURNAL_PAGE_SIZE = 50;

/** A period of the journal: Swedish days, empty for an open end. */
export type Period = { from: string; to: string };

const periodQuery = (period: Period) => ({
  from: period.from || undefined,
  to: period.to || undefined,
});

export function useNarcotics() {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...narcoticsKey, siteId, 'list'],
    queryFn: () => api.GET('/narcotics'),
    enabled: siteId !== null,
    staleTime: 0,
  });
}

/** A page of the journal; 'last' is the page with the newest entries, which a nurse looks for. */
export function useJournal(templateId: string, period: Period, page: number | 'last') {
  const siteId = useSiteStore((s) => s.currentSiteId);
  const read = (n: number) =>
    api.GET('/narcotics/{templateId}/journal', {
      params: {
        path: { templateId },
        query: { ...periodQuery(period), page: n, size: JOURNAL_PAGE_SIZE },
      },
    });
  return useQuery({
    queryKey: [...narcoticsKey, siteId, 'journal', templateId, period, page],
    queryFn: async () => {
      if (page !== 'last') return read(page);
      const first = await read(1);
      return first.pages > 1 ? read(first.pages) : first;
    },
    enabled: siteId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useCountSheet(templateId: string) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...narcoticsKey, siteId, 'count-sheet', templateId],
    queryFn: () =>
      api.GET('/narcotics/{templateId}/count-sheet', { params: { path: { templateId } } }),
    enabled: siteId !== null,
    staleTime: 0,
  });
}

/** After a count or a correction: the narcotic's journal, the stock and the medicines afresh. */
function useNarcoticStockChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: narcoticsKey }),
      client.invalidateQueries({ queryKey: inventoryKey }),
      client.invalidateQueries({ queryKey: medicineListsKey }),
    ]);
}

export function useSaveCount() {
  const changed = useNarcoticStockChanged();
  return useMutation({
    mutationFn: (input: NarcoticCountInput) => api.POST('/narcotics/counts', { body: input }),
    onSuccess: changed,
  });
}

export function useCorrection(movementId: number) {
  const changed = useNarcoticStockChanged();
  return useMutation({
    mutationFn: (input: JournalCorrectionInput) =>
      api.POST('/narcotics/journal/{movementId}/corrections', {
        params: { path: { movementId } },
        body: input,
      }),
    onSuccess: changed,
  });
}

export async function downloadJournal(
  journal: Pick<Journal, 'medicine_template_id' | 'name' | 'strength'>,
  period: Period,
  format: 'pdf' | 'csv',
): Promise<void> {
  const { blob } = await download(`/narcotics/{templateId}/journal.${format}`, {
    params: { path: { templateId: journal.medicine_template_id }, query: periodQuery(period) },
  });
  const product = [journal.name, journal.strength].filter(Boolean).join(' ');
  const today = new Intl.DateTimeFormat('sv-SE').format(new Date());
  saveBlob(blob, journalFileName(product, period.from || null, period.to || today, format));
}
