import type { KassationBulkInput, KassationBulkResult } from '../../../shared/schemas/kassation.ts';
import { AppError } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { findItem } from '../inventory/inventory-service.ts';
import { lockBatchesInOrder } from '../stock/lock-batches.ts';
import { disposeFromStock } from './kassation-service.ts';

/** An error of one row, told with the row's number so the person can find it. */
function rowError(error: unknown, index: number): unknown {
  if (!(error instanceof AppError)) return error;
  const field = error.code === 'INSUFFICIENT_STOCK' ? 'quantity' : 'inventory_item_id';
  const message = `Rad ${index + 1}: ${error.detail}`;
  return new AppError(error.status, error.code, message, [
    { path: `kassations.${index}.${field}`, message: error.detail },
  ]);
}

const joinNotes = (own: string | null, shared: string | null) =>
  [own, shared].filter((note) => note !== null && note !== '').join('\n') || null;

/** Several disposals, all or nothing: one bad row and no batch changes. */
export async function bulkInitiate(
  ctx: ServiceContext,
  input: KassationBulkInput,
): Promise<KassationBulkResult> {
  const kassations = await ctx.db.transaction().execute(async (trx) => {
    await lockBatchesInOrder(
      trx,
      input.kassations.map((row) => row.inventory_item_id),
    );
    const done = [];
    for (const [index, row] of input.kassations.entries()) {
      try {
        const item = await findItem(ctx, row.inventory_item_id, trx);
        done.push(
          await disposeFromStock(trx, ctx, item, {
            ...row,
            disposal_notes: joinNotes(row.disposal_notes, input.batch_notes),
          }),
        );
      } catch (error) {
        throw rowError(error, index);
      }
    }
    return done;
  });
  return {
    kassations,
    total_quantity: kassations.reduce((sum, k) => sum + k.quantity, 0),
    batch_notes: input.batch_notes,
  };
}
