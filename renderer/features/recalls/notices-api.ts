import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RecallExtractResult,
  RecallNoticeCreated,
  RecallNoticeInput,
  RecallPasteInput,
} from '../../../shared/schemas/recall.ts';
import { api } from '../../api-client/client.ts';
import { inventoryKey } from '../inventory/inventory-api.ts';
import { withdrawalsKey } from './withdrawals-api.ts';

/** A saved notice may have matched stock anywhere: the monitor and the stock lists reload. */
function useNoticeSave<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<RecallNoticeCreated>(path, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
        queryClient.invalidateQueries({ queryKey: inventoryKey }),
      ]),
  });
}

export const useCreateNotice = () => useNoticeSave<RecallNoticeInput>('/indragningar/notices');

export const usePasteNotice = () => useNoticeSave<RecallPasteInput>('/indragningar/notices/paste');

/** What Medvakt finds in a pasted text; nothing is saved. */
export const useExtractNotice = () =>
  useMutation({
    mutationFn: (text: string) =>
      api.post<RecallExtractResult>('/indragningar/notices/extract', { text }),
  });
