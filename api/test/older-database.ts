import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SITE_DEFAULTS } from '../../shared/constants.ts';
import { connectDatabase } from '../db/connect.ts';
import { migrateUpTo } from '../db/migrate.ts';
import type { Db } from '../db/schema.ts';

export const OLD_NOW = '2026-11-20T10:00:00.000Z';

/** A SQLite file migrated only up to `migration`, for testing the migrations after it. */
export async function withOlderDatabase(
  migration: string,
  test: (db: Db) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'medvakt-older-'));
  const db = connectDatabase({ kind: 'sqlite', file: join(dir, 'old.sqlite') });
  try {
    await migrateUpTo(db, migration);
    await test(db);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A customer with `count` sites, straight in the database; answers the site ids. */
export async function oldSites(db: Db, count: number): Promise<string[]> {
  const customer = randomUUID();
  await db
    .insertInto('customers')
    .values({
      id: customer,
      name: 'Kund',
      customer_type: 'kommun',
      contact_email: null,
      contact_phone: null,
      billing_address: null,
      monthly_price_sek: 900,
      is_active: 1,
      created_at: OLD_NOW,
      updated_at: OLD_NOW,
    })
    .execute();
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const id of ids)
    await db
      .insertInto('sites')
      .values({
        id,
        name: `Enhet ${id.slice(0, 4)}`,
        customer_id: customer,
        address: null,
        contact_email: null,
        contact_phone: null,
        ...SITE_DEFAULTS,
        is_active: 1,
        created_at: OLD_NOW,
        updated_at: OLD_NOW,
      })
      .execute();
  return ids;
}
