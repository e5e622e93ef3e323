import { randomUUID } from 'node:crypto';
import { stockholmDay } from '../api/clock.ts';
import { connectDatabase } from '../api/db/connect.ts';
import type { Db, InventoryItemTable } from '../api/db/schema.ts';
import { inventoryPage } from '../api/services/inventory/inventory-list.ts';
import { normaliseBatch } from '../api/services/recalls/batch-text.ts';
import { insertStockedBatches } from '../api/services/stock/opening-stock.ts';
import { BENCH_NURSE } from './dataset.ts';

export const MANY_BATCHES = 10_000;
export const FEW_BATCHES = 100;
const ROUNDS = 200;

/** A medicine of the site with `count` batches in stock, each booked with its opening balance. */
async function medicineWithBatches(db: Db, siteId: string, count: number): Promise<string> {
  const now = new Date().toISOString();
  const id = randomUUID();
  const name = `Bänkpreparat ${count}`;
  await db
    .insertInto('medicine_templates')
    .values({
      id,
      site_id: siteId,
      name,
      name_key: `${name.toLowerCase()}|10 mg`,
      generic_name: null,
      strength: '10 mg',
      unit: 'tablett',
      route_of_administration: 'oral',
      storage_requirements: null,
      minimum_stock_level: 5,
      is_controlled_substance: 0,
      is_active: 1,
      schablon_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const year = Number(now.slice(0, 4)) + 1;
  const rows: InventoryItemTable[] = Array.from({ length: count }, (_, n) => {
    const batch = `BB${count}-${String(n).padStart(5, '0')}`;
    const month = String((n % 12) + 1).padStart(2, '0');
    return {
      id: randomUUID(),
      site_id: siteId,
      medicine_template_id: id,
      batch_number: batch,
      batch_key: batch,
      recall_key: normaliseBatch(batch),
      expiry_date: `${year}-${month}-${String((n % 28) + 1).padStart(2, '0')}`,
      quantity: (n % 20) + 1,
      unit_type: 'styck',
      location: null,
      storage_place_id: null,
      notes: null,
      created_at: now,
      updated_at: now,
    };
  });
  await insertStockedBatches(db, rows, {
    kind: 'opening_balance',
    actor: { id: null, label: 'Bänk' },
    reason: null,
    at: now,
  });
  return id;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

export type BatchCountFigures = { manyMs: number; fewMs: number; ratio: number };

/**
 * The stock page of 20 for a medicine with 10,000 batches against the same page for one with 100,
 * both at the bench nurse's site of a copy of the dataset (`file` is changed), read in turn and
 * straight from the database (the answer cache left out, as on a first visit of the page).
 */
export async function batchCountRun(file: string): Promise<BatchCountFigures> {
  const db = connectDatabase({ kind: 'sqlite', file });
  try {
    const { site_id: siteId } = await db
      .selectFrom('user_sites as us')
      .innerJoin('users as u', 'u.id', 'us.user_id')
      .select('us.site_id')
      .where('u.email', '=', BENCH_NURSE.email)
      .executeTakeFirstOrThrow();
    const many = await medicineWithBatches(db, siteId, MANY_BATCHES);
    const few = await medicineWithBatches(db, siteId, FEW_BATCHES);
    const today = stockholmDay(new Date());
    const page = (templateId: string) =>
      inventoryPage(db, siteId, today, { page: 1, size: 20, medicine_template_id: templateId });
    for (let i = 0; i < 20; i++) await Promise.all([page(many), page(few)]);
    const times = { many: [] as number[], few: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      for (const [key, id] of [
        ['many', many],
        ['few', few],
      ] as const) {
        const started = performance.now();
        const answer = await page(id);
        times[key].push(performance.now() - started);
        if (answer.items.length !== 20) throw new Error('Sidan hade inte 20 rader');
      }
    }
    const manyMs = median(times.many);
    const fewMs = median(times.few);
    return { manyMs, fewMs, ratio: manyMs / fewMs };
  } finally {
    await db.destroy();
  }
}
