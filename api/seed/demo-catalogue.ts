import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { readCatalogue } from '../services/medicines/schablon-service.ts';
import { upsertCatalogueProducts } from '../services/catalogue/catalogue-store.ts';
import { withCheckDigit } from '../../shared/gs1.ts';

/** 735 (GS1 Sweden) and 999, a range no real pack uses here, then the product's number. */
export const demoGtin = (n: number) => withCheckDigit(`0735999${String(n).padStart(6, '0')}`);

/**
 * Each demo customer's product catalogue: the medicines Medvakt knows (the schablons), one pack
 * of each with a GTIN of the demo range, as if the region had imported its assortment, so the
 * Import page lists a catalogue and a pack a unit lacks can be made its medicine from the scan
 * screen (`demoGtin(n)` for schablon n).
 */
export async function insertDemoCatalogue(
  trx: Kysely<Database>,
  customerIds: Iterable<string>,
  now: string,
): Promise<void> {
  const products = readCatalogue().map((s, n) => ({
    gtin: demoGtin(n),
    name: s.name,
    strength: s.strength,
    unit: s.unit,
    pack_size: null,
    atc_code: null,
    narcotic_schedule: s.narcotic_schedule,
    storage_requirements: null,
    in_use_days: s.in_use_days,
  }));
  for (const customerId of customerIds)
    await upsertCatalogueProducts(trx, customerId, null, products, now);
}
