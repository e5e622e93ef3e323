import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MANAGEMENT_LIST_SIZE } from '../../../shared/constants.ts';
import type { Site, SiteCreateInput, SiteUpdateInput } from '../../../shared/schemas/site.ts';
import { api } from '../../api-client/client.ts';
import { useSiteStore } from '../../stores/site.ts';

export type SiteStatus = 'all' | 'active' | 'inactive';
export type SiteFilters = { search: string; customer_id: string | null; status: SiteStatus };

export const NO_SITE_FILTERS: SiteFilters = { search: '', customer_id: null, status: 'all' };

export function useSiteList(filters: SiteFilters) {
  return useQuery({
    queryKey: ['sites', 'list', filters],
    queryFn: () =>
      api.GET('/sites', {
        params: {
          query: {
            page: 1,
            per_page: MANAGEMENT_LIST_SIZE,
            search: filters.search.trim(),
            customer_id: filters.customer_id ?? undefined,
            status: filters.status,
          },
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** How many sites there are with a status; asks for one row and reads the total. */
export function useSiteCount(status: SiteStatus) {
  return useQuery({
    queryKey: ['sites', 'count', status],
    queryFn: async () =>
      (await api.GET('/sites', { params: { query: { page: 1, per_page: 1, status } } })).total,
  });
}

function useSiteMutation<Vars, Answer>(call: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      // Customers count their sites and users list their site names, so those lists reload too.
      await Promise.all(
        ['sites', 'customers', 'users'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      );
      await useSiteStore.getState().loadSites();
    },
  });
}

export const useCreateSite = () =>
  useSiteMutation((body: SiteCreateInput) => api.POST('/sites', { body }));

export const useUpdateSite = () =>
  useSiteMutation(({ id, body }: { id: string; body: SiteUpdateInput }) =>
    api.PUT('/sites/{id}', { params: { path: { id } }, body }),
  );

export const useDeleteSite = () =>
  useSiteMutation(({ site, force }: { site: Site; force: boolean }) =>
    api.DELETE('/sites/{id}', {
      params: { path: { id: site.id }, query: force ? { force: true } : undefined },
    }),
  );
