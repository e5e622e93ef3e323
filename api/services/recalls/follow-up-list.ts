import type { Kysely } from 'kysely';
import type {
  NoticeFollowUpList,
  NoticeFollowUpSummary,
  RecallFollowUpList,
  RecallFollowUpQuery,
} from '../../../shared/schemas/recall-follow-up.ts';
import type { Database } from '../../db/schema.ts';
import { countRows } from '../../db/paging.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { panelSiteIds, toCount } from '../dashboard/panel-scope.ts';
import { followUpQuery, selectFollowUp, toFollowUps } from './follow-up-records.ts';

export const NOTICE_NOT_FOUND = 'Indragningsmeddelandet hittades inte.';

/** The notice's follow-up as a whole: every site's, whoever asks. */
export async function noticeFollowUpState(
  db: Kysely<Database>,
  notice: { id: string; follow_up_closed_at: string | null },
): Promise<NoticeFollowUpSummary['state']> {
  if (notice.follow_up_closed_at) return 'closed';
  const counts = await db
    .selectFrom('recall_follow_ups')
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as('total'),
      eb.fn
        .count<number | string | bigint>(eb.case().when('status', '=', 'open').then(1).end())
        .as('open'),
    ])
    .where('notice_id', '=', notice.id)
    .executeTakeFirstOrThrow();
  if (toCount(counts.total) === 0) return 'none';
  return toCount(counts.open) === 0 ? 'followed_up' : 'open';
}

async function loadNotice(db: Kysely<Database>, noticeId: string) {
  const notice = await db
    .selectFrom('recall_notices as n')
    .leftJoin('users as u', 'u.id', 'n.follow_up_closed_by')
    .select([
      'n.id',
      'n.follow_up_closed_at',
      'n.follow_up_close_reason',
      'u.first_name',
      'u.last_name',
    ])
    .where('n.id', '=', noticeId)
    .executeTakeFirst();
  if (!notice) throw notFound(NOTICE_NOT_FOUND, 'RECALL_NOTICE_NOT_FOUND');
  return notice;
}

/**
 * Every site's follow-up of a notice that the person sees: an admin every site's, a unit
 * manager their units', a user their unit's; with how many of those have confirmed.
 */
export async function listNoticeFollowUps(
  ctx: ServiceContext,
  noticeId: string,
): Promise<NoticeFollowUpList> {
  const notice = await loadNotice(ctx.db, noticeId);
  const siteIds = await panelSiteIds(ctx);
  let query = followUpQuery(ctx.db).where('f.notice_id', '=', noticeId);
  if (siteIds) query = query.where('f.site_id', 'in', siteIds);
  const rows =
    siteIds?.length === 0
      ? []
      : await selectFollowUp(query).orderBy('cu.name').orderBy('s.name').orderBy('f.id').execute();
  const items = await toFollowUps(ctx.db, rows, ctx.clock.today());
  const closedBy = [notice.first_name, notice.last_name].filter(Boolean).join(' ');
  return {
    items,
    summary: {
      state: await noticeFollowUpState(ctx.db, notice),
      total: items.length,
      confirmed: items.filter((f) => f.status === 'confirmed').length,
      overdue: items.filter((f) => f.overdue).length,
      closed_at: notice.follow_up_closed_at,
      closed_by: notice.follow_up_closed_at ? closedBy || null : null,
      close_reason: notice.follow_up_close_reason,
    },
  };
}

/** The follow-ups of the person's sites (as the INDRAGNINGAR panel scopes them), soonest due first. */
export async function listFollowUps(
  ctx: ServiceContext,
  query: RecallFollowUpQuery,
): Promise<RecallFollowUpList> {
  const siteIds = await panelSiteIds(ctx);
  if (siteIds?.length === 0) return { items: [], total: 0 };
  const today = ctx.clock.today();
  let scoped = followUpQuery(ctx.db).where('s.is_active', '=', 1);
  if (siteIds) scoped = scoped.where('f.site_id', 'in', siteIds);
  if (query.status !== 'all') scoped = scoped.where('f.status', '=', query.status);
  if (query.overdue) scoped = scoped.where('f.status', '=', 'open').where('f.due_date', '<', today);
  const total = await countRows(scoped);
  const rows = await selectFollowUp(scoped)
    .orderBy('f.due_date')
    .orderBy('n.product_name')
    .orderBy('s.name')
    .orderBy('f.id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { items: await toFollowUps(ctx.db, rows, today), total };
}
