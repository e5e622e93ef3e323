import type { StockTake, VarianceReport } from '../../../shared/schemas/stock-take.ts';

/** A completed stock-take's variance report, read from its lines (as a unit manager sees them). */
export function reportFromTake(take: StockTake, siteName: string): VarianceReport {
  const differing = take.lines.filter(
    (l) => l.difference !== null && l.difference !== undefined && l.difference !== 0,
  );
  const differences = differing.map((l) => l.difference ?? 0);
  return {
    id: take.id,
    site_name: siteName,
    location: take.location,
    started_at: take.started_at,
    finished_at: take.finished_at,
    finished_by: take.finished_by,
    lines_total: take.lines_total,
    lines_counted: take.lines_counted,
    lines_with_difference: differing.length,
    units_missing: -differences.filter((d) => d < 0).reduce((a, b) => a + b, 0),
    units_found: differences.filter((d) => d > 0).reduce((a, b) => a + b, 0),
    lines: differing.map((l) => ({
      inventory_item_id: l.inventory_item_id ?? l.id,
      medicine_name: l.medicine_name,
      batch_number: l.batch_number,
      expiry_date: l.expiry_date,
      unit_type: l.unit_type,
      expected: l.expected ?? 0,
      counted: (l.expected ?? 0) + (l.difference ?? 0),
      difference: l.difference ?? 0,
    })),
  };
}
