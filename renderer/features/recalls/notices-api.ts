import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RecallNoticeCreated,
  RecallNoticeInput,
  RecallPasteInput,
} from '../../../shared/schemas/recall.ts';
import { api } from '../../api-client/client.ts';
import { inventoryKey } from '../inventory/inventory-api.ts';
import { withdrawalsKey } from './withdrawals-api.ts';

/** A saved notice may have matched stock anywhere: the monitor and the stock lists reload. */
function useNoticeSave<Body>(save: (body: Body) => Promise<RecallNoticeCreated>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
        queryClient.invalidateQueries({ queryKey: inventoryKey }),
      ]),
  });
}

export const useCreateNotice = () =>
  useNoticeSave((body: RecallNoticeInput) => api.POST('/indragningar/notices', { body }));

export const usePasteNotice = () =>
  useNoticeSave((body: RecallPasteInput) => api.POST('/indragningar/notices/paste', { body }));

/** What Medvakt finds in a pasted text; nothing is saved. */
export const useExtractNotice = () =>
  useMutation({
    mutationFn: (text: string) => api.POST('/indragningar/notices/extract', { body: { text } }),
  });
