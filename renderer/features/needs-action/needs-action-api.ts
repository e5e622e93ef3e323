import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResolveOfflineRefusalInput } from '../../../shared/schemas/offline.ts';
import { api } from '../../api-client/client.ts';

const refusalsKey = ['offline-refusals'] as const;

/** The current site's refused offline events; with `resolved`, also those already dealt with. */
export const useOfflineRefusals = (siteId: string | null, withResolved: boolean) =>
  useQuery({
    queryKey: [...refusalsKey, siteId, withResolved],
    queryFn: () =>
      api.GET('/offline-refusals', {
        params: { query: { status: withResolved ? 'all' : 'open' } },
      }),
    enabled: siteId !== null,
  });

export function useResolveRefusal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResolveOfflineRefusalInput }) =>
      api.POST('/offline-refusals/{id}/resolve', { params: { path: { id } }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refusalsKey }),
  });
}
