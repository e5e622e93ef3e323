import { randomUUID } from 'node:crypto';
import type { Db } from '../db/schema.ts';
import { insertStockedBatches } from '../services/stock/opening-stock.ts';

export type OpeningBatch = {
  id?: string;
  siteId: string;
  template: string;
  number: string;
  expiry: string;
  quantity: number;
  /** When it was booked; an ISO time. */
  at: string;
};

/** A batch with stock, booked in the ledger as its opening balance; its id. */
export async function insertOpeningBatch(db: Db, batch: OpeningBatch): Promise<string> {
  const id = batch.id ?? randomUUID();
  await insertStockedBatches(
    db,
    [
      {
        id,
        site_id: batch.siteId,
        medicine_template_id: batch.template,
        batch_number: batch.number,
        batch_key: batch.number.toUpperCase().replace(/\s+/g, ''),
        recall_key: null,
        expiry_date: batch.expiry,
        quantity: batch.quantity,
        unit_type: 'styck',
        location: null,
        storage_place_id: null,
        notes: null,
        created_at: batch.at,
        updated_at: batch.at,
      },
    ],
    { kind: 'opening_balance', actor: { id: null, label: 'Test' }, reason: null, at: batch.at },
  );
  return id;
}
