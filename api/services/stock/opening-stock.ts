import { sql, type Kysely } from 'kysely';
import type { MovementKind } from '../../../shared/schemas/stock-movement.ts';
import type { Database, InventoryItemTable } from '../../db/schema.ts';
import type { AuditActor } from '../audit/audit-service.ts';
import { chunks } from '../../db/chunks.ts';

type Opening = {
  kind: Extract<MovementKind, 'received' | 'opening_balance'>;
  actor: AuditActor;
  reason: string | null;
  at: string;
};

/**
 * Inserts batches that arrive with stock in bulk (demo data, a data set, test fixtures), each
 * with the one movement that explains its quantity, so the ledger balances from the start.
 */
export async function insertStockedBatches(
  db: Kysely<Database>,
  rows: readonly InventoryItemTable[],
  opening: Opening,
): Promise<void> {
  for (const part of chunks(rows, 200)) {
    await db.insertInto('inventory_items').values(part).execute();
    const ids = part.map((row) => row.id);
    await sql`
      insert into stock_movements (site_id, inventory_item_id, medicine_template_id, medicine_name,
        batch_number, kind, delta, balance_after, actor_user_id, actor_label, reason, created_at)
      select i.site_id, i.id, i.medicine_template_id,
        case when t.strength is null or t.strength = '' then t.name
             else t.name || ' ' || t.strength end,
        i.batch_number, ${opening.kind}, i.quantity, i.quantity, ${opening.actor.id},
        ${opening.actor.label}, ${opening.reason}, ${opening.at}
      from inventory_items i join medicine_templates t on t.id = i.medicine_template_id
      where i.id in (${sql.join(ids)})
      order by i.id
    `.execute(db);
  }
}
