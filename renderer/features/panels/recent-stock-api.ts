import { useQuery } from '@tanstack/react-query';

import { api } from '../../api-client/client.ts';
import { useSiteStore } from '../../stores/site.ts';
import { inventoryKey } from '../inventory/inventory-api.ts';
import { RECENT_STOCK_ROWS } from './panel-settings.ts';

/** The working site's last added or restocked batches; reloads with every stock change. */
export function useRecentStock() {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...inventoryKey, siteId, 'recent', RECENT_STOCK_ROWS],
    queryFn: () =>
      api.GET('/inventory/items', {
        params: { query: { page: 1, size: RECENT_STOCK_ROWS, sort: 'recent' } },
      }),
    enabled: siteId !== null,
  });
}
