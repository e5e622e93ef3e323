import { sql, type Kysely, type SqlBool } from 'kysely';
import { addDays } from '../../../shared/stock-rules.ts';
import { stockholmDay } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { countingUnit } from './narcotic-template.ts';

/** Which narcotics to look at: one site's, some sites' or medicines', or every site's. */
export type NarcoticFilter =
  { all: true } | { all: false; siteIds: readonly string[]; templateIds: readonly string[] };

export type NarcoticState = {
  id: string;
  site_id: string;
  name: string;
  strength: string | null;
  unit: string;
  is_active: boolean;
  balance: number;
  last_count_at: string | null;
  last_count_status: 'ok' | 'discrepancy' | null;
  count_days: number;
  count_due: string;
  count_overdue: boolean;
};

function matches(filter: NarcoticFilter) {
  return sql<SqlBool>`(${sql.join(
    [
      ...(filter.all || filter.siteIds.length === 0
        ? []
        : [sql`t.site_id in (${sql.join([...filter.siteIds])})`]),
      ...(filter.all || filter.templateIds.length === 0
        ? []
        : [sql`t.id in (${sql.join([...filter.templateIds])})`]),
    ],
    sql` or `,
  )})`;
}

/**
 * Every narcotic in the filter with its balance, its last count and when the next is due: the
 * site's count days after the last count, or after the product's first movement when it was
 * never counted. Only a product with stock can be overdue (there is nothing to count otherwise).
 */
export async function narcoticStates(
  db: Kysely<Database>,
  today: string,
  filter: NarcoticFilter,
): Promise<NarcoticState[]> {
  if (!filter.all && filter.siteIds.length === 0 && filter.templateIds.length === 0) return [];
  let query = db
    .selectFrom('medicine_templates as t')
    .innerJoin('sites as s', 's.id', 't.site_id')
    // The product's latest count, if any.
    .leftJoin('narcotic_counts as c', (join) =>
      join.on('c.id', '=', (eb) =>
        eb
          .selectFrom('narcotic_counts as l')
          .select('l.id')
          .whereRef('l.medicine_template_id', '=', 't.id')
          .whereRef('l.site_id', '=', 't.site_id')
          .orderBy('l.sequence', 'desc')
          .limit(1),
      ),
    )
    .select(['c.created_at as last_count_at', 'c.status as last_count_status'])
    .select([
      't.id',
      't.site_id',
      't.name',
      't.strength',
      't.is_active',
      's.narcotics_count_days as count_days',
    ])
    .select(countingUnit.as('unit'))
    .select((eb) => [
      eb
        .selectFrom('inventory_items as i')
        .select((e) => e.fn.coalesce(e.fn.sum<number | string>('i.quantity'), e.lit(0)).as('n'))
        .whereRef('i.medicine_template_id', '=', 't.id')
        .as('balance'),
      eb
        .selectFrom('stock_movements as m')
        .select((e) => e.fn.min('m.created_at').as('at'))
        .whereRef('m.medicine_template_id', '=', 't.id')
        .whereRef('m.site_id', '=', 't.site_id')
        .as('first_movement_at'),
    ])
    .where('t.is_controlled_substance', '=', 1);
  if (!filter.all) query = query.where(matches(filter));
  const rows = await query.orderBy('t.name').orderBy('t.strength').execute();
  return rows.map((row) => {
    const balance = Number(row.balance ?? 0);
    const since = row.last_count_at ?? row.first_movement_at;
    const count_due = addDays(since ? stockholmDay(new Date(since)) : today, row.count_days);
    return {
      id: row.id,
      site_id: row.site_id,
      name: row.name,
      strength: row.strength,
      unit: row.unit,
      is_active: row.is_active === 1,
      balance,
      last_count_at: row.last_count_at ?? null,
      last_count_status:
        row.last_count_status === 'ok' || row.last_count_status === 'discrepancy'
          ? row.last_count_status
          : null,
      count_days: row.count_days,
      count_due,
      count_overdue: balance > 0 && count_due < today,
    };
  });
}
