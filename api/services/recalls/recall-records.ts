import type { Kysely } from 'kysely';
import { RECALL_MATCH_STATUSES, type RecallMatch } from '../../../shared/schemas/recall.ts';
import type { Database } from '../../db/schema.ts';
import { recallClass } from './notice-feed.ts';

/** Recall matches with their site and what is left on the batch right now. */
export function matchQuery(db: Kysely<Database>) {
  return db
    .selectFrom('recall_matches as m')
    .innerJoin('sites as s', 's.id', 'm.site_id')
    .innerJoin('recall_notices as n', 'n.id', 'm.notice_id')
    .leftJoin('inventory_items as i', 'i.id', 'm.inventory_item_id')
    .leftJoin('medicine_templates as t', 't.id', 'i.medicine_template_id');
}

export function selectMatch(query: ReturnType<typeof matchQuery>) {
  return query.select([
    'm.id',
    'm.notice_id',
    'm.site_id',
    's.name as site_name',
    'm.inventory_item_id',
    'm.medicine_name',
    'm.batch_number',
    'i.quantity',
    'i.unit_type',
    'm.withdrawal_reason',
    'm.status',
    'm.matched_at',
    'm.resolved_at',
    'm.resolution_type',
    'n.whole_product',
    'n.recall_class',
    't.is_controlled_substance',
  ]);
}

type MatchRow = Awaited<ReturnType<ReturnType<typeof selectMatch>['executeTakeFirstOrThrow']>>;

export function toMatch(row: MatchRow): RecallMatch {
  const status = RECALL_MATCH_STATUSES.find((s) => s === row.status) ?? 'active';
  return {
    id: row.id,
    notice_id: row.notice_id,
    site_id: row.site_id,
    site_name: row.site_name,
    inventory_item_id: row.inventory_item_id,
    medicine_name: row.medicine_name,
    batch_number: row.batch_number,
    quantity: row.quantity ?? 0,
    unit_type: row.unit_type === 'paket' ? 'paket' : 'styck',
    withdrawal_reason: row.withdrawal_reason,
    status,
    matched_at: row.matched_at,
    resolved_at: row.resolved_at,
    resolution_type: row.resolution_type,
    whole_product: row.whole_product === 1,
    recall_class: recallClass(row.recall_class),
    narcotic: row.is_controlled_substance === 1,
  };
}
