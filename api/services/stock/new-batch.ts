import type { Kysely } from 'kysely';
import type { Database, InventoryItemTable } from '../../db/schema.ts';
import {
  recordNewBatch,
  type MoveBy,
  type MoveDetails,
  type MoveResult,
  type NewBatchKind,
} from './move.ts';

/**
 * Inserts a new batch unless the same batch (site, medicine, batch key) is already there, also when
 * a racing request made it a moment ago: the insert then does nothing instead of failing, and the
 * caller gets the existing row's id to add to or refuse.
 */
async function insertBatchUnlessPresent(
  db: Kysely<Database>,
  row: InventoryItemTable,
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insertInto('inventory_items')
    .values(row)
    .onConflict((oc) => oc.columns(['site_id', 'medicine_template_id', 'batch_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('inventory_items')
    .select('id')
    .where('site_id', '=', row.site_id)
    .where('medicine_template_id', '=', row.medicine_template_id)
    .where('batch_key', '=', row.batch_key)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

export type Received = { created: true; move: MoveResult } | { created: false; id: string };

/**
 * Registers a new batch with its quantity as one movement ('received', or the disposal undone); when the batch is already
 * there (also made a moment ago by a racing request) nothing is written and its id is answered.
 */
export async function receiveNewBatch(
  trx: Kysely<Database>,
  by: MoveBy,
  row: InventoryItemTable,
  details: MoveDetails = {},
  kind: NewBatchKind = 'received',
): Promise<Received> {
  const batch = await insertBatchUnlessPresent(trx, row);
  if (!batch.created) return { created: false, id: batch.id };
  return { created: true, move: await recordNewBatch(trx, by, row, details, kind) };
}

/**
 * The batch row (site, medicine, batch key) that stock is about to be moved into: the one there,
 * or a new one at 0 that the caller's movement fills. Made before any batch is locked, so the
 * caller can lock it together with the batches it moves from, in one order.
 */
export function batchToFill(
  trx: Kysely<Database>,
  row: InventoryItemTable,
): Promise<{ id: string; created: boolean }> {
  return insertBatchUnlessPresent(trx, { ...row, quantity: 0 });
}
