import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { InventoryItem } from '../../../shared/schemas/inventory.ts';
import { daysBetween, expiryStatus, isLowStock } from '../../../shared/stock-rules.ts';
import { runsOnSqlite } from '../../db/dialect.ts';
import type { Database, InventoryItemTable } from '../../db/schema.ts';
import { normaliseBatch } from '../recalls/batch-text.ts';
import { batchKey } from '../sites/site-scope.ts';
import { reservedFor } from '../stock/reserved.ts';

export type NewBatch = Pick<
  InventoryItemTable,
  | 'site_id'
  | 'medicine_template_id'
  | 'batch_number'
  | 'expiry_date'
  | 'quantity'
  | 'unit_type'
  | 'location'
  | 'notes'
> & { storage_place_id?: string | null };

/** A new batch's row, with the keys batches are compared by (same batch; recall notices). */
export const newBatchRow = (batch: NewBatch, now: string): InventoryItemTable => ({
  id: randomUUID(),
  ...batch,
  storage_place_id: batch.storage_place_id ?? null,
  batch_key: batchKey(batch.batch_number),
  recall_key: normaliseBatch(batch.batch_number),
  created_at: now,
  updated_at: now,
});

/** The partial index of batches in stock by site and expiry, with the list's columns (0007). */
export const STOCK_LIST_INDEX = 'inventory_items_in_stock_list_idx';

/**
 * The stock items table as `i`, on SQLite optionally read through the named index. Left to itself
 * the planner sorts a site's whole stock for one page instead of reading it in expiry order, and
 * counts from an index without the list's columns; INDEXED BY also fails loudly if the index goes.
 */
export function itemsTable(db: Kysely<Database>, index?: string) {
  const alias =
    index && runsOnSqlite(db) ? sql`${sql.id('i')} indexed by ${sql.id(index)}` : sql.id('i');
  return sql<InventoryItemTable>`${sql.table('inventory_items')}`.as<'i'>(alias);
}

/** Stock items joined with their template: a list's rows, before the medicines' figures. */
export function batchQuery(db: Kysely<Database>, index?: string) {
  return db
    .selectFrom(itemsTable(db, index))
    .innerJoin('medicine_templates as t', 't.id', 'i.medicine_template_id')
    .leftJoin('storage_places as sp', 'sp.id', 'i.storage_place_id')
    .selectAll('i')
    .select('sp.name as storage_place_name')
    .select((eb) =>
      eb
        .selectFrom('deviations as td')
        .select('td.id')
        .where('td.subject_type', '=', 'storage_place')
        .whereRef('td.subject_id', '=', 'i.storage_place_id')
        .where('td.status', '=', 'open')
        .limit(1)
        .as('temperature_deviation_id'),
    )
    .select([
      't.name as medicine_name',
      't.strength as medicine_strength',
      't.unit as medicine_unit',
      't.minimum_stock_level as medicine_minimum_stock_level',
      't.is_controlled_substance',
    ])
    .select(reservedFor(sql.ref<string>('i.id')).as('pending_destruction'));
}

export type BatchRow = Awaited<ReturnType<ReturnType<typeof batchQuery>['execute']>>[number];

/**
 * One batch with its template's total at the site and whether an open recall holds it. A list
 * reads these per page instead (withStockFigures): per row, each total re-sums every batch.
 */
export function itemQuery(db: Kysely<Database>, index?: string) {
  return batchQuery(db, index)
    .select((eb) =>
      eb
        .selectFrom('inventory_items as all_batches')
        .select((sub) => sub.fn.sum('all_batches.quantity').as('n'))
        .whereRef('all_batches.medicine_template_id', '=', 'i.medicine_template_id')
        .as('template_total'),
    )
    .select((eb) =>
      eb
        .selectFrom('recall_matches as held')
        .select('held.notice_id')
        .whereRef('held.inventory_item_id', '=', 'i.id')
        .where('held.status', '=', 'active')
        .orderBy('held.matched_at')
        .orderBy('held.id')
        .limit(1)
        .as('recall_notice_id'),
    );
}

type ItemRow = BatchRow & {
  template_total: number | string | bigint | null;
  recall_notice_id: string | null;
};

export function toItem(row: ItemRow, today: string): InventoryItem {
  const days = daysBetween(today, row.expiry_date);
  return {
    id: row.id,
    site_id: row.site_id,
    medicine_template_id: row.medicine_template_id,
    medicine_name: row.medicine_name,
    medicine_strength: row.medicine_strength,
    medicine_unit: row.medicine_unit,
    medicine_minimum_stock_level: row.medicine_minimum_stock_level,
    is_controlled_substance: row.is_controlled_substance === 1,
    batch_number: row.batch_number,
    expiry_date: row.expiry_date,
    days_until_expiry: days,
    expiry_status: expiryStatus(days),
    is_low_stock: isLowStock(Number(row.template_total ?? 0), row.medicine_minimum_stock_level),
    is_recalled: row.recall_notice_id !== null,
    recall_notice_id: row.recall_notice_id,
    quantity: row.quantity,
    pending_destruction: Number(row.pending_destruction ?? 0),
    unit_type: row.unit_type === 'paket' ? 'paket' : 'styck',
    location: row.location,
    storage_place_id: row.storage_place_id,
    storage_place_name: row.storage_place_name ?? null,
    temperature_deviation_id: row.temperature_deviation_id ?? null,
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
