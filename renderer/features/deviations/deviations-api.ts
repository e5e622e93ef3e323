import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CloseDeviationInput,
  DeviationNoteInput,
  DeviationQuery,
} from '../../../shared/schemas/deviations.ts';
import { api } from '../../api-client/client.ts';
import { useSiteStore } from '../../stores/site.ts';
import { warningsKey } from '../warnings/warnings-api.ts';

const deviationsKey = ['deviations'] as const;
export type DeviationStatusFilter = DeviationQuery['status'];

/** The current unit's deviations with the chosen status. */
export function useDeviations(status: DeviationStatusFilter) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...deviationsKey, siteId, status],
    queryFn: () => api.GET('/deviations', { params: { query: { status } } }),
    enabled: siteId !== null,
  });
}

export function useDeviation(id: string) {
  return useQuery({
    queryKey: [...deviationsKey, 'one', id],
    queryFn: () => api.GET('/deviations/{id}', { params: { path: { id } } }),
  });
}

export function useAddDeviationNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviationNoteInput) =>
      api.POST('/deviations/{id}/notes', { params: { path: { id } }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviationsKey }),
  });
}

export function useCloseDeviation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloseDeviationInput) =>
      api.POST('/deviations/{id}/close', { params: { path: { id } }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: deviationsKey });
      await queryClient.invalidateQueries({ queryKey: warningsKey });
    },
  });
}
