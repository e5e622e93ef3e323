import type { Kysely } from 'kysely';
import { chunks } from '../../db/chunks.ts';
import type { Database } from '../../db/schema.ts';
import type { BatchRow } from './inventory-records.ts';

/** A medicine's stock over all its batches, by template id; kept across the chunks of an export. */
export type TemplateTotals = Map<string, number>;

async function readTotals(db: Kysely<Database>, templateIds: string[], totals: TemplateTotals) {
  const missing = [...new Set(templateIds)].filter((id) => !totals.has(id));
  for (const part of chunks(missing)) {
    const rows = await db
      .selectFrom('inventory_items')
      .select('medicine_template_id')
      .select((eb) => eb.fn.sum('quantity').as('n'))
      .where('medicine_template_id', 'in', part)
      .groupBy('medicine_template_id')
      .execute();
    for (const row of rows) totals.set(row.medicine_template_id, Number(row.n));
  }
}

/** The notice of an open recall that holds each batch (the first matched, if several do). */
async function heldByRecall(db: Kysely<Database>, itemIds: string[]): Promise<Map<string, string>> {
  const held = new Map<string, string>();
  for (const part of chunks(itemIds)) {
    const rows = await db
      .selectFrom('recall_matches')
      .select(['inventory_item_id', 'notice_id'])
      .where('inventory_item_id', 'in', part)
      .where('status', '=', 'active')
      .orderBy('matched_at')
      .orderBy('id')
      .execute();
    for (const row of rows)
      if (row.inventory_item_id && !held.has(row.inventory_item_id))
        held.set(row.inventory_item_id, row.notice_id);
  }
  return held;
}

/**
 * The rows of a list page or an export chunk with their medicine's total (one grouped read for
 * the rows' medicines) and whether an open recall holds them (one read), so a medicine with
 * thousands of batches is summed once per page, not once per row.
 */
export async function withStockFigures<R extends BatchRow>(
  db: Kysely<Database>,
  rows: R[],
  totals: TemplateTotals = new Map(),
): Promise<(R & { template_total: number; recall_notice_id: string | null })[]> {
  if (rows.length === 0) return [];
  await readTotals(
    db,
    rows.map((r) => r.medicine_template_id),
    totals,
  );
  const held = await heldByRecall(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    template_total: totals.get(row.medicine_template_id) ?? 0,
    recall_notice_id: held.get(row.id) ?? null,
  }));
}
