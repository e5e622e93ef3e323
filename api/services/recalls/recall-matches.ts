import type {
  RecallMatchList,
  RecallMatchQuery,
  RecallStats,
} from '../../../shared/schemas/recall.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { panelSiteIds, toCount } from '../sites/panel-scope.ts';
import { lastFeedSuccess } from './feed-status.ts';
import { matchQuery, selectMatch, toMatch } from './recall-records.ts';
import { countRows } from '../../db/paging.ts';

type MatchFilter = Pick<RecallMatchQuery, 'active_only' | 'include_resolved'>;

function scopedMatches(ctx: ServiceContext, siteIds: string[] | null, filter: MatchFilter) {
  let query = matchQuery(ctx.db).where('s.is_active', '=', 1);
  if (siteIds) query = query.where('m.site_id', 'in', siteIds);
  return query.where((eb) => {
    const open = filter.active_only
      ? eb.and([eb('m.status', '=', 'active'), eb('i.quantity', '>', 0)])
      : eb('m.status', '=', 'active');
    return filter.include_resolved
      ? eb.or([open, eb('m.status', 'in', ['resolved', 'dismissed'])])
      : open;
  });
}

/** The INDRAGNINGAR panel rows of the caller's sites, newest match first. */
export async function listMatches(
  ctx: ServiceContext,
  query: RecallMatchQuery,
): Promise<RecallMatchList> {
  const siteIds = await panelSiteIds(ctx);
  if (siteIds?.length === 0) return { items: [], total: 0 };
  const scoped = scopedMatches(ctx, siteIds, query);
  const total = await countRows(scoped);
  const rows = await selectMatch(scoped)
    .orderBy('m.matched_at', 'desc')
    .orderBy('m.id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { items: rows.map(toMatch), total: toCount(total) };
}

/** How many recalled batches still wait for action, and when notices were last read. */
export async function recallStats(ctx: ServiceContext): Promise<RecallStats> {
  const siteIds = await panelSiteIds(ctx);
  let total = 0;
  if (siteIds?.length !== 0) {
    const row = await scopedMatches(ctx, siteIds, { active_only: true, include_resolved: false })
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
      .executeTakeFirstOrThrow();
    total = toCount(row.total);
  }
  // The last good read of the feed; without a feed, when a notice last arrived.
  const checked = await lastFeedSuccess(ctx.db);
  if (checked) return { total_matches: total, last_checked_at: checked };
  const newest = await ctx.db
    .selectFrom('recall_notices')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .executeTakeFirst();
  return { total_matches: total, last_checked_at: newest?.at ?? null };
}
