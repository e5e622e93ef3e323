import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenPackInput } from '../../../shared/schemas/opened-packs.ts';
import { api } from '../../api-client/client.ts';
import { useSiteStore } from '../../stores/site.ts';
import { inventoryKey } from '../inventory/inventory-api.ts';
import { qrBatchesKey } from '../scan/scan-api.ts';
import { warningsKey } from '../warnings/warnings-api.ts';

export const openedPacksKey = ['opened-packs'] as const;

/** The working unit's open packs, the soonest use-by first. */
export function useOpenedPacks() {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...openedPacksKey, siteId],
    queryFn: () => api.GET('/opened-packs', { params: { query: { status: 'open' } } }),
    enabled: siteId !== null,
  });
}

/** After a pack is opened or ended, every list that shows it or its batch is read again. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [openedPacksKey, inventoryKey, qrBatchesKey, warningsKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useOpenPack() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: OpenPackInput) => api.POST('/opened-packs', { body }),
    onSuccess: refresh,
  });
}

export function useEndPack() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, how }: { id: string; how: 'used-up' | 'dispose' }) =>
      how === 'used-up'
        ? api.POST('/opened-packs/{id}/used-up', { params: { path: { id } } })
        : api.POST('/opened-packs/{id}/dispose', { params: { path: { id } } }),
    onSuccess: refresh,
  });
}
