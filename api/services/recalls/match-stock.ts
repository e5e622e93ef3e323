import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database, RecallMatchTable } from '../../db/schema.ts';
import { writeAudit, type AuditActor } from '../audit/audit-service.ts';
import { iso } from '../../time.ts';
import { chunks } from '../../db/chunks.ts';
import { normaliseBatch } from './batch-text.ts';
import { coveredBatches, type Candidate, type MatchScope } from './match-candidates.ts';
import { noticeActs } from './notice-scope.ts';
import { productKeys } from './product-match.ts';
import { raiseRecallWarnings } from './recall-warnings.ts';

const SYSTEM: AuditActor = { id: null, label: 'System' };

export type NewMatch = Omit<RecallMatchTable, 'mailed_at' | 'matched_quantity'> & {
  matched_quantity: number;
  mailed_at: string | null;
  product_name: string;
  kind: string;
  level: string;
};

const medicineName = (c: Candidate) => [c.name, c.strength].filter(Boolean).join(' ');

/**
 * Stores the covered batches with stock as matches: active (held, a critical warning) when the
 * notice asks care units to act, 'information' (a low warning, never held, never mailed) when not.
 */
async function storeMatches(trx: Kysely<Database>, clock: Clock, scope: MatchScope) {
  const now = iso(clock.now());
  const rows: NewMatch[] = [];
  for (const c of await coveredBatches(trx, scope)) {
    if (c.quantity <= 0) continue;
    const acts = noticeActs(c);
    rows.push({
      id: randomUUID(),
      notice_id: c.notice_id,
      site_id: c.site_id,
      inventory_item_id: c.item_id,
      medicine_name: medicineName(c).slice(0, 200),
      batch_number: c.batch_number,
      withdrawal_reason: c.reason,
      status: acts ? 'active' : 'information',
      matched_at: now,
      resolution_type: null,
      resolution_notes: null,
      resolved_by: null,
      resolved_at: null,
      matched_quantity: c.quantity,
      mailed_at: acts ? null : now,
      product_name: c.product_name,
      kind: c.kind,
      level: c.level,
    });
  }
  const added: NewMatch[] = [];
  for (const part of chunks(rows, 100)) {
    const inserted = await trx
      .insertInto('recall_matches')
      .values(part.map(({ product_name: _p, kind: _k, level: _l, ...row }) => row))
      .onConflict((oc) => oc.columns(['notice_id', 'inventory_item_id']).doNothing())
      .returning('id')
      .execute();
    const ids = new Set(inserted.map((r) => r.id));
    added.push(...part.filter((row) => ids.has(row.id)));
  }
  for (const match of added) {
    await writeAudit(trx, clock.now(), SYSTEM, {
      action: 'match',
      entity: 'recall_match',
      entity_id: match.id,
      site_id: match.site_id,
      after: {
        notice_id: match.notice_id,
        inventory_item_id: match.inventory_item_id,
        medicine_name: match.medicine_name,
        batch_number: match.batch_number,
      },
    });
  }
  await raiseRecallWarnings(trx, clock, added);
  return added.length;
}

/** Matches notices against the stock of every site; returns how many new matches were made. */
export async function matchNoticesAgainstStock(
  trx: Kysely<Database>,
  clock: Clock,
  noticeIds: readonly string[],
): Promise<number> {
  let added = await matchUnkeyedStock(trx, clock);
  await keyUnkeyedMedicines(trx);
  for (const part of chunks([...noticeIds]))
    added += await storeMatches(trx, clock, { noticeIds: part });
  return added;
}

export const matchNoticeAgainstStock = (trx: Kysely<Database>, clock: Clock, noticeId: string) =>
  matchNoticesAgainstStock(trx, clock, [noticeId]);

/**
 * Late matching: stock added or edited after a notice arrived. Keeps the items' recall keys in
 * step with their batch numbers first, so every write path that calls this is matched right.
 * `reopenDisposed`: a delivery of a batch that was disposed of as recalled is held again.
 */
export async function matchItemsAgainstNotices(
  trx: Kysely<Database>,
  clock: Clock,
  itemIds: readonly string[],
  options: { reopenDisposed?: boolean } = {},
): Promise<number> {
  let added = 0;
  for (const part of chunks([...itemIds])) {
    await refreshRecallKeys(trx, part);
    added += await storeMatches(trx, clock, { itemIds: part });
    if (options.reopenDisposed) added += await reopenDisposedMatches(trx, clock, part);
  }
  return added;
}

async function reopenDisposedMatches(trx: Kysely<Database>, clock: Clock, itemIds: string[]) {
  const reopened = await trx
    .updateTable('recall_matches')
    .set({
      status: 'active',
      matched_at: iso(clock.now()),
      resolution_type: null,
      resolution_notes: null,
      resolved_by: null,
      resolved_at: null,
      matched_quantity: (eb) =>
        eb
          .selectFrom('inventory_items as i')
          .select('i.quantity')
          .whereRef('i.id', '=', 'recall_matches.inventory_item_id'),
    })
    .where('inventory_item_id', 'in', itemIds)
    .where('status', '=', 'resolved')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('inventory_items as i')
          .select('i.id')
          .whereRef('i.id', '=', 'recall_matches.inventory_item_id')
          .where('i.quantity', '>', 0),
      ),
    )
    .returning([
      'id',
      'site_id',
      'notice_id',
      'inventory_item_id',
      'medicine_name',
      'batch_number',
      'withdrawal_reason',
    ])
    .execute();
  for (const match of reopened)
    await writeAudit(trx, clock.now(), SYSTEM, {
      action: 'reopen',
      entity: 'recall_match',
      entity_id: match.id,
      site_id: match.site_id,
      before: { status: 'resolved' },
      after: { status: 'active', inventory_item_id: match.inventory_item_id },
    });
  await raiseRecallWarnings(trx, clock, reopened);
  return reopened.length;
}

/** Keeps the batches' recall keys, and their medicines' first words, in step with their names. */
async function refreshRecallKeys(trx: Kysely<Database>, itemIds: string[]) {
  const items = await trx
    .selectFrom('inventory_items as i')
    .innerJoin('medicine_templates as t', 't.id', 'i.medicine_template_id')
    .select(['i.id', 'i.batch_number', 'i.recall_key', 't.id as template_id', 't.name'])
    .select(['t.product_word', 't.product_words'])
    .where('i.id', 'in', itemIds)
    .execute();
  const templates = new Map<string, ReturnType<typeof productKeys>>();
  for (const item of items) {
    const key = normaliseBatch(item.batch_number);
    if (item.recall_key !== key)
      await trx
        .updateTable('inventory_items')
        .set({ recall_key: key })
        .where('id', '=', item.id)
        .execute();
    const keys = productKeys(item.name);
    if (item.product_words !== keys.product_words) templates.set(item.template_id, keys);
  }
  for (const [id, keys] of templates)
    await trx.updateTable('medicine_templates').set(keys).where('id', '=', id).execute();
}

/** Medicines written without their first word (seeds, imports, copies) get it before a pass. */
async function keyUnkeyedMedicines(trx: Kysely<Database>): Promise<void> {
  for (;;) {
    const missing = await trx
      .selectFrom('medicine_templates')
      .select(['id', 'name'])
      .where('product_word', 'is', null)
      .limit(1000)
      .execute();
    if (missing.length === 0) return;
    for (const template of missing)
      await trx
        .updateTable('medicine_templates')
        .set(productKeys(template.name))
        .where('id', '=', template.id)
        .execute();
  }
}

/**
 * Stock written without a recall key (seeds, imports, restored rows) gets its key and is matched
 * against every stored notice, so no write path can hide a recalled batch.
 */
async function matchUnkeyedStock(trx: Kysely<Database>, clock: Clock): Promise<number> {
  let added = 0;
  for (;;) {
    const missing = await trx
      .selectFrom('inventory_items')
      .select('id')
      .where('recall_key', 'is', null)
      .limit(1000)
      .execute();
    if (missing.length === 0) return added;
    added += await matchItemsAgainstNotices(
      trx,
      clock,
      missing.map((r) => r.id),
    );
  }
}
