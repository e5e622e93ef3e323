import type { Kysely } from 'kysely';
import type {
  FollowUpCounts,
  NoticeFollowUpList,
  RecallFollowUpList,
  RecallFollowUpQuery,
} from '../../../shared/schemas/recall-follow-up.ts';
import type { Database } from '../../db/schema.ts';
import { chunks } from '../../db/chunks.ts';
import { countRows } from '../../db/paging.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { panelSiteIds, toCount } from '../sites/panel-scope.ts';
import type { Clock } from '../../clock.ts';
import { pastDeadline } from './follow-up-overdue.ts';
import { followUpQuery, selectFollowUp, toFollowUps } from './follow-up-records.ts';

export const NOTICE_NOT_FOUND = 'Indragningsmeddelandet hittades inte.';

/** A notice no unit was asked to confirm. */
export const NO_FOLLOW_UP: FollowUpCounts = { state: 'none', total: 0, confirmed: 0, overdue: 0 };

/** How each notice's follow-up stands over every active unit, whoever asks. */
export async function followUpCounts(
  db: Kysely<Database>,
  notices: readonly { id: string; follow_up_closed_at: string | null }[],
  clock: Clock,
): Promise<Map<string, FollowUpCounts>> {
  const counted = new Map<string, FollowUpCounts>();
  for (const part of chunks(notices.map((n) => n.id))) {
    const rows = await db
      .selectFrom('recall_follow_ups as f')
      .innerJoin('sites', 'sites.id', 'f.site_id')
      .select((eb) => [
        'f.notice_id',
        eb.fn.countAll<number | string | bigint>().as('total'),
        eb.fn
          .count<number | string | bigint>(
            eb.case().when('f.status', '=', 'confirmed').then(1).end(),
          )
          .as('confirmed'),
        eb.fn
          .count<number | string | bigint>(eb.case().when('f.status', '=', 'open').then(1).end())
          .as('open'),
        eb.fn
          .count<number | string | bigint>(eb.case().when(pastDeadline(eb, clock)).then(1).end())
          .as('overdue'),
      ])
      .where('f.notice_id', 'in', part)
      .where('sites.is_active', '=', 1)
      .groupBy('f.notice_id')
      .execute();
    for (const row of rows) {
      const total = toCount(row.total);
      counted.set(row.notice_id, {
        state: toCount(row.open) === 0 ? 'followed_up' : 'open',
        total,
        confirmed: toCount(row.confirmed),
        overdue: toCount(row.overdue),
      });
    }
  }
  for (const notice of notices) {
    const counts = counted.get(notice.id) ?? NO_FOLLOW_UP;
    counted.set(notice.id, notice.follow_up_closed_at ? { ...counts, state: 'closed' } : counts);
  }
  return counted;
}

/** The notice a follow-up call names, with who closed its follow-up; 404 when there is none. */
export async function findNotice(db: Kysely<Database>, noticeId: string) {
  const notice = await db
    .selectFrom('recall_notices as n')
    .leftJoin('users as u', 'u.id', 'n.follow_up_closed_by')
    .select([
      'n.id',
      'n.product_name',
      'n.strength',
      'n.recall_class',
      'n.follow_up_closed_at',
      'n.follow_up_close_reason',
      'n.look_back_months',
      'n.kind',
      'n.level',
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
  const notice = await findNotice(ctx.db, noticeId);
  const siteIds = await panelSiteIds(ctx);
  let query = followUpQuery(ctx.db)
    .where('f.notice_id', '=', noticeId)
    .where('s.is_active', '=', 1);
  if (siteIds) query = query.where('f.site_id', 'in', siteIds);
  const rows =
    siteIds?.length === 0
      ? []
      : await selectFollowUp(query).orderBy('cu.name').orderBy('s.name').orderBy('f.id').execute();
  const items = await toFollowUps(ctx.db, ctx.actor, rows, ctx.clock);
  const closedBy = [notice.first_name, notice.last_name].filter(Boolean).join(' ');
  return {
    items,
    summary: {
      state: (await followUpCounts(ctx.db, [notice], ctx.clock)).get(notice.id)?.state ?? 'none',
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
  let scoped = followUpQuery(ctx.db).where('s.is_active', '=', 1);
  if (siteIds) scoped = scoped.where('f.site_id', 'in', siteIds);
  if (query.status !== 'all') scoped = scoped.where('f.status', '=', query.status);
  if (query.overdue) scoped = scoped.where((eb) => pastDeadline(eb, ctx.clock));
  const total = await countRows(scoped);
  const rows = await selectFollowUp(scoped)
    .orderBy('f.due_date')
    .orderBy('n.product_name')
    .orderBy('s.name')
    .orderBy('f.id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { items: await toFollowUps(ctx.db, ctx.actor, rows, ctx.clock), total };
}
