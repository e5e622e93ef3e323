import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '../../api-client/client.ts';
import { WITHDRAWAL_RETRIES, WITHDRAWAL_STALE_MS } from './monitor-settings.ts';

export const withdrawalsKey = ['admin-withdrawals'] as const;

export type WithdrawalCriteria = { page: number; size: number; search: string };

/** The notices' batches, newest first; the search is sent only when it holds text (spec §5). */
export function useWithdrawalList(criteria: WithdrawalCriteria) {
  return useQuery({
    queryKey: [...withdrawalsKey, 'list', criteria],
    queryFn: () =>
      api.GET('/admin/withdrawals/simple', {
        params: {
          query: {
            page: criteria.page,
            size: criteria.size,
            sort_desc: true,
            search: criteria.search.trim() || undefined,
          },
        },
      }),
    staleTime: WITHDRAWAL_STALE_MS,
    retry: WITHDRAWAL_RETRIES,
    placeholderData: keepPreviousData,
  });
}

/** Asks the server to read the recall feed now; the answer is not needed (spec §7). */
export const requestFeedCheck = () => api.POST('/admin/withdrawals/manual-check');

/** Where recalls are read from and how the latest reads went. */
export function useFeedStatus() {
  return useQuery({
    queryKey: [...withdrawalsKey, 'status'],
    queryFn: () => api.GET('/admin/withdrawals/status'),
    staleTime: WITHDRAWAL_STALE_MS,
    retry: WITHDRAWAL_RETRIES,
  });
}
