import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { writeAudit, type AuditActor } from '../audit/audit-service.ts';
import { iso } from '../../time.ts';
import { closeRecallWarning, RECALL_CLOSED } from './recall-warnings.ts';

/**
 * A recalled batch disposed of to the last pack by any disposal (not only from the recall panel)
 * has done what the recall asks: its open matches are resolved as disposed, warnings closed.
 */
export async function settleRecallsOfEmptiedBatch(
  trx: Kysely<Database>,
  clock: Clock,
  actor: AuditActor,
  itemId: string,
  kassationId: string,
): Promise<void> {
  const now = iso(clock.now());
  const settled = await trx
    .updateTable('recall_matches')
    .set({
      status: 'resolved',
      resolution_type: 'disposed',
      resolution_notes: 'Batchen kasserades',
      resolved_by: actor.id,
      resolved_at: now,
    })
    .where('inventory_item_id', '=', itemId)
    .where('status', '=', 'active')
    .returning(['id', 'site_id'])
    .execute();
  for (const match of settled) {
    await closeRecallWarning(trx, clock, match, RECALL_CLOSED.batchDisposed);
    await writeAudit(trx, clock.now(), actor, {
      action: 'resolve',
      entity: 'recall_match',
      entity_id: match.id,
      site_id: match.site_id,
      before: { status: 'active' },
      after: { status: 'resolved', resolution_type: 'disposed', kassation_id: kassationId },
    });
  }
}
