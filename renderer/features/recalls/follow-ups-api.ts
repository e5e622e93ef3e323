import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecallFollowUp,
  RecallFollowUpConfirmInput,
} from '../../../shared/schemas/recall-follow-up.ts';
import { api } from '../../api-client/client.ts';
import { useSiteStore } from '../../stores/site.ts';
import { withdrawalsKey } from './withdrawals-api.ts';

export const followUpsKey = ['recall-follow-ups'] as const;

/** The unit's recall checks still to confirm, soonest due first (INDRAGNINGAR). */
export function useOpenFollowUps(limit: number, refreshMs: number) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...followUpsKey, 'open', siteId, limit],
    queryFn: () =>
      api.GET('/indragningar/follow-ups', { params: { query: { status: 'open', limit } } }),
    refetchInterval: refreshMs,
  });
}

/** Every unit's check of one notice, as the person may see them. */
export function useNoticeFollowUps(noticeId: string | null) {
  return useQuery({
    queryKey: [...followUpsKey, 'notice', noticeId],
    queryFn: () =>
      api.GET('/indragningar/notices/{id}/follow-ups', {
        params: { path: { id: noticeId ?? '' } },
      }),
    enabled: noticeId !== null,
  });
}

/** After any change: the unit's list, the notice's list and the monitor's counts. */
function useReloadFollowUps() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: followUpsKey }),
      queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
    ]);
}

export type ConfirmRequest = { followUp: RecallFollowUp; input: RecallFollowUpConfirmInput };

export function useConfirmFollowUp() {
  const reload = useReloadFollowUps();
  return useMutation({
    mutationFn: ({ followUp, input }: ConfirmRequest) =>
      api.POST('/indragningar/notices/{id}/follow-ups/{siteId}/confirm', {
        params: { path: { id: followUp.notice_id, siteId: followUp.site_id } },
        body: input,
      }),
    onSuccess: reload,
  });
}

/** Admin: asks every unit to check a notice that does not ask by itself. */
export function useOpenNoticeFollowUps() {
  const reload = useReloadFollowUps();
  return useMutation({
    mutationFn: (noticeId: string) =>
      api.POST('/indragningar/notices/{id}/follow-ups', { params: { path: { id: noticeId } } }),
    onSuccess: reload,
  });
}

/** Admin: closes a notice's follow-up before every unit has confirmed. */
export function useCloseNoticeFollowUps() {
  const reload = useReloadFollowUps();
  return useMutation({
    mutationFn: ({ noticeId, reason }: { noticeId: string; reason: string }) =>
      api.POST('/indragningar/notices/{id}/follow-ups/close', {
        params: { path: { id: noticeId } },
        body: { reason },
      }),
    onSuccess: reload,
  });
}

/** A unit manager reopens Medvakt's answer 'Ej i lager enligt Medvakt', so the unit checks. */
export function useReopenFollowUp() {
  const reload = useReloadFollowUps();
  return useMutation({
    mutationFn: (followUp: Pick<RecallFollowUp, 'notice_id' | 'site_id'>) =>
      api.POST('/indragningar/notices/{id}/follow-ups/{siteId}/reopen', {
        params: { path: { id: followUp.notice_id, siteId: followUp.site_id } },
      }),
    onSuccess: reload,
  });
}

/** The unit's checks Medvakt answered ('Ej i lager enligt Medvakt'), which its manager may reopen. */
export function useAnsweredFollowUps(limit: number, refreshMs: number) {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return useQuery({
    queryKey: [...followUpsKey, 'confirmed', siteId, limit],
    queryFn: () =>
      api.GET('/indragningar/follow-ups', { params: { query: { status: 'confirmed', limit } } }),
    refetchInterval: refreshMs,
    select: (list) => list.items.filter((f) => f.may_reopen),
  });
}
