import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExpiryWarningList } from '../../../shared/schemas/dashboard.ts';
import type { RecallMatch, RecallMatchList } from '../../../shared/schemas/recall.ts';
import { api } from '../../api-client/client.ts';
import { useSiteStore } from '../../stores/site.ts';
import { inventoryKey } from '../inventory/inventory-api.ts';
import { medicineListsKey } from '../medicines/medicines-api.ts';
import { classifyDisposeError, retryDelayMs, shouldRetryLoad } from './panel-errors.ts';
import { recallDisposalNotes, withoutMatch, withoutWarning } from './panel-rows.ts';

// Panels live under the inventory key: every stock change (unpack, edit, disposal anywhere)
// invalidates them with the rest of the stock lists.
const panelsKey = (siteId: string | null) => [...inventoryKey, siteId, 'panels'] as const;
const expiryKey = (siteId: string | null, limit: number) =>
  [...panelsKey(siteId), 'expiry', limit] as const;
const matchesKey = (siteId: string | null, limit: number) =>
  [...panelsKey(siteId), 'recall-matches', limit] as const;
const statsKey = (siteId: string | null) => [...panelsKey(siteId), 'recall-stats'] as const;

/** Refresh at the interval while the last load succeeded; a failed panel waits for 'Försök igen'. */
const refreshEvery =
  (ms: number) =>
  (query: { state: { status: string } }): number | false =>
    query.state.status === 'error' ? false : ms;

const panelQuery = {
  retry: shouldRetryLoad,
  retryDelay: retryDelayMs,
  staleTime: 0,
  // Failures must surface while offline too, instead of the query pausing silently.
  networkMode: 'always',
} as const;

export function useExpiryWarnings(limit: number, refreshMs: number) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    ...panelQuery,
    queryKey: expiryKey(siteId, limit),
    queryFn: () => api.GET('/dashboard/cross-site-warnings', { params: { query: { limit } } }),
    refetchInterval: refreshEvery(refreshMs),
  });
}

export function useRecallMatches(limit: number, refreshMs: number) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    ...panelQuery,
    queryKey: matchesKey(siteId, limit),
    queryFn: () =>
      api.GET('/indragningar/matches', {
        params: { query: { active_only: true, include_resolved: false, limit } },
      }),
    refetchInterval: refreshEvery(refreshMs),
  });
}

export function useRecallStats(refreshMs: number) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    ...panelQuery,
    queryKey: statsKey(siteId),
    queryFn: () => api.GET('/indragningar/stats'),
    refetchInterval: refreshEvery(refreshMs),
  });
}

/** Takes a row out of every cached copy of a panel at once, then reloads the stock lists. */
function useRowRemoval() {
  const queryClient = useQueryClient();
  const siteId = useSiteStore((s) => s.currentSiteId);
  return {
    removeWarning(itemId: string) {
      queryClient.setQueriesData<ExpiryWarningList>(
        { queryKey: [...panelsKey(siteId), 'expiry'] },
        (list) => (list ? withoutWarning(list, itemId) : list),
      );
    },
    removeMatch(matchId: string) {
      queryClient.setQueriesData<RecallMatchList>(
        { queryKey: [...panelsKey(siteId), 'recall-matches'] },
        (list) => (list ? withoutMatch(list, matchId) : list),
      );
    },
    reloadStock: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inventoryKey }),
        queryClient.invalidateQueries({ queryKey: medicineListsKey }),
      ]),
  };
}

/** Disposes of a whole batch from VARNINGAR; a batch already gone (404) leaves the panel too. */
export function useQuickDispose() {
  const rows = useRowRemoval();
  return useMutation({
    mutationFn: (itemId: string) =>
      api.POST('/dashboard/quick-dispose/{id}', { params: { path: { id: itemId } } }),
    onSuccess: (_answer, itemId) => {
      rows.removeWarning(itemId);
      return rows.reloadStock();
    },
    onError: (error, itemId) => {
      if (classifyDisposeError(error).rowGone) rows.removeWarning(itemId);
    },
  });
}

/** Marks a recall match as disposed of; a match already gone (404) leaves the panel too. */
export function useResolveRecall() {
  const rows = useRowRemoval();
  return useMutation({
    mutationFn: (match: RecallMatch) =>
      api.POST('/indragningar/matches/{id}/resolve', {
        params: { path: { id: match.id } },
        body: { resolution_type: 'disposed', notes: recallDisposalNotes(match) },
      }),
    onSuccess: (_answer, match) => {
      rows.removeMatch(match.id);
      return rows.reloadStock();
    },
    onError: (error, match) => {
      if (classifyDisposeError(error).rowGone) rows.removeMatch(match.id);
    },
  });
}
