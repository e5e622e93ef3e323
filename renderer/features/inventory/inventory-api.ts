import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants.ts';
import type {
  EXPIRY_FILTERS,
  InventoryCreateInput,
  InventoryItem,
  InventoryList,
  InventoryUpdateInput,
} from '../../../shared/schemas/inventory.ts';
import type { Kassation, KassationInitiateInput } from '../../../shared/schemas/kassation.ts';
import type { StockMovementList } from '../../../shared/schemas/stock-movement.ts';
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
      api.get<InventoryList>('/inventory/items', {
        page: filters.page,
        size: DEFAULT_PAGE_SIZE,
        search: filters.search.trim(),
        filter: filters.filter,
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
  useStockMutation((body: InventoryCreateInput) =>
    api.post<InventoryItem>('/inventory/items', body),
  );

export const useUpdateItem = () =>
  useStockMutation(({ id, body }: { id: string; body: InventoryUpdateInput }) =>
    api.put<InventoryItem>(`/inventory/items/${id}`, body),
  );

export const useDisposeItem = () =>
  useStockMutation((body: KassationInitiateInput) =>
    api.post<Kassation>('/kassation/initiate', body),
  );

const HISTORY_PAGE_SIZE = 50;

/** A batch's movements, oldest first, a page at a time. */
export function useBatchMovements(itemId: string, page: number) {
  return useQuery({
    queryKey: [...inventoryKey, 'movements', itemId, page],
    queryFn: () =>
      api.get<StockMovementList>(`/inventory/items/${itemId}/movements`, {
        page,
        size: HISTORY_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
}
