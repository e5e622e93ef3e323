import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OfflineRefusal,
  ResolveOfflineRefusalInput,
} from '../../../shared/schemas/offline.ts';
import { api } from '../../api-client/client.ts';

const refusalsKey = ['offline-refusals'] as const;

/** The current site's refused offline events; with `resolved`, also those already dealt with. */
export const useOfflineRefusals = (siteId: string | null, withResolved: boolean) =>
  useQuery({
    queryKey: [...refusalsKey, siteId, withResolved],
    queryFn: () =>
      api.get<OfflineRefusal[]>('/offline-refusals', { status: withResolved ? 'all' : 'open' }),
    enabled: siteId !== null,
  });

export function useResolveRefusal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResolveOfflineRefusalInput }) =>
      api.post<OfflineRefusal>(`/offline-refusals/${id}/resolve`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refusalsKey }),
  });
}
