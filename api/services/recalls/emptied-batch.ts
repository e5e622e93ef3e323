import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { writeAudit, type AuditActor } from '../audit/audit-service.ts';
import { iso } from '../../time.ts';
import { closeRecallWarning, RECALL_CLOSED } from './recall-warnings.ts';

/** How a recalled batch left the shelf: disposed of, or returned to the supplier. */
export type BatchGone =
  | { resolution: 'disposed'; kassationId: string }
  | { resolution: 'returned'; returnId: string; noteNumber: string };

/**
 * A recalled batch taken out to the last pack, by any disposal (not only from the recall panel)
 * or a return to the supplier, has done what the recall asks: its open matches are resolved,
 * their warnings closed.
 */
export async function settleRecallsOfEmptiedBatch(
  trx: Kysely<Database>,
  clock: Clock,
  actor: AuditActor,
  itemId: string,
  gone: BatchGone,
): Promise<void> {
  const now = iso(clock.now());
  const returned = gone.resolution === 'returned';
  const settled = await trx
    .updateTable('recall_matches')
    .set({
      status: 'resolved',
      resolution_type: gone.resolution,
      resolution_notes: returned
        ? `Returnerad till leverantören (returnota ${gone.noteNumber})`
        : 'Batchen kasserades',
      resolved_by: actor.id,
      resolved_at: now,
    })
    .where('inventory_item_id', '=', itemId)
    .where('status', '=', 'active')
    .returning(['id', 'site_id'])
    .execute();
  for (const match of settled) {
    await closeRecallWarning(
      trx,
      clock,
      match,
      returned ? RECALL_CLOSED.returned : RECALL_CLOSED.batchDisposed,
    );
    await writeAudit(trx, clock.now(), actor, {
      action: 'resolve',
      entity: 'recall_match',
      entity_id: match.id,
      site_id: match.site_id,
      before: { status: 'active' },
      after: {
        status: 'resolved',
        resolution_type: gone.resolution,
        ...(returned ? { supplier_return_id: gone.returnId } : { kassation_id: gone.kassationId }),
      },
    });
  }
}
