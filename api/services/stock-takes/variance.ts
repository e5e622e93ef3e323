import type { Kysely } from 'kysely';
import type { VarianceReport } from '../../../shared/schemas/stock-take.ts';
import type { Database } from '../../db/schema.ts';
import { personOrNull } from './stock-take-records.ts';

/**
 * The variance report of a stock-take: how many lines were counted, which differed and by how
 * much. A line set to 0 uncounted shows as counted 0.
 */
export async function varianceReport(db: Kysely<Database>, id: string): Promise<VarianceReport> {
  const take = await db
    .selectFrom('stock_takes as s')
    .innerJoin('sites', 'sites.id', 's.site_id')
    .select([
      's.id',
      's.location',
      's.started_at',
      's.finished_at',
      's.finished_by_label',
      'sites.name as site_name',
    ])
    .where('s.id', '=', id)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('stock_take_lines')
    .select([
      'inventory_item_id',
      'medicine_name',
      'batch_number',
      'expiry_date',
      'unit_type',
      'counted',
      'expected',
      'difference',
    ])
    .where('stock_take_id', '=', id)
    .orderBy('medicine_name')
    .orderBy('expiry_date')
    .orderBy('batch_number')
    .execute();
  const differing = lines.filter((l) => l.difference !== null && l.difference !== 0);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    id: take.id,
    site_name: take.site_name,
    location: take.location,
    started_at: take.started_at,
    finished_at: take.finished_at,
    finished_by: personOrNull(take.finished_by_label),
    lines_total: lines.length,
    lines_counted: lines.filter((l) => l.counted !== null).length,
    lines_with_difference: differing.length,
    units_missing: -sum(differing.map((l) => Math.min(0, l.difference ?? 0))),
    units_found: sum(differing.map((l) => Math.max(0, l.difference ?? 0))),
    lines: differing.map((l) => {
      const expected = l.expected ?? 0;
      const difference = l.difference ?? 0;
      return {
        inventory_item_id: l.inventory_item_id ?? '',
        medicine_name: l.medicine_name,
        batch_number: l.batch_number,
        expiry_date: l.expiry_date,
        unit_type: l.unit_type,
        expected,
        counted: expected + difference,
        difference,
      };
    }),
  };
}
