import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DelegationInput,
  DelegationQuery,
  RevokeDelegationInput,
} from '../../../shared/schemas/delegations.ts';
import { api } from '../../api-client/client.ts';
import { useSiteStore } from '../../stores/site.ts';
import { warningsKey } from '../warnings/warnings-api.ts';

const delegationsKey = ['delegations'] as const;
export type DelegationFilter = DelegationQuery['status'];

export function useDelegations(status: DelegationFilter) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...delegationsKey, siteId, status],
    queryFn: () => api.GET('/delegations', { params: { query: { status } } }),
    enabled: siteId !== null,
  });
}

/** The working unit's people: who may get a delegation, and its nurses who may issue one. */
export function useUnitPeople() {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: ['site-users', siteId],
    queryFn: () => api.GET('/sites/{id}/users', { params: { path: { id: siteId ?? '' } } }),
    enabled: siteId !== null,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [delegationsKey, warningsKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useCreateDelegation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: DelegationInput) => api.POST('/delegations', { body }),
    onSuccess: refresh,
  });
}

export function useRevokeDelegation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RevokeDelegationInput }) =>
      api.POST('/delegations/{id}/revoke', { params: { path: { id } }, body }),
    onSuccess: refresh,
  });
}
