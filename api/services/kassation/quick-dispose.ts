import type { QuickDisposeInput, QuickDisposeResult } from '../../../shared/schemas/dashboard.ts';
import { daysBetween } from '../../../shared/stock-rules.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { findItem } from '../inventory/inventory-service.ts';
import { disposeFromStock } from './kassation-service.ts';

/** Says how early a batch left, so 'Utgånget' on a batch with days to spare is not misread. */
function panelNote(today: string, expiry: string): string {
  const days = daysBetween(today, expiry);
  if (days < 0) return `Kasserad från VARNINGAR, utgången sedan ${-days} dag(ar)`;
  if (days === 0) return 'Kasserad från VARNINGAR på utgångsdagen';
  return `Kasserad från VARNINGAR ${days} dag(ar) före utgångsdatum`;
}

const GONE = 'Läkemedlet hittades inte eller har redan kasserats';
const gone = () => notFound(GONE, 'ITEM_NOT_FOUND');

/**
 * Disposes of a batch straight from the expiry panel: by default all that is left, as expired.
 * Another tenant's batch, one already at 0 and one emptied by a racing disposal all answer 404.
 */
export async function quickDispose(
  ctx: ServiceContext,
  itemId: string,
  input: QuickDisposeInput,
): Promise<QuickDisposeResult> {
  return ctx.db.transaction().execute(async (trx) => {
    const item = await findItem(ctx, itemId, trx).catch((error: unknown) => {
      throw error instanceof AppError && error.status === 404 ? gone() : error;
    });
    if (item.quantity <= 0) throw gone();
    const quantity = input.quantity ?? item.quantity;
    try {
      const kassation = await disposeFromStock(trx, ctx, item, {
        quantity,
        reason: input.reason,
        reason_description: panelNote(ctx.clock.today(), item.expiry_date),
        disposal_notes: null,
      });
      return {
        success: true,
        kassation_id: kassation.id,
        medicine_name: kassation.medicine_name,
        quantity: kassation.quantity,
      };
    } catch (error) {
      // Someone else emptied the batch between the read and the guarded update.
      const raced = input.quantity === undefined && error instanceof AppError;
      if (raced && error.code === 'INSUFFICIENT_STOCK') throw gone();
      throw error;
    }
  });
}
