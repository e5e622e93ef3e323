import type { Kysely } from 'kysely';
import type { CatalogueProductInput } from '../../../shared/schemas/catalogue.ts';
import { chunks } from '../../db/chunks.ts';
import type { CatalogueProductTable, Database } from '../../db/schema.ts';

/** 15 bound values a product: 15,000 a statement, below SQLite's 32,766 and PostgreSQL's 65,535. */
const PRODUCTS_PER_STATEMENT = 1_000;

export const nameKeyOf = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Adds or replaces products of a customer's catalogue, many to a statement: a region's list of
 * 20,000 products is written in seconds, not row by row. The caller's transaction holds them.
 */
export async function upsertCatalogueProducts(
  trx: Kysely<Database>,
  customerId: string,
  importId: string | null,
  products: readonly (CatalogueProductInput & { gtin: string })[],
  now: string,
): Promise<void> {
  // In GTIN order: two imports writing the same products at once take their row locks in the
  // same order on PostgreSQL, so one waits for the other instead of both deadlocking.
  const ordered = [...products].sort((a, b) => (a.gtin < b.gtin ? -1 : a.gtin > b.gtin ? 1 : 0));
  for (const part of chunks(ordered, PRODUCTS_PER_STATEMENT)) {
    const rows: CatalogueProductTable[] = part.map((p) => ({
      customer_id: customerId,
      gtin: p.gtin,
      name: p.name,
      name_key: nameKeyOf(p.name),
      strength: p.strength,
      unit: p.unit,
      pack_size: p.pack_size,
      atc_code: p.atc_code,
      narcotic_schedule: p.narcotic_schedule,
      storage_requirements: p.storage_requirements,
      in_use_days: p.in_use_days,
      import_id: importId,
      created_at: now,
      updated_at: now,
    }));
    await trx
      .insertInto('catalogue_products')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['customer_id', 'gtin']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          name_key: eb.ref('excluded.name_key'),
          strength: eb.ref('excluded.strength'),
          unit: eb.ref('excluded.unit'),
          pack_size: eb.ref('excluded.pack_size'),
          atc_code: eb.ref('excluded.atc_code'),
          narcotic_schedule: eb.ref('excluded.narcotic_schedule'),
          storage_requirements: eb.ref('excluded.storage_requirements'),
          in_use_days: eb.ref('excluded.in_use_days'),
          import_id: eb.ref('excluded.import_id'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}
