import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CountSheet,
  Journal,
  JournalCorrectionInput,
  JournalEntry,
  NarcoticCount,
  NarcoticCountInput,
  NarcoticList,
} from '../../../shared/schemas/narcotics.ts';
import { journalFileName } from '../../../shared/file-names.ts';
import { api, apiBlob } from '../../api-client/client.ts';
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
    queryFn: () => api.get<NarcoticList>('/narcotics'),
    enabled: siteId !== null,
    staleTime: 0,
  });
}

/** A page of the journal; 'last' is the page with the newest entries, which a nurse looks for. */
export function useJournal(templateId: string, period: Period, page: number | 'last') {
  const siteId = useSiteStore((s) => s.currentSiteId);
  const read = (n: number) =>
    api.get<Journal>(`/narcotics/${templateId}/journal`, {
      ...periodQuery(period),
      page: n,
      size: JOURNAL_PAGE_SIZE,
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
    queryFn: () => api.get<CountSheet>(`/narcotics/${templateId}/count-sheet`),
    enabled: siteId !== null,
    staleTime: 0,
  });
}

/** Stock, medicines and warnings change with a count or a correction: read them afresh. */
function useStockChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: narcoticsKey }),
      client.invalidateQueries({ queryKey: inventoryKey }),
      client.invalidateQueries({ queryKey: medicineListsKey }),
    ]);
}

export function useSaveCount() {
  const changed = useStockChanged();
  return useMutation({
    mutationFn: (input: NarcoticCountInput) => api.post<NarcoticCount>('/narcotics/counts', input),
    onSuccess: changed,
  });
}

export function useCorrection(movementId: number) {
  const changed = useStockChanged();
  return useMutation({
    mutationFn: (input: JournalCorrectionInput) =>
      api.post<JournalEntry>(`/narcotics/journal/${movementId}/corrections`, input),
    onSuccess: changed,
  });
}

export async function downloadJournal(
  journal: Pick<Journal, 'medicine_template_id' | 'name' | 'strength'>,
  period: Period,
  format: 'pdf' | 'csv',
): Promise<void> {
  const blob = await apiBlob(`/narcotics/${journal.medicine_template_id}/journal.${format}`, {
    query: periodQuery(period),
  });
  const product = [journal.name, journal.strength].filter(Boolean).join(' ');
  const today = new Intl.DateTimeFormat('sv-SE').format(new Date());
  saveBlob(blob, journalFileName(product, period.from || null, period.to || today, format));
}
