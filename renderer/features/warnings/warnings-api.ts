import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants.ts';
import type {
  WarningBulkResult,
  WarningList,
  WarningSeverity,
  WarningType,
  WarningWithHistory,
} from '../../../shared/schemas/warning.ts';
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

/** The list's filters as the API takes them, for the list and its export alike. */
export const warningCriteria = (filters: Omit<WarningFilters, 'page'>) => ({
  search: filters.search.trim(),
  warning_type: filters.type,
  severity: filters.severity,
  is_resolved: filters.status === 'all' ? null : filters.status === 'resolved',
  all_sites: filters.allSites ? true : null,
});

export function useWarningList(filters: WarningFilters) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...warningsKey, siteId, 'list', filters],
    queryFn: () =>
      api.get<WarningList>('/warnings/', {
        page: filters.page,
        size: DEFAULT_PAGE_SIZE,
        ...warningCriteria(filters),
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
    queryFn: () => api.get<WarningWithHistory>(`/warnings/${id ?? ''}/with-history`),
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
  useWarningMutation((id: string) => api.post<WarningWithHistory>(`/warnings/acknowledge/${id}`));

export const useResolveWarning = () =>
  useWarningMutation(({ id, notes }: { id: string; notes: string }) =>
    api.put<WarningWithHistory>(`/warnings/${id}/resolve`, { resolution_notes: notes }),
  );

export const useBulkAcknowledge = () =>
  useWarningMutation((ids: string[]) =>
    api.post<WarningBulkResult>('/warnings/bulk-acknowledge', { ids }),
  );

export const useBulkResolve = () =>
  useWarningMutation(({ ids, notes }: { ids: string[]; notes: string }) =>
    api.post<WarningBulkResult>('/warnings/bulk-resolve', { ids, resolution_notes: notes }),
  );
