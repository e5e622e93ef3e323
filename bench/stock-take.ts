import { randomUUID } from 'node:crypto';
import { connectDatabase } from '../api/db/connect.ts';
import type { InventoryItemTable } from '../api/db/schema.ts';
import { normaliseBatch } from '../api/services/recalls/batch-text.ts';
import { insertStockedBatches } from '../api/services/stock/opening-stock.ts';
import { BENCH_NURSE } from './dataset.ts';
import { sampleRss } from './processes.ts';

export const LINES = 2_000;
const SHELF = 'Bänklager';

/**
 * Puts 2,000 batches on one shelf of a site other than the bench nurse's (whose stock the load
 * runs read), each booked with its opening balance; answers the site's id.
 */
export async function prepareStockTakeShelf(file: string, today: string): Promise<string> {
  const db = connectDatabase({ kind: 'sqlite', file });
  try {
    const nurseSite = await db
      .selectFrom('user_sites as us')
      .innerJoin('users as u', 'u.id', 'us.user_id')
      .select('us.site_id')
      .where('u.email', '=', BENCH_NURSE.email)
      .executeTakeFirstOrThrow();
    const site = await db
      .selectFrom('sites')
      .select('id')
      .where('id', '!=', nurseSite.site_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const templates = await db
      .selectFrom('medicine_templates')
      .select('id')
      .where('site_id', '=', site.id)
      .execute();
    const templateIds = templates.map((t) => t.id);
    if (templateIds.length === 0) throw new Error('Enheten har inga läkemedel att inventera');
    const now = new Date().toISOString();
    const rows: InventoryItemTable[] = Array.from({ length: LINES }, (_, i) => {
      const batch = `BST-${String(i).padStart(5, '0')}`;
      return {
        id: randomUUID(),
        site_id: site.id,
        medicine_template_id: templateIds[i % templateIds.length] ?? '',
        batch_number: batch,
        batch_key: batch,
        recall_key: normaliseBatch(batch),
        expiry_date: today.replace(/^(\d{4})/, (y) => String(Number(y) + 2)),
        quantity: (i % 30) + 5,
        unit_type: 'styck',
        location: SHELF,
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
    return site.id;
  } finally {
    await db.destroy();
  }
}

export type StockTakeFigures = {
  lines: number;
  startMs: number;
  loadMs: number;
  countSeconds: number;
  countMedianMs: number;
  countP99Ms: number;
  completeMs: number;
  differences: number;
  rssMb: number | null;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * A stock-take of the shelf through the API as one counter would make it: start, read every
 * line, count each line (every tenth one short), complete. Times each step and samples the
 * server's memory meanwhile.
 */
export async function stockTakeRun(
  baseUrl: string,
  token: string,
  siteId: string,
  pid: number,
): Promise<StockTakeFigures> {
  const headers = {
    Authorization: `Bearer ${token}`,
    'X-Site-Id': siteId,
    'Content-Type': 'application/json',
  };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const stopSampling = sampleRss(pid);
  let at = performance.now();
  const take = await call<{ id: string; lines_total: number }>('POST', '/stock-takes', {
    location: SHELF,
    storage_place_id: null,
  });
  const startMs = performance.now() - at;
  at = performance.now();
  const full = await call<{
    lines: { inventory_item_id: string; batch_number: string; is_narcotic: boolean }[];
  }>('GET', `/stock-takes/${take.id}`);
  const loadMs = performance.now() - at;

  const times: number[] = [];
  const countStarted = performance.now();
  for (const line of full.lines) {
    const i = Number(line.batch_number.slice(4));
    const one = performance.now();
    const expected = await call<{ counted: number }>(
      'PUT',
      `/stock-takes/${take.id}/lines/${line.inventory_item_id}`,
      // Every tenth line is one short; narcotics, whose differences need a witness, are all there.
      { counted_quantity: 5 + (i % 30) - (i % 10 === 0 && !line.is_narcotic ? 1 : 0) },
    );
    if (typeof expected.counted !== 'number') throw new Error('Raden räknades inte');
    times.push(performance.now() - one);
  }
  const countSeconds = (performance.now() - countStarted) / 1000;
  at = performance.now();
  const report = await call<{ lines_with_difference: number }>(
    'POST',
    `/stock-takes/${take.id}/complete`,
    {
      uncounted: 'keep',
      note: 'Bänkinventering',
    },
  );
  const completeMs = performance.now() - at;
  const sorted = times.sort((a, b) => a - b);
  return {
    lines: take.lines_total,
    startMs,
    loadMs,
    countSeconds,
    countMedianMs: percentile(sorted, 0.5),
    countP99Ms: percentile(sorted, 0.99),
    completeMs,
    differences: report.lines_with_difference,
    rssMb: stopSampling(),
  };
}
