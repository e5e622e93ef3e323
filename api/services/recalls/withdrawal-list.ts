import { sql } from 'kysely';
import { pageCount } from '../../../shared/schemas/common.ts';
import {
  NO_BATCH,
  type RecallFeedStatus,
  type WithdrawalItem,
  type WithdrawalList,
  type WithdrawalQuery,
} from '../../../shared/schemas/recall-feed.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { requireRole } from '../auth/permissions.ts';
import { containsText, likeLiteral } from '../../db/search.ts';
import { normaliseBatch } from './batch-text.ts';
import { displaySource, latestRuns } from './feed-runs.ts';
import { lastFeedSuccess } from './feed-status.ts';
import { noticeSource, recallClass } from './notice-feed.ts';
import { countRows, offsetOf } from '../../db/paging.ts';
import { followUpCounts, NO_FOLLOW_UP } from './follow-up-list.ts';
import { chunks } from '../../db/chunks.ts';
import { levelOf } from './notice-scope.ts';

const STATUS_RUNS = 10;

function withdrawalRows(ctx: ServiceContext, search: string | undefined) {
  let query = ctx.db
    .selectFrom('recall_notices as n')
    .leftJoin('recall_notice_batches as b', 'b.notice_id', 'n.id');
  if (search) {
    const byText = containsText(ctx.db, ['n.product_name', 'b.batch_number'], search);
    const key = normaliseBatch(search);
    // 'lot 5fa-665' finds batch 5FA665P: the batch is also sought as its normalised key.
    query = key
      ? query.where(
          sql<boolean>`(${byText} or b.batch_key like ${`%${likeLiteral(key)}%`} escape '\\')`,
        )
      : query.where(byText);
  }
  return query;
}

/** Batches in stock each notice found at any unit, false matches not counted. */
async function matchCounts(ctx: ServiceContext, noticeIds: string[]) {
  const counted = new Map<string, number>();
  for (const part of chunks([...new Set(noticeIds)])) {
    const rows = await ctx.db
      .selectFrom('recall_matches')
      .select((eb) => ['notice_id', eb.fn.countAll<number | string | bigint>().as('n')])
      .where('notice_id', 'in', part)
      .where('status', '<>', 'dismissed')
      .groupBy('notice_id')
      .execute();
    for (const row of rows) counted.set(row.notice_id, Number(row.n));
  }
  return counted;
}

/** Every recalled batch of every notice for the recall monitor; admins only. */
export async function listWithdrawals(
  ctx: ServiceContext,
  query: WithdrawalQuery,
): Promise<WithdrawalList> {
  requireRole(ctx.actor, 'admin');
  const rows = withdrawalRows(ctx, query.search);
  const total = await countRows(rows);
  const direction = query.sort_desc ? 'desc' : 'asc';
  const found = await rows
    .select([
      'n.id as notice_id',
      'n.product_name',
      'n.strength',
      'n.recall_class',
      'n.source',
      'n.published_at',
      'n.follow_up_closed_at',
      'n.whole_product',
      'n.level',
      'n.kind',
      'b.id as batch_id',
      'b.batch_number',
      'b.expiry_date',
    ])
    .orderBy(sql`coalesce(n.published_at, n.created_at)`, direction)
    .orderBy('n.created_at', direction)
    .orderBy('n.id')
    .orderBy('b.batch_number')
    .limit(query.size)
    .offset(offsetOf(query))
    .execute();
  const counts = await followUpCounts(
    ctx.db,
    found.map((r) => ({ id: r.notice_id, follow_up_closed_at: r.follow_up_closed_at })),
    ctx.clock,
  );
  const matched = await matchCounts(
    ctx,
    found.map((r) => r.notice_id),
  );
  const items: WithdrawalItem[] = found.map((r) => ({
    id: r.batch_id ?? r.notice_id,
    notice_id: r.notice_id,
    product_name: r.product_name,
    batch_number: r.batch_number ?? NO_BATCH,
    expiry_date: r.expiry_date ?? null,
    strength: r.strength,
    recall_class: recallClass(r.recall_class),
    source: noticeSource(r.source),
    published_at: r.published_at,
    follow_up: counts.get(r.notice_id) ?? NO_FOLLOW_UP,
    whole_product: r.whole_product === 1,
    level: levelOf(r.level),
    kind: r.kind === 'information' ? 'information' : 'recall',
    match_count: matched.get(r.notice_id) ?? 0,
  }));
  return {
    items,
    total,
    pages: pageCount(total, query.size),
    page: query.page,
    size: query.size,
  };
}

/** Where notices are read from and how the latest reads went; admins only. */
export async function feedStatus(ctx: ServiceContext): Promise<RecallFeedStatus> {
  requireRole(ctx.actor, 'admin');
  const source = ctx.config.recallFeedUrl;
  const runs = await latestRuns(ctx.db, STATUS_RUNS);
  return {
    configured: source !== null,
    source: source ? displaySource(source) : null,
    sync_minutes: source ? ctx.config.recallSyncMinutes : 0,
    last_run: runs[0] ?? null,
    last_success_at: await lastFeedSuccess(ctx.db),
    runs,
  };
}
