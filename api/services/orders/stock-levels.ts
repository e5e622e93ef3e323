import { sql, type Kysely } from 'kysely';
import { addDays } from '../../../shared/stock-rules.ts';
import type { Database } from '../../db/schema.ts';

/** Stock a unit can give: not expired, not held by an open recall, not expiring within its warning days. */
export type StockLevel = {
  id: string;
  site_id: string;
  name: string;
  name_key: string;
  strength: string | null;
  unit: string;
  minimum_stock_level: number;
  par_level: number | null;
  in_stock: number;
  usable: number;
  expiring_soon: number;
};

const TEMPLATE_COLUMNS = [
  't.id',
  't.site_id',
  't.name',
  't.name_key',
  't.strength',
  't.unit',
  't.minimum_stock_level',
  't.par_level',
] as const;

const held = sql<boolean>`exists (select 1 from recall_matches m
  where m.inventory_item_id = i.id and m.status = 'active')`;

/**
 * Each active medicine of the sites with its stock in total, usable (after `horizon`, the last
 * day a batch counts as expiring soon) and expiring soon (today up to the horizon, not held).
 */
export async function stockLevels(
  db: Kysely<Database>,
  siteIds: string[],
  today: string,
  horizonDays: number,
  nameKeys?: string[],
): Promise<StockLevel[]> {
  if (siteIds.length === 0 || nameKeys?.length === 0) return [];
  const horizon = addDays(today, horizonDays);
  let query = db
    .selectFrom('medicine_templates as t')
    .leftJoin('inventory_items as i', (join) =>
      join.onRef('i.medicine_template_id', '=', 't.id').on('i.quantity', '>', 0),
    )
    .select([
      ...TEMPLATE_COLUMNS,
      sql<number | string>`coalesce(sum(i.quantity), 0)`.as('in_stock'),
      sql<number | string>`coalesce(sum(case when i.expiry_date > ${horizon} and not ${held}
        then i.quantity else 0 end), 0)`.as('usable'),
      sql<number | string>`coalesce(sum(case when i.expiry_date >= ${today}
        and i.expiry_date <= ${horizon} and not ${held} then i.quantity else 0 end), 0)`.as(
        'expiring_soon',
      ),
    ])
    .where('t.site_id', 'in', siteIds)
    .where('t.is_active', '=', 1)
    .groupBy([...TEMPLATE_COLUMNS]);
  if (nameKeys) query = query.where('t.name_key', 'in', nameKeys);
  const rows = await query.execute();
  return rows.map((r) => ({
    ...r,
    in_stock: Number(r.in_stock),
    usable: Number(r.usable),
    expiring_soon: Number(r.expiring_soon),
  }));
}

/** A sister unit's usable batches of the medicines, first to expire first. */
export async function usableBatches(db: Kysely<Database>, templateIds: string[], after: string) {
  if (templateIds.length === 0) return [];
  return db
    .selectFrom('inventory_items as i')
    .select([
      'i.id',
      'i.medicine_template_id',
      'i.batch_number',
      'i.expiry_date',
      'i.quantity',
      'i.unit_type',
    ])
    .where('i.medicine_template_id', 'in', templateIds)
    .where('i.quantity', '>', 0)
    .where('i.expiry_date', '>', after)
    .where(sql<boolean>`not ${held}`)
    .orderBy('i.expiry_date')
    .orderBy('i.batch_number')
    .execute();
}
