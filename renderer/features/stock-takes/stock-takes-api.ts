import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { stockTakeFileName } from '../../../shared/file-names.ts';
import type {
  StockTake,
  StockTakeComplete,
  StockTakeFound,
  StockTakeLine,
  StockTakeStart,
} from '../../../shared/schemas/stock-take.ts';
import { api, download } from '../../api-client/client.ts';
import { saveBlob } from '../../lib/save-file.ts';
import { useSiteStore } from '../../stores/site.ts';
import { inventoryKey } from '../inventory/inventory-api.ts';
import { medicineListsKey } from '../medicines/medicines-api.ts';

export const stockTakesKey = ['stock-takes'] as const;

export function useStockTakes(page: number) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...stockTakesKey, siteId, 'list', page],
    queryFn: () => api.GET('/stock-takes', { params: { query: { page, size: 20 } } }),
    enabled: siteId !== null,
    staleTime: 0,
  });
}

const takeKey = (siteId: string | null, id: string) => [...stockTakesKey, siteId, 'take', id];

export function useStockTake(id: string) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: takeKey(siteId, id),
    queryFn: () => api.GET('/stock-takes/{id}', { params: { path: { id } } }),
    enabled: siteId !== null,
    staleTime: 0,
  });
}

export function useStartStockTake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StockTakeStart) => api.POST('/stock-takes', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: stockTakesKey }),
  });
}

/** Puts a saved line into the stock-take on screen, so 2,000 lines are not fetched per count. */
function useLineSaved(id: string) {
  const client = useQueryClient();
  const siteId = useSiteStore((s) => s.currentSiteId);
  return (line: StockTakeLine) =>
    client.setQueryData<StockTake>(takeKey(siteId, id), (take) => {
      if (!take) return take;
      const known = take.lines.some((l) => l.id === line.id);
      const lines = known
        ? take.lines.map((l) => (l.id === line.id ? line : l))
        : [...take.lines, line];
      return {
        ...take,
        lines,
        lines_total: lines.length,
        lines_counted: lines.filter((l) => l.counted !== null).length,
      };
    });
}

export function useCountLine(id: string) {
  const saved = useLineSaved(id);
  return useMutation({
    mutationFn: ({ itemId, counted }: { itemId: string; counted: number }) =>
      api.PUT('/stock-takes/{id}/lines/{itemId}', {
        params: { path: { id, itemId } },
        body: { counted_quantity: counted },
      }),
    onSuccess: saved,
  });
}

export function useAddFound(id: string) {
  const saved = useLineSaved(id);
  return useMutation({
    mutationFn: (input: StockTakeFound) =>
      api.POST('/stock-takes/{id}/lines', { params: { path: { id } }, body: input }),
    onSuccess: saved,
  });
}

function useFinished() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: stockTakesKey }),
      client.invalidateQueries({ queryKey: inventoryKey }),
      client.invalidateQueries({ queryKey: medicineListsKey }),
    ]);
}

export function useCompleteStockTake(id: string) {
  const finished = useFinished();
  return useMutation({
    mutationFn: (input: StockTakeComplete) =>
      api.POST('/stock-takes/{id}/complete', { params: { path: { id } }, body: input }),
    onSuccess: finished,
  });
}

export function useCancelStockTake(id: string) {
  const finished = useFinished();
  return useMutation({
    mutationFn: () => api.POST('/stock-takes/{id}/cancel', { params: { path: { id } } }),
    onSuccess: finished,
  });
}

export async function downloadReport(
  take: { id: string; finished_at: string | null },
  siteName: string,
  format: 'csv' | 'pdf',
): Promise<Blob> {
  const { blob } = await download(`/stock-takes/{id}/report.${format}`, {
    params: { path: { id: take.id } },
  });
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(take.finished_at ?? Date.now()),
  );
  if (format === 'csv') saveBlob(blob, stockTakeFileName(siteName, day, format));
  return blob;
}
