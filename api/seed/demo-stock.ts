import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { addDays } from '../../shared/stock-rules.ts';
import type { Database, InventoryItemTable, OpenedPackTable } from '../db/schema.ts';
import { useByOf } from '../services/opened-packs/use-by.ts';
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
      /** Packs of the first batch that stand opened (brytdatum), so the list is not empty. */
      opened: z.number().int().min(0).optional(),
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
  const opened: OpenedPackTable[] = [];
  for (const [siteKey, medicines] of Object.entries(readDemoStock())) {
    const siteId = siteIds.get(siteKey);
    if (!siteId) throw new Error(`Demodata: okänd enhet ${siteKey}`);
    for (const medicine of medicines) {
      const schablon = catalogue.get(medicine.schablon);
      if (!schablon) throw new Error(`Demodata: okänd mall ${medicine.schablon}`);
      const template = templateFromSchablon(schablon, siteId, now, medicine.minimum);
      await trx.insertInto('medicine_templates').values(template).execute();
      medicine.batches.slice(0, 1).forEach(([, days]) => {
        for (let n = 0; n < (medicine.opened ?? 0); n += 1)
          opened.push(demoOpenedPack(template, siteId, addDays(today, days), today, now));
      });
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
  for (const pack of opened) {
    const item = batches.find((b) => b.medicine_template_id === pack.medicine_template_id);
    if (item)
      await trx
        .insertInto('opened_packs')
        .values({ ...pack, inventory_item_id: item.id })
        .execute();
  }
}

function demoOpenedPack(
  template: { id: string; in_use_days: number | null },
  siteId: string,
  expiry: string,
  today: string,
  now: string,
): OpenedPackTable {
  return {
    id: randomUUID(),
    site_id: siteId,
    inventory_item_id: '',
    medicine_template_id: template.id,
    opened_at: now,
    opened_by_user_id: null,
    opened_by_label: 'Demodata',
    note: null,
    in_use_days: template.in_use_days,
    use_by: useByOf(today, expiry, template.in_use_days),
    status: 'open',
    ended_at: null,
    ended_by_user_id: null,
    ended_by_label: null,
    kassation_id: null,
  };
}
