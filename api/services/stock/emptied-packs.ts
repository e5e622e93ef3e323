import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditActor } from '../audit/audit-service.ts';

/** A batch that reaches 0 has no packs left to be open: its open packs end with it. */
export async function endPacksOfEmptiedBatch(
  trx: Kysely<Database>,
  itemId: string,
  at: string,
  actor: AuditActor,
): Promise<void> {
  await trx
    .updateTable('opened_packs')
    .set({
      status: 'emptied',
      ended_at: at,
      ended_by_user_id: actor.id,
      ended_by_label: actor.label,
    })
    .where('inventory_item_id', '=', itemId)
    .where('status', '=', 'open')
    .execute();
}
