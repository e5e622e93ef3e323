import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants.ts';
import type {
  EXPIRY_FILTERS,
  InventoryCreateInput,
  InventoryUpdateInput,
} from '../../../shared/schemas/inventory.ts';
import type { KassationInitiateInput } from '../../../shared/schemas/kassation.ts';

import { api } from '../../api-client/client.ts';
import { useSiteStore } from '../../stores/site.ts';
import { medicineListsKey } from '../medicines/medicines-api.ts';

export type InventoryFilter = (typeof EXPIRY_FILTERS)[number];

export const inventoryKey = ['inventory'] as const;

export function useInventoryList(filters: {
  page: number;
  search: string;
  filter: InventoryFilter;
}) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...inventoryKey, siteId, 'list', filters],
    queryFn: () =>
      api.GET('/inventory/items', {
        params: {
          query: {
            page: filters.page,
            size: DEFAULT_PAGE_SIZE,
            search: filters.search.trim(),
            filter: filters.filter,
          },
        },
      }),
    enabled: siteId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Stock changes move the medicines' totals too, so both lists reload (not the dropdown). */
export function useStockMutation<Vars, Answer>(call: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKey }),
        queryClient.invalidateQueries({ queryKey: medicineListsKey }),
      ]),
  });
}

export const useCreateItem = () =>
  useStockMutation((body: InventoryCreateInput) => api.POST('/inventory/items', { body }));

export const useUpdateItem = () =>
  useStockMutation(({ id, body }: { id: string; body: InventoryUpdateInput }) =>
    api.PUT('/inventory/items/{id}', { params: { path: { id } }, body }),
  );

export const useDisposeItem = () =>
  useStockMutation((body: KassationInitiateInput) => api.POST('/kassation/initiate', { body }));

const HISTORY_PAGE_SIZE = 50;

/** A batch's movements, oldest first, a page at a time. */
export function useBatchMovements(itemId: string, page: number) {
  return useQuery({
    queryKey: [...inventoryKey, 'movements', itemId, page],
    queryFn: () =>
      api.GET('/inventory/items/{id}/movements', {
        params: { path: { id: itemId }, query: { page, size: HISTORY_PAGE_SIZE } },
      }),
    placeholderData: keepPreviousData,
  });
}
