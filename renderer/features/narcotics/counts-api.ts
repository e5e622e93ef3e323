import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api-client/client.ts';
import { useSiteStore } from '../../stores/site.ts';
import { narcoticsKey, type Period } from './narcotics-api.ts';

export const COUNTS_PAGE_SIZE = 25;

/** A page of the unit's control counts, newest first: one product's or all. */
export function useNarcoticCounts(templateId: string | null, period: Period, page: number) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...narcoticsKey, siteId, 'counts', templateId, period, page],
    queryFn: () =>
      api.GET('/narcotics/counts', {
        params: {
          query: {
            template_id: templateId ?? undefined,
            from: period.from || undefined,
            to: period.to || undefined,
            page,
            size: COUNTS_PAGE_SIZE,
          },
        },
      }),
    enabled: siteId !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
