import { z } from 'zod';
import { FollowUpCounts } from './recall-follow-up.ts';
import { booleanQueryOr, Id } from './common.ts';
import {
  NOTICE_KINDS,
  RECALL_CLASSES,
  RECALL_LEVELS,
  RECALL_NOTICE_SOURCES,
  RecallNotice,
} from './recall.ts';

export const RECALL_FEED_TRIGGERS = ['schedule', 'manual'] as const;
/** The recall monitor's page sizes; the API takes any size up to the largest. */
export const WITHDRAWAL_PAGE_SIZES = [25, 50, 100, 200] as const;
export const WITHDRAWAL_DEFAULT_SIZE = 50;
/** What the monitor shows for a notice that names no batch. */
export const NO_BATCH = '-';

const page = z.coerce
  .number({ error: 'Sidnummer måste vara ett tal' })
  .int({ error: 'Sidnummer måste vara ett heltal' })
  .min(1, { error: 'Sidnummer måste vara minst 1' })
  .default(1);

const size = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'Sidstorlek måste vara ett tal' })
    .int({ error: 'Sidstorlek måste vara ett heltal' })
    .min(1, { error: 'Sidstorlek måste vara minst 1' })
    .max(max, { error: `Sidstorlek får vara max ${max}` })
    .default(fallback);

/** One read of the recall feed: when, whether it worked (or why not), and what it brought. */
export const RecallFeedRun = z.object({
  id: Id,
  /** The feed's address without credentials or query, or its file path. */
  source: z.string(),
  trigger: z.enum(RECALL_FEED_TRIGGERS),
  started_at: z.string(),
  /** Null while the read is under way. */
  finished_at: z.string().nullable(),
  ok: z.boolean(),
  /** The feed answered 304: nothing new since the last good read. */
  not_modified: z.boolean(),
  /** Why the read failed, in Swedish. */
  error: z.string().nullable(),
  items_seen: z.number(),
  notices_added: z.number(),
  matches_added: z.number(),
});
export type RecallFeedRun = z.infer<typeof RecallFeedRun>;

export const RecallSyncInput = z.object({
  /** Read the whole feed again, without the last read's ETag / Last-Modified. */
  force_full_sync: z
    .boolean({ error: 'force_full_sync måste vara true eller false' })
    .optional()
    .default(false),
});
export type RecallSyncInput = z.infer<typeof RecallSyncInput>;

export const RecallFeedStatus = z.object({
  configured: z.boolean(),
  source: z.string().nullable(),
  /** Minutes between scheduled reads; 0 when the schedule is off. */
  sync_minutes: z.number(),
  last_run: RecallFeedRun.nullable(),
  /** When the feed was last read without error. */
  last_success_at: z.string().nullable(),
  /** The latest reads, newest first. */
  runs: z.array(RecallFeedRun),
});
export type RecallFeedStatus = z.infer<typeof RecallFeedStatus>;

/**
 * A stored notice as every signed-in user may read it: public information, so without how many
 * batches it matched (that would tell of other units' stock).
 */
export const RecallFeedNotice = RecallNotice.omit({ match_count: true });
export type RecallFeedNotice = z.infer<typeof RecallFeedNotice>;

export const RecallFeedQuery = z.object({ page, size: size(100, 20) });
export type RecallFeedQuery = z.infer<typeof RecallFeedQuery>;

export const RecallFeedList = z.object({
  items: z.array(RecallFeedNotice),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  pages: z.number(),
});
export type RecallFeedList = z.infer<typeof RecallFeedList>;

export const WithdrawalQuery = z.object({
  page,
  size: size(200, WITHDRAWAL_DEFAULT_SIZE),
  /** Newest notice first (default) or oldest first. */
  sort_desc: booleanQueryOr(true),
  /** Part of a product name or a batch number. */
  search: z.string().trim().max(200, { error: 'Söktexten är för lång' }).optional(),
});
export type WithdrawalQuery = z.infer<typeof WithdrawalQuery>;

/** One recalled batch of a notice (recall monitor row); a notice without batches shows once. */
export const WithdrawalItem = z.object({
  id: Id,
  notice_id: Id,
  product_name: z.string(),
  batch_number: z.string(),
  expiry_date: z.string().nullable(),
  strength: z.string().nullable(),
  recall_class: z.enum(RECALL_CLASSES).nullable(),
  source: z.enum(RECALL_NOTICE_SOURCES),
  published_at: z.string().nullable(),
  /** How the units' checks of the notice stand: 'N av M enheter har bekräftat'. */
  follow_up: FollowUpCounts,
  /** No batches named: every batch of the product ('Gäller alla batcher'). */
  whole_product: z.boolean(),
  level: z.enum(RECALL_LEVELS),
  kind: z.enum(NOTICE_KINDS),
  /** Batches in stock the notice found at any unit; 0 shows 'Matchar inget i lager'. */
  match_count: z.number(),
});
export type WithdrawalItem = z.infer<typeof WithdrawalItem>;

export const WithdrawalList = z.object({
  items: z.array(WithdrawalItem),
  pages: z.number(),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type WithdrawalList = z.infer<typeof WithdrawalList>;
