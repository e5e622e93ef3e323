import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { addDays } from '../../shared/stock-rules.ts';
import type { Database, InventoryItemTable } from '../db/schema.ts';
import { resourceUrl } from '../resources.ts';
import { newBatchRow } from '../services/inventory/inventory-records.ts';
import { insertStockedBatches } from '../services/stock/opening-stock.ts';
import { readCatalogue, templateFromSchablon } from '../services/medicines/schablon-service.ts';

// Expiry is given in days from the day of loading, so the demo always shows every status.
const DemoStock = z.record(
  z.string(),
  z.array(
    z.object({
      schablon: z.string(),
      minimum: z.number().int().min(0),
      location: z.string(),
      batches: z.array(z.tuple([z.string(), z.number().int(), z.number().int().min(0)])),
    }),
  ),
);

export function readDemoStock() {
  return DemoStock.parse(JSON.parse(readFileSync(resourceUrl('demo/stock.json'), 'utf8')));
}

export async function insertDemoStock(
  trx: Kysely<Database>,
  siteIds: Map<string, string>,
  today: string,
  now: string,
): Promise<void> {
  const catalogue = new Map(readCatalogue().map((s) => [s.id, s]));
  const batches: InventoryItemTable[] = [];
  for (const [siteKey, medicines] of Object.entries(readDemoStock())) {
    const siteId = siteIds.get(siteKey);
    if (!siteId) throw new Error(`Demodata: okänd enhet ${siteKey}`);
    for (const medicine of medicines) {
      const schablon = catalogue.get(medicine.schablon);
      if (!schablon) throw new Error(`Demodata: okänd mall ${medicine.schablon}`);
      const template = templateFromSchablon(schablon, siteId, now, medicine.minimum);
      await trx.insertInto('medicine_templates').values(template).execute();
      for (const [batch, days, quantity] of medicine.batches) {
        batches.push(
          newBatchRow(
            {
              site_id: siteId,
              medicine_template_id: template.id,
              batch_number: batch,
              expiry_date: addDays(today, days),
              quantity,
              unit_type: 'styck',
              location: medicine.location,
              notes: null,
            },
            now,
          ),
        );
      }
    }
  }
  await insertStockedBatches(trx, batches, {
    kind: 'received',
    actor: { id: null, label: 'Demodata' },
    reason: null,
    at: now,
  });
}
