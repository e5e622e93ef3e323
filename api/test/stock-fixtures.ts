import { randomUUID } from 'node:crypto';
import { insertStockedBatches } from '../services/stock/opening-stock.ts';
import type { Db } from '../db/schema.ts';
import type { TestEnv } from './harness.ts';

export type BatchShape = {
  templateId: string;
  batch: string;
  expiry: string;
  quantity: number;
  /** The batch's id when the test needs it to sort before or after others. */
  id?: string | undefined;
};

/** `count` batches of a site booked as opening stock in one go, each shaped by its number. */
export async function stockedBatches(
  env: TestEnv,
  siteId: string,
  count: number,
  shape: (n: number) => BatchShape,
) {
  const now = env.clock.now().toISOString();
  const rows = Array.from({ length: count }, (_, n) => {
    const { templateId, batch, expiry, quantity, id } = shape(n);
    return {
      id: id ?? randomUUID(),
      site_id: siteId,
      medicine_template_id: templateId,
      batch_number: batch,
      batch_key: batch.toUpperCase().replace(/\s+/g, ''),
      recall_key: null,
      expiry_date: expiry,
      quantity,
      unit_type: 'styck',
      location: null,
      storage_place_id: null,
      notes: null,
      created_at: now,
      updated_at: now,
    };
  });
  await insertStockedBatches(env.db, rows, {
    kind: 'opening_balance',
    actor: { id: null, label: 'Test' },
    reason: null,
    at: now,
  });
}

/** A batch's balance as its ledger tells it: the sum of its movements. */
export const ledgerSum = async (db: Db, itemId: string) =>
  (
    await db
      .selectFrom('stock_movements')
      .select('delta')
      .where('inventory_item_id', '=', itemId)
      .execute()
  ).reduce((total, m) => total + m.delta, 0);
