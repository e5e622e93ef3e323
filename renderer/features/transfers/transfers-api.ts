import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TransferInput } from '../../../shared/schemas/transfer.ts';
import { api } from '../../api-client/client.ts';
import { useSiteStore } from '../../stores/site.ts';
import { inventoryKey } from '../inventory/inventory-api.ts';
import { medicineListsKey } from '../medicines/medicines-api.ts';

export function useTransferTargets(siteId: string) {
  return useQuery({
    queryKey: ['transfers', 'targets', siteId],
    queryFn: () => api.GET('/transfers/targets', { params: { query: { site_id: siteId } } }),
  });
}

export function useCreateTransfer() {
  const client = useQueryClient();
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useMutation({
    mutationFn: (input: TransferInput) => api.POST('/transfers', { body: input }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: inventoryKey }),
        client.invalidateQueries({ queryKey: medicineListsKey }),
        client.invalidateQueries({ queryKey: ['order-proposal', siteId] }),
        client.invalidateQueries({ queryKey: ['transfers', 'list'] }),
      ]),
  });
}

export function useTransfers(page: number) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: ['transfers', 'list', siteId, page],
    queryFn: () => api.GET('/transfers', { params: { query: { page, size: 10 } } }),
    enabled: siteId !== null,
    staleTime: 0,
  });
}
