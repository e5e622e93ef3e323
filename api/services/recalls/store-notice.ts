import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database, RecallNoticeTable } from '../../db/schema.ts';
import { actorLabel } from '../auth/actor.ts';
import { writeAudit, type AuditActor } from '../audit/audit-service.ts';
import { iso } from '../../time.ts';
import { chunks } from '../../db/chunks.ts';
import {
  DEFAULT_LOOK_BACK_MONTHS,
  type NoticeKind,
  type RecallLevel,
} from '../../../shared/schemas/recall.ts';
import { normaliseBatch } from './batch-text.ts';
import { productKeys } from './product-match.ts';
import { followsUpByItself, openFollowUps } from './follow-up-open.ts';
import { matchNoticeAgainstStock } from './match-stock.ts';

export type NoticeSource = 'feed' | 'manual' | 'paste';
export type NoticeBatch = { batch_number: string; expiry_date: string | null };

export type NoticeInput = {
  source: NoticeSource;
  /** The feed item's guid or link; a notice with one already stored is not stored again. */
  external_id: string | null;
  product_name: string;
  strength?: string | null | undefined;
  gtin?: string | null | undefined;
  varunummer?: string | null | undefined;
  pharmaceutical_form?: string | null | undefined;
  pack_size?: string | null | undefined;
  recall_class?: 'I' | 'II' | 'III' | null | undefined;
  reason?: string | null | undefined;
  link?: string | null | undefined;
  published_at?: string | null | undefined;
  /** The notice's text as plain text. */
  body?: string | null | undefined;
  level?: RecallLevel | null | undefined;
  kind?: NoticeKind | undefined;
  look_back_months?: number | undefined;
  batches: NoticeBatch[];
};

export type StoredNotice = { noticeId: string; created: boolean; matchesAdded: number };
export type StoreDeps = { clock: Clock; actorId: string | null };

/** Text clipped to its column; empty text is stored as null. */
function clipped(text: string | null | undefined, max: number): string | null {
  const value = text?.trim();
  if (!value) return null;
  return value.length > max ? value.slice(0, max) : value;
}

/** The notice's batches, each once (by normalised batch), clipped to the columns. */
function distinctBatches(noticeId: string, batches: readonly NoticeBatch[]) {
  const byKey = new Map<string, Database['recall_notice_batches']>();
  for (const batch of batches) {
    const batchNumber = clipped(batch.batch_number, 100);
    if (!batchNumber) continue;
    const key = normaliseBatch(batchNumber).slice(0, 100);
    if (!key || byKey.has(key)) continue;
    const expiry =
      batch.expiry_date && /^\d{4}-\d{2}-\d{2}$/.test(batch.expiry_date) ? batch.expiry_date : null;
    byKey.set(key, {
      id: randomUUID(),
      notice_id: noticeId,
      batch_number: batchNumber,
      batch_key: key,
      expiry_date: expiry,
    });
  }
  return [...byKey.values()];
}

async function auditActor(db: Kysely<Database>, actorId: string | null): Promise<AuditActor> {
  if (!actorId) return { id: null, label: 'System' };
  const user = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', actorId)
    .executeTakeFirst();
  return { id: actorId, label: user ? actorLabel(user) : actorId };
}

/**
 * Stores a recall notice with its batches and matches it against the stock of every site, in the
 * caller's transaction; a recent class I or II notice asks every active site to confirm its
 * check. A notice whose external id is already stored is not stored again (`created` false); it
 * is matched again, which only adds matches that were missing.
 */
export async function storeNotice(
  trx: Kysely<Database>,
  deps: StoreDeps,
  notice: NoticeInput,
): Promise<StoredNotice> {
  const externalId = clipped(notice.external_id, 500);
  const now = iso(deps.clock.now());
  const row: Insertable<RecallNoticeTable> = {
    id: randomUUID(),
    source: notice.source,
    external_id: externalId,
    product_name: clipped(notice.product_name, 300) ?? '-',
    strength: clipped(notice.strength, 100),
    gtin: clipped(notice.gtin, 20),
    varunummer: clipped(notice.varunummer, 20),
    recall_class: notice.recall_class ?? null,
    reason: clipped(notice.reason, 2000),
    link: clipped(notice.link, 1000),
    published_at: clipped(notice.published_at, 32),
    created_by: deps.actorId,
    created_at: now,
    body: clipped(notice.body, 20000),
    pharmaceutical_form: clipped(notice.pharmaceutical_form, 200),
    pack_size: clipped(notice.pack_size, 200),
    level: notice.level ?? 'vårdgivare',
    kind: notice.kind ?? 'recall',
    look_back_months: notice.look_back_months ?? DEFAULT_LOOK_BACK_MONTHS,
    ...productKeys(notice.product_name),
  };
  const batches = distinctBatches(row.id, notice.batches);
  row.whole_product = batches.length === 0 ? 1 : 0;
  const inserted = await trx
    .insertInto('recall_notices')
    .values(row)
    .onConflict((oc) => oc.column('external_id').doNothing())
    .returning('id')
    .execute();
  if (inserted.length === 0 && externalId) {
    const existing = await trx
      .selectFrom('recall_notices')
      .select('id')
      .where('external_id', '=', externalId)
      .executeTakeFirstOrThrow();
    const matchesAdded = await matchNoticeAgainstStock(trx, deps.clock, existing.id);
    return { noticeId: existing.id, created: false, matchesAdded };
  }
  for (const part of chunks(batches, 200))
    await trx.insertInto('recall_notice_batches').values(part).execute();
  await writeAudit(trx, deps.clock.now(), await auditActor(trx, deps.actorId), {
    action: 'create',
    entity: 'recall_notice',
    entity_id: row.id,
    after: { ...row, body: undefined, batches: batches.map((b) => b.batch_number) },
  });
  const matchesAdded = await matchNoticeAgainstStock(trx, deps.clock, row.id);
  const facts = {
    recall_class: row.recall_class ?? null,
    published_at: row.published_at ?? null,
    kind: row.kind ?? 'recall',
    level: row.level ?? 'vårdgivare',
  };
  if (followsUpByItself(facts, deps.clock.now()))
    await openFollowUps(trx, deps.clock, {
      id: row.id,
      product_name: row.product_name,
      recall_class: facts.recall_class,
      look_back_months: row.look_back_months ?? DEFAULT_LOOK_BACK_MONTHS,
    });
  return { noticeId: row.id, created: true, matchesAdded };
}
