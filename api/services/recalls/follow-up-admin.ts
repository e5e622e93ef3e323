import type {
  NoticeFollowUpList,
  RecallFollowUpCloseInput,
} from '../../../shared/schemas/recall-follow-up.ts';
import { conflict } from '../../errors.ts';
import { iso } from '../../time.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { requireRole } from '../auth/permissions.ts';
import { audit } from '../audit/audit-service.ts';
import { closeFollowUpAlert, FOLLOW_UP_CLOSED } from './follow-up-alerts.ts';
import { findNotice, listNoticeFollowUps } from './follow-up-list.ts';
import { openFollowUps } from './follow-up-open.ts';
import { noticeActs } from './notice-scope.ts';

const ALREADY_CLOSED = 'Uppföljningen av indragningen är redan stängd.';

/**
 * An admin asks every active unit to confirm a notice that does not ask by itself (class III or
 * none), or the units added since it was opened; opening twice opens nothing more.
 */
export async function openNoticeFollowUps(
  ctx: ServiceContext,
  noticeId: string,
): Promise<NoticeFollowUpList> {
  requireRole(ctx.actor, 'admin');
  const notice = await findNotice(ctx.db, noticeId);
  if (notice.follow_up_closed_at) throw conflict(ALREADY_CLOSED, 'FOLLOW_UP_CLOSED');
  if (!noticeActs(notice))
    throw conflict(
      'Meddelandet ber inte vårdenheterna om något (information, eller en indragning på ' +
        'apoteks- eller grossistnivå), så ingen kontroll öppnas.',
      'NOTICE_IS_INFORMATION',
    );
  await ctx.db.transaction().execute(async (trx) => {
    const opened = await openFollowUps(trx, ctx.clock, notice);
    if (opened === 0) return;
    await audit(trx, ctx, {
      action: 'open_follow_ups',
      entity: 'recall_notice',
      entity_id: notice.id,
      after: { name: notice.product_name, sites: opened },
    });
  });
  return listNoticeFollowUps(ctx, noticeId);
}

/**
 * An admin closes a notice's follow-up before every unit has confirmed, with why: the units still
 * open are closed (their warnings too) and confirm no more.
 */
export async function closeNoticeFollowUps(
  ctx: ServiceContext,
  noticeId: string,
  input: RecallFollowUpCloseInput,
): Promise<NoticeFollowUpList> {
  requireRole(ctx.actor, 'admin');
  const notice = await findNotice(ctx.db, noticeId);
  if (notice.follow_up_closed_at) throw conflict(ALREADY_CLOSED, 'FOLLOW_UP_CLOSED');
  await ctx.db.transaction().execute(async (trx) => {
    const now = iso(ctx.clock.now());
    const claimed = await trx
      .updateTable('recall_notices')
      .set({
        follow_up_closed_at: now,
        follow_up_closed_by: ctx.actor.id,
        follow_up_close_reason: input.reason,
      })
      .where('id', '=', noticeId)
      .where('follow_up_closed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw conflict(ALREADY_CLOSED, 'FOLLOW_UP_CLOSED');
    const closed = await trx
      .updateTable('recall_follow_ups')
      .set({ status: 'closed' })
      .where('notice_id', '=', noticeId)
      .where('status', '=', 'open')
      .returning(['id', 'site_id'])
      .execute();
    for (const followUp of closed)
      await closeFollowUpAlert(trx, ctx.clock, followUp, FOLLOW_UP_CLOSED.closed);
    await audit(trx, ctx, {
      action: 'close_follow_up',
      entity: 'recall_notice',
      entity_id: noticeId,
      before: { open_sites: closed.length },
      after: { name: notice.product_name, reason: input.reason },
    });
  });
  return listNoticeFollowUps(ctx, noticeId);
}
