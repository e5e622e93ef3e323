import { randomUUID } from 'node:crypto';
import { storeNotice, type NoticeInput } from '../services/recalls/store-notice.ts';
import type { TestEnv } from './harness.ts';

/** A batch number no other test uses, so notices (which reach every site) stay apart. */
export const uniqueBatch = (prefix = 'LOT') =>
  `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;

/**
 * A notice of Morfin; it names a batch nobody has unless told otherwise, since a notice without
 * batches covers every Morfin batch of every test in the file.
 */
export const noticeOf = (overrides: Partial<NoticeInput> = {}): NoticeInput => ({
  source: 'feed',
  external_id: null,
  product_name: 'Morfin Meda injektionsvätska',
  strength: '10 mg',
  reason: 'Partiklar i lösningen',
  recall_class: 'II',
  batches: [{ batch_number: uniqueBatch('NONE'), expiry_date: null }],
  ...overrides,
});

/** Stores a notice the way the feed does, in one transaction. */
export const storeNoticeIn = (env: TestEnv, input: NoticeInput) =>
  env.db
    .transaction()
    .execute((trx) => storeNotice(trx, { clock: env.clock, actorId: null }, input));

export const matchesOfItem = (env: TestEnv, itemId: string) =>
  env.db
    .selectFrom('recall_matches')
    .selectAll()
    .where('inventory_item_id', '=', itemId)
    .orderBy('matched_at')
    .execute();

/** The open or closed recall warnings of a site, newest last. */
export const recallWarnings = (env: TestEnv, siteId: string) =>
  env.db
    .selectFrom('warnings')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('warning_type', '=', 'system_alert')
    .where('title', 'like', 'Indragning:%')
    .orderBy('created_at')
    .execute();
