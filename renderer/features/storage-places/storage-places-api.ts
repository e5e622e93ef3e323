import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { temperatureSheetFileName } from '../../../shared/file-names.ts';
import type {
  LoggerUploadInput,
  ReadingInput,
  StoragePlaceInput,
  StoragePlaceUpdateInput,
} from '../../../shared/schemas/storage-places.ts';
import { api, download } from '../../api-client/client.ts';
import { saveBlob } from '../../lib/save-file.ts';
import { useSiteStore } from '../../stores/site.ts';
import { inventoryKey } from '../inventory/inventory-api.ts';
import { warningsKey } from '../warnings/warnings-api.ts';

const placesKey = ['storage-places'] as const;

/** The unit's storage places; `all` also those taken out of use. */
export function useStoragePlaces(all = false) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...placesKey, siteId, all],
    queryFn: () => api.GET('/storage-places', { params: { query: { all } } }),
    enabled: siteId !== null,
  });
}

export function usePlaceMonth(id: string, month: string) {
  return useQuery({
    queryKey: [...placesKey, 'month', id, month],
    queryFn: () =>
      api.GET('/storage-places/{id}/readings', {
        params: { path: { id }, query: { month } },
      }),
  });
}

/** A reading or an upload changes the places, the month, the warnings and the batches' marks. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [placesKey, warningsKey, inventoryKey, ['deviations']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreatePlace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: StoragePlaceInput) => api.POST('/storage-places', { body }),
    onSuccess: refresh,
  });
}

export function useUpdatePlace() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StoragePlaceUpdateInput }) =>
      api.PATCH('/storage-places/{id}', { params: { path: { id } }, body }),
    onSuccess: refresh,
  });
}

export function useRecordReading() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReadingInput }) =>
      api.POST('/storage-places/{id}/readings', { params: { path: { id } }, body }),
    onSuccess: refresh,
  });
}

export function useUploadLogger() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LoggerUploadInput }) =>
      api.POST('/storage-places/{id}/logger-upload', { params: { path: { id } }, body }),
    onSuccess: refresh,
  });
}

export async function downloadMonthSheet(
  place: { id: string; name: string },
  month: string,
  format: 'pdf' | 'csv',
): Promise<void> {
  const { blob } = await download(`/storage-places/{id}/month-sheet.${format}`, {
    params: { path: { id: place.id }, query: { month } },
  });
  saveBlob(blob, temperatureSheetFileName(place.name, month, format));
}
