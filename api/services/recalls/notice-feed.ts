import { sql } from 'kysely';
import { pageCount } from '../../../shared/schemas/common.ts';
import type {
  RecallFeedList,
  RecallFeedNotice,
  RecallFeedQuery,
} from '../../../shared/schemas/recall-feed.ts';
import { RECALL_CLASSES, RECALL_NOTICE_SOURCES } from '../../../shared/schemas/recall.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { countRows, offsetOf } from '../../db/paging.ts';
import { noticeFacts } from './notice-scope.ts';

export const recallClass = (value: string | null) =>
  RECALL_CLASSES.find((c) => c === value) ?? null;
export const noticeSource = (value: string) =>
  RECALL_NOTICE_SOURCES.find((s) => s === value) ?? 'feed';

/**
 * The stored recall notices, newest first, with their batches. Notices are public information,
 * so every signed-in user may read them; which site holds a batch is not told here.
 */
export async function listNoticeFeed(
  ctx: ServiceContext,
  query: RecallFeedQuery,
): Promise<RecallFeedList> {
  const total = await countRows(ctx.db.selectFrom('recall_notices'));
  const notices = await ctx.db
    .selectFrom('recall_notices')
    .selectAll()
    .orderBy(sql`coalesce(published_at, created_at)`, 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(query.size)
    .offset(offsetOf(query))
    .execute();
  const ids = notices.map((n) => n.id);
  const batches = ids.length
    ? await ctx.db
        .selectFrom('recall_notice_batches')
        .select(['notice_id', 'batch_number', 'expiry_date'])
        .where('notice_id', 'in', ids)
        .orderBy('batch_number')
        .execute()
    : [];
  const items: RecallFeedNotice[] = notices.map((n) => ({
    id: n.id,
    source: noticeSource(n.source),
    external_id: n.external_id,
    product_name: n.product_name,
    strength: n.strength,
    gtin: n.gtin,
    varunummer: n.varunummer,
    pharmaceutical_form: n.pharmaceutical_form,
    pack_size: n.pack_size,
    recall_class: recallClass(n.recall_class),
    reason: n.reason,
    link: n.link,
    published_at: n.published_at,
    created_at: n.created_at,
    body: n.body,
    ...noticeFacts(n),
    batches: batches
      .filter((b) => b.notice_id === n.id)
      .map((b) => ({ batch_number: b.batch_number, expiry_date: b.expiry_date })),
  }));
  return {
    items,
    total,
    page: query.page,
    size: query.size,
    pages: pageCount(total, query.size),
  };
}
