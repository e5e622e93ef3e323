import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insufficientStock } from '../../errors.ts';
import { batchRow } from '../stock/move.ts';
import { refuseClosedSite } from '../stock/open-site.ts';
import { lockBatch, pendingDestructionText, reservedOf } from '../stock/reserved.ts';

/**
 * A narcotic put up for kassation stays in the balance: its packs are reserved for destruction
 * instead of booked out, so nothing leaves the journal before the witnessed completion.
 * Answers what is still available of the batch afterwards.
 */
export async function reserveForDestruction(
  trx: Kysely<Database>,
  itemId: string,
  quantity: number,
): Promise<number> {
  await lockBatch(trx, itemId);
  const batch = await batchRow(trx, itemId);
  await refuseClosedSite(trx, batch.site_id);
  const held = await reservedOf(trx, itemId);
  const available = batch.quantity - held;
  if (available < quantity) {
    const pending = held > 0 ? `, varav ${pendingDestructionText(held, batch.unit_type)}` : '';
    throw insufficientStock(
      `Inte tillräckligt med lager: batch ${batch.batch_number} har ${batch.quantity} ${batch.unit_type} kvar${pending}.`,
    );
  }
  return available - quantity;
}
