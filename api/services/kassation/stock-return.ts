import type { Kysely } from 'kysely';
import { MAX_ITEM_QUANTITY } from '../../../shared/schemas/inventory.ts';
import type { Database, KassationTable } from '../../db/schema.ts';
import { conflict, quantityTooLarge } from '../../http/errors.ts';
import type { ServiceContext } from '../actor.ts';
import { matchItemsAgainstNotices } from '../recalls/match-stock.ts';
import { insertBatchUnlessPresent, newBatchRow } from '../inventory-records.ts';
import { iso } from '../time.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';

export type ReturnedStock = { itemId: string; quantity: number; recreated: boolean };

/** The batch the kassation came from, or the same batch recreated when its row was removed. */
async function batchToReturnTo(
  trx: Kysely<Database>,
  row: KassationTable,
  now: string,
): Promise<{ id: string; recreated: boolean }> {
  if (row.inventory_item_id) {
    const item = await trx
      .selectFrom('inventory_items')
      .select('id')
      .where('id', '=', row.inventory_item_id)
      .executeTakeFirst();
    if (item) return { id: item.id, recreated: false };
  }
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
  const batch = newBatchRow(
    {
      site_id: row.site_id,
      medicine_template_id: template.id,
      batch_number: row.batch_number,
      expiry_date: row.expiry_date,
      quantity: 0,
      unit_type: row.unit_type,
      location: null,
      notes: null,
    },
    now,
  );
  const { id, created } = await insertBatchUnlessPresent(trx, batch);
  return { id, recreated: created };
}

/**
 * Puts a kassation's quantity back on its batch inside the caller's transaction (cancel and
 * restore). The batch row is recreated when it was removed; the record then points at it.
 */
export async function returnToStock(
  trx: Kysely<Database>,
  ctx: ServiceContext,
  row: KassationTable,
): Promise<ReturnedStock> {
  const now = iso(ctx.clock.now());
  const batch = await batchToReturnTo(trx, row, now);
  const added = await trx
    .updateTable('inventory_items')
    .set((eb) => ({ quantity: eb('quantity', '+', row.quantity), updated_at: now }))
    .where('id', '=', batch.id)
    .where('quantity', '<=', MAX_ITEM_QUANTITY - row.quantity)
    .executeTakeFirst();
  if (Number(added.numUpdatedRows) !== 1) throw quantityTooLarge();
  if (batch.id !== row.inventory_item_id)
    await trx
      .updateTable('kassations')
      .set({ inventory_item_id: batch.id, medicine_template_id: row.medicine_template_id })
      .where('id', '=', row.id)
      .execute();
  // Stock of a recalled batch that comes back is held again until the recall is handled anew.
  await matchItemsAgainstNotices(trx, ctx.clock, [batch.id], { reopenDisposed: true });
  await refreshWarnings(trx, ctx.clock, { itemIds: [batch.id] });
  const item = await trx
    .selectFrom('inventory_items')
    .select('quantity')
    .where('id', '=', batch.id)
    .executeTakeFirstOrThrow();
  return { itemId: batch.id, quantity: item.quantity, recreated: batch.recreated };
}
