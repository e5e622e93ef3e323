import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { SITE_DEFAULTS } from '../shared/constants.ts';
import { DISPOSAL_REASONS } from '../shared/schemas/kassation.ts';
import { addDays } from '../shared/stock-rules.ts';
import { connectDatabase } from '../api/db/connect.ts';
import { migrateToLatest } from '../api/db/migrate.ts';
import type { Database, Db } from '../api/db/schema.ts';
import { NOT_YET_HANDLED } from '../api/services/kassation/kassation-service.ts';
import { normaliseBatch } from '../api/services/recalls/batch-text.ts';
import { productKeys } from '../api/services/recalls/product-match.ts';
import { hashPassword } from '../api/services/auth/passwords.ts';
import { insertStockedBatches } from '../api/services/stock/opening-stock.ts';

/** Dataset L of the performance budgets; S and M are the same shape, scaled down. */
export const SIZES = {
  S: 0.01,
  M: 0.1,
  L: 1,
} as const;
export type SizeName = keyof typeof SIZES;

const FULL = {
  customers: 20,
  sites: 1_000,
  users: 5_000,
  templates: 100_000,
  items: 300_000,
  disposals: 200_000,
  recalls: 5_000,
};

export const BENCH_ADMIN = { email: 'bench.admin@medvakt.se', password: 'Bench-Admin-2026!' };
export const BENCH_NURSE = { email: 'bench.user@medvakt.se', password: 'Bench-User-2026!' };
/** Every tenth person from the third on is a site admin; all but the admin share the nurse's password. */
export const BENCH_SITE_ADMIN = {
  email: 'person2@bench.medvakt.se',
  password: BENCH_NURSE.password,
};

const MEDICINES = ['Alvedon', 'Morfin', 'Furix', 'Waran', 'Metformin', 'Oxynorm', 'Stesolid'];
const CHUNK = 500;

async function insertChunked<T extends keyof Database>(
  db: Db,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

function pick<T>(list: readonly T[], i: number): T {
  const value = list[i % list.length];
  if (value === undefined) throw new Error('tom lista');
  return value;
}

/**
 * Writes a dataset into a fresh SQLite file: customers, sites, users (one admin and one nurse with
 * known passwords for the load runs), templates, batches spread over the next two years and the
 * last one, disposals over the last year, recall notices.
 */
export async function generateDataset(file: string, size: SizeName, today: string): Promise<void> {
  const scale = SIZES[size];
  const count = (n: number) => Math.max(1, Math.round(n * scale));
  const db = connectDatabase({ kind: 'sqlite', file });
  await migrateToLatest(db);
  const now = new Date().toISOString();
  const hash = await hashPassword(BENCH_NURSE.password);
  const adminHash = await hashPassword(BENCH_ADMIN.password);

  const customers: Insertable<Database['customers']>[] = Array.from(
    { length: count(FULL.customers) },
    (_, i) => ({
      id: randomUUID(),
      name: `Kund ${i + 1}`,
      customer_type: pick(['region', 'kommun', 'private'], i),
      contact_email: null,
      contact_phone: null,
      billing_address: null,
      monthly_price_sek: 900,
      is_active: 1,
      created_at: now,
      updated_at: now,
    }),
  );
  const sites: Insertable<Database['sites']>[] = Array.from(
    { length: count(FULL.sites) },
    (_, i) => ({
      id: randomUUID(),
      name: `Enhet ${i + 1}`,
      customer_id: pick(customers, i).id,
      address: null,
      contact_email: null,
      contact_phone: null,
      ...SITE_DEFAULTS,
      is_active: 1,
      created_at: now,
      updated_at: now,
    }),
  );
  const users: Insertable<Database['users']>[] = Array.from(
    { length: count(FULL.users) },
    (_, i) => {
      const special =
        i === 0 ? BENCH_ADMIN : i === 1 ? BENCH_NURSE : i === 2 ? BENCH_SITE_ADMIN : null;
      return {
        id: randomUUID(),
        email: special?.email ?? `person${i}@bench.medvakt.se`,
        password_hash: i === 0 ? adminHash : hash,
        first_name: 'Bänk',
        last_name: `Person ${i}`,
        role: i === 0 ? 'admin' : i % 10 === 2 ? 'site_admin' : 'user',
        mobile_phone: null,
        is_active: 1,
        last_login: null,
        current_site_id: i === 0 ? null : pick(sites, i).id,
        created_at: now,
        updated_at: now,
      };
    },
  );
  const userSites = users.flatMap((u) =>
    u.current_site_id ? [{ user_id: u.id, site_id: u.current_site_id }] : [],
  );
  const templates: Database['medicine_templates'][] = Array.from(
    { length: count(FULL.templates) },
    (_, i) => {
      const name = `${pick(MEDICINES, i)} ${Math.floor(i / MEDICINES.length) + 1}`;
      return {
        id: randomUUID(),
        site_id: pick(sites, i).id,
        name,
        name_key: `${name.toLowerCase()}|10 mg`,
        ...productKeys(name),
        generic_name: null,
        strength: '10 mg',
        unit: 'tablett',
        route_of_administration: 'oral',
        storage_requirements: null,
        minimum_stock_level: i % 5 === 0 ? 10 : 0,
        par_level: i % 5 === 0 ? 30 : null,
        in_use_days: null,
        is_controlled_substance: i % 7 === 1 ? 1 : 0,
        narcotic_schedule: i % 7 === 1 ? 'II' : null,
        pack_size: null,
        is_active: 1,
        schablon_id: null,
        created_at: now,
        updated_at: now,
      };
    },
  );
  const items: Database['inventory_items'][] = Array.from({ length: count(FULL.items) }, (_, i) => {
    const template = pick(templates, i);
    const batch = `LOT-${i.toString(36).toUpperCase()}`;
    return {
      id: randomUUID(),
      site_id: template.site_id,
      medicine_template_id: template.id,
      batch_number: batch,
      batch_key: batch,
      recall_key: normaliseBatch(batch),
      expiry_date: addDays(today, ((i * 7919) % 1095) - 365),
      quantity: i % 11 === 0 ? 0 : (i % 40) + 1,
      unit_type: i % 4 === 0 ? 'paket' : 'styck',
      location: `Skåp ${(i % 9) + 1}`,
      storage_place_id: null,
      notes: null,
      created_at: now,
      updated_at: now,
    };
  });
  await insertChunked(db, 'customers', customers);
  await insertChunked(db, 'sites', sites);
  await insertChunked(db, 'users', users);
  await insertChunked(db, 'user_sites', userSites);
  await insertChunked(db, 'medicine_templates', templates);
  await insertStockedBatches(db, items, {
    kind: 'opening_balance',
    actor: { id: null, label: 'Testdata' },
    reason: null,
    at: now,
  });
  await insertDisposals(db, items, templates, count(FULL.disposals), today);
  await insertRecalls(db, items, templates, count(FULL.recalls), now);
  await db.destroy();
}

async function insertDisposals(
  db: Db,
  items: Database['inventory_items'][],
  templates: Database['medicine_templates'][],
  total: number,
  today: string,
): Promise<void> {
  const names = new Map(templates.map((t) => [t.id, t.name]));
  const rows = Array.from({ length: total }, (_, i) => {
    const item = pick(items, i * 3);
    const day = addDays(today, -(i % 365));
    return {
      id: randomUUID(),
      site_id: item.site_id,
      inventory_item_id: item.id,
      medicine_template_id: item.medicine_template_id,
      medicine_name: names.get(item.medicine_template_id) ?? 'Okänt',
      medicine_strength: '10 mg',
      batch_number: item.batch_number,
      expiry_date: item.expiry_date,
      quantity: (i % 5) + 1,
      unit_type: item.unit_type,
      reason: pick(DISPOSAL_REASONS, i),
      reason_description: null,
      disposal_method: null,
      disposal_notes: null,
      status: pick(['initiated', 'approved', 'completed', 'completed'] as const, i),
      initiated_by: null,
      initiator_name: 'Bänk Person',
      initiated_at: `${day}T10:00:00.000Z`,
      ...NOT_YET_HANDLED,
      stock_left: 1,
    };
  });
  await insertChunked(db, 'kassations', rows);
}

async function insertRecalls(
  db: Db,
  items: Database['inventory_items'][],
  templates: Database['medicine_templates'][],
  total: number,
  now: string,
): Promise<void> {
  const notices: Insertable<Database['recall_notices']>[] = Array.from(
    { length: total },
    (_, i) => ({
      id: randomUUID(),
      source: 'feed',
      external_id: `bench-${i}`,
      product_name: `${pick(MEDICINES, i)} ${i + 1}`,
      strength: '10 mg',
      gtin: null,
      varunummer: null,
      recall_class: pick(['I', 'II', 'III'], i),
      reason: 'Kvalitetsbrist',
      link: null,
      published_at: now,
      created_by: null,
      created_at: now,
      body: null,
      pharmaceutical_form: null,
      pack_size: null,
      product_word: null as string | null,
      product_words: null as string | null,
      whole_product: 0,
    }),
  );
  // Every 500th notice names no batches: the whole product of a medicine some unit keeps.
  const wholeProduct = (i: number) => i % 500 === 250;
  notices.forEach((notice, i) => {
    if (!wholeProduct(i)) return;
    const template = pick(templates, i * 7);
    Object.assign(notice, {
      product_name: template.name,
      ...productKeys(template.name),
      whole_product: 1,
    });
  });
  // Every tenth notice names a batch that exists somewhere; the rest match nothing.
  const batches = notices
    .filter((_, i) => !wholeProduct(i))
    .map((notice, i) => {
      const batch = i % 10 === 0 ? pick(items, i * 13).batch_key : `NOPE-${i}`;
      return {
        id: randomUUID(),
        notice_id: notice.id,
        batch_number: batch,
        batch_key: normaliseBatch(batch),
        expiry_date: null,
      };
    });
  await insertChunked(db, 'recall_notices', notices);
  await insertChunked(db, 'recall_notice_batches', batches);
}
