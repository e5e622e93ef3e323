import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplierReturnInput } from '../../../shared/schemas/supplier-return.ts';
import { api, download } from '../../api-client/client.ts';
import { inventoryKey } from '../inventory/inventory-api.ts';
import { followUpsKey } from './follow-ups-api.ts';
import { withdrawalsKey } from './withdrawals-api.ts';

export type ReturnRequest = { noticeId: string; input: SupplierReturnInput };

/** Books packs as returned to the supplier; afterwards every list that shows them is read again. */
export function useReturnToSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ noticeId, input }: ReturnRequest) =>
      api.POST('/indragningar/notices/{id}/returns', {
        params: { path: { id: noticeId } },
        body: input,
      }),
    onSuccess: () =>
      Promise.all(
        [inventoryKey, followUpsKey, withdrawalsKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** The return note (A4 PDF) of a booked return. */
export const returnNotePdf = async (returnId: string) =>
  (
    await download('/indragningar/returns/{id}/note.pdf', {
      params: { path: { id: returnId } },
    })
  ).blob;
