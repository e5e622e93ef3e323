import type { Kysely } from 'kysely';
import type { Database, KassationTable } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { auditActorOf } from '../audit/audit-service.ts';
import { newBatchRow } from '../inventory/inventory-records.ts';
import { batchRow, moveStock } from '../stock/move.ts';
import { reservedOf } from '../stock/reserved.ts';
import type { SignedWitness } from '../narcotics/witness.ts';
import { receiveNewBatch } from '../stock/new-batch.ts';
import { iso } from '../../time.ts';

export type ReturnedStock = { itemId: string; quantity: number; recreated: boolean };

/** The batch the kassation came from, if its row is still there. */
async function batchStillThere(trx: Kysely<Database>, row: KassationTable) {
  if (!row.inventory_item_id) return undefined;
  return trx
    .selectFrom('inventory_items')
    .select('id')
    .where('id', '=', row.inventory_item_id)
    .executeTakeFirst();
}

async function templateStillThere(trx: Kysely<Database>, row: KassationTable) {
  const template = row.medicine_template_id
    ? await trx
        .selectFrom('medicine_templates')
        .select('id')
        .where('id', '=', row.medicine_template_id)
        .where('site_id', '=', row.site_id)
        .executeTakeFirst()
    : undefined;
  if (!template)
    throw conflict(
      `${row.medicine_name} finns inte längre i enhetens läkemedelslista. Lägg upp läkemedlet igen och registrera batchen i lagret.`,
      'MEDICINE_GONE',
    );
  return template;
}

/** A narcotic's packs reserved for destruction are released: they never left the batch. */
export async function releaseReservation(
  trx: Kysely<Database>,
  row: KassationTable,
): Promise<ReturnedStock> {
  if (!row.inventory_item_id) throw conflict(BATCH_GONE, 'ITEM_NOT_FOUND');
  const batch = await batchRow(trx, row.inventory_item_id);
  const available = batch.quantity - (await reservedOf(trx, batch.id));
  return { itemId: batch.id, quantity: available, recreated: false };
}

export const BATCH_GONE = 'Batchen som kassationen gäller finns inte längre i lagret.';

/**
 * Puts a kassation's quantity back on its batch inside the caller's transaction (cancel and
 * restore), as one movement. A batch row removed meanwhile is registered again with the quantity.
 */
export async function returnToStock(
  trx: Kysely<Database>,
  ctx: ServiceContext,
  row: KassationTable,
  kind: 'disposal_cancelled' | 'restored',
  witness: SignedWitness | null = null,
): Promise<ReturnedStock> {
  const by = { clock: ctx.clock, actor: auditActorOf(ctx) };
  // The kassation's own audit row (cancel, restore) tells the stock that came back.
  const details = {
    reference: { type: 'kassation', id: row.id },
    audit: 'caller',
    witness,
  } as const;
  let batch = await batchStillThere(trx, row);
  let recreated = false;
  if (!batch) {
    const template = await templateStillThere(trx, row);
    const fresh = newBatchRow(
      {
        site_id: row.site_id,
        medicine_template_id: template.id,
        batch_number: row.batch_number,
        expiry_date: row.expiry_date,
        quantity: row.quantity,
        unit_type: row.unit_type,
        location: null,
        notes: null,
      },
      iso(ctx.clock.now()),
    );
    const received = await receiveNewBatch(trx, by, fresh, details, kind);
    recreated = received.created;
    batch = { id: received.created ? fresh.id : received.id };
    await trx
      .updateTable('kassations')
      .set({ inventory_item_id: batch.id, medicine_template_id: template.id })
      .where('id', '=', row.id)
      .execute();
    if (received.created) return { itemId: fresh.id, quantity: row.quantity, recreated };
  }
  // Stock of a recalled batch that comes back is held again until the recall is handled anew.
  const moved = await moveStock(trx, by, kind, batch.id, row.quantity, details);
  return { itemId: batch.id, quantity: moved.item.quantity, recreated };
}
