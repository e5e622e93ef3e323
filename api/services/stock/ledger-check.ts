import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** PostgreSQL answers sums as text (bigint). */
type RawImbalance = Omit<Imbalance, 'quantity' | 'ledger_sum'> & {
  quantity: number | string;
  ledger_sum: number | string;
};

/** A batch whose quantity is not what its movements add up to. */
export type Imbalance = {
  inventory_item_id: string;
  site_id: string | null;
  batch_number: string | null;
  quantity: number;
  ledger_sum: number;
};

/**
 * Every batch whose quantity differs from the sum of its movements, and every removed batch
 * (its site deleted) whose movements do not end at zero. Empty on a healthy database.
 */
export async function findImbalances(db: Kysely<Database>): Promise<Imbalance[]> {
  const batches = await sql<RawImbalance>`
    select i.id as inventory_item_id, i.site_id, i.batch_number, i.quantity,
      coalesce(m.total, 0) as ledger_sum
    from inventory_items i
    left join (
      select inventory_item_id, sum(delta) as total from stock_movements group by inventory_item_id
    ) m on m.inventory_item_id = i.id
    where i.quantity <> coalesce(m.total, 0)
    order by i.site_id, i.batch_number
  `.execute(db);
  const removed = await sql<RawImbalance>`
    select m.inventory_item_id, max(m.site_id) as site_id, max(m.batch_number) as batch_number,
      0 as quantity, sum(m.delta) as ledger_sum
    from stock_movements m
    where not exists (select 1 from inventory_items i where i.id = m.inventory_item_id)
    group by m.inventory_item_id
    having sum(m.delta) <> 0
  `.execute(db);
  return [...batches.rows, ...removed.rows].map((row) => ({
    ...row,
    quantity: Number(row.quantity),
    ledger_sum: Number(row.ledger_sum),
  }));
}
