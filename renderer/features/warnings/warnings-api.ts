import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants.ts';
import type { WarningSeverity, WarningType } from '../../../shared/schemas/warning.ts';
import type { operations } from '../../api-client/api-types.ts';
import { api } from '../../api-client/client.ts';
import { useSiteStore } from '../../stores/site.ts';

export const warningsKey = ['warnings'] as const;

export type StatusFilter = 'all' | 'open' | 'resolved';

export type WarningFilters = {
  page: number;
  search: string;
  type: WarningType | null;
  severity: WarningSeverity | null;
  status: StatusFilter;
  allSites: boolean;
};

type WarningQuery = NonNullable<operations['listWarnings']['parameters']['query']>;

/** The list's filters as the API takes them, for the list and its export alike. */
export const warningCriteria = (
  filters: Omit<WarningFilters, 'page'>,
): Omit<WarningQuery, 'page' | 'size'> => ({
  search: filters.search.trim(),
  warning_type: filters.type ?? undefined,
  severity: filters.severity ?? undefined,
  is_resolved: filters.status === 'all' ? undefined : filters.status === 'resolved',
  all_sites: filters.allSites || undefined,
});

export function useWarningList(filters: WarningFilters) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...warningsKey, siteId, 'list', filters],
    queryFn: () =>
      api.GET('/warnings', {
        params: {
          query: { page: filters.page, size: DEFAULT_PAGE_SIZE, ...warningCriteria(filters) },
        },
      }),
    placeholderData: keepPreviousData,
    // Stock changes elsewhere raise and close warnings; show the server's state on every visit.
    refetchOnMount: 'always',
  });
}

export function useWarningDetail(id: string | null) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...warningsKey, siteId, 'detail', id],
    queryFn: () => api.GET('/warnings/{id}/with-history', { params: { path: { id: id ?? '' } } }),
    enabled: id !== null,
  });
}

function useWarningMutation<Vars, Answer>(call: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: warningsKey }),
  });
}

export const useAcknowledgeWarning = () =>
  useWarningMutation((id: string) =>
    api.POST('/warnings/acknowledge/{id}', { params: { path: { id } } }),
  );

export const useResolveWarning = () =>
  useWarningMutation(({ id, notes }: { id: string; notes: string }) =>
    api.PUT('/warnings/{id}/resolve', {
      params: { path: { id } },
      body: { resolution_notes: notes },
    }),
  );

export const useBulkAcknowledge = () =>
  useWarningMutation((ids: string[]) => api.POST('/warnings/bulk-acknowledge', { body: { ids } }));

export const useBulkResolve = () =>
  useWarningMutation(({ ids, notes }: { ids: string[]; notes: string }) =>
    api.POST('/warnings/bulk-resolve', { body: { ids, resolution_notes: notes } }),
  );
