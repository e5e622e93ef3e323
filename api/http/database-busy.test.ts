import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const onSqlite = !process.env.DATABASE_URL;

const batchesAt = async (siteId: string) =>
  (
    await env.db
      .selectFrom('inventory_items')
      .select('batch_number')
      .where('site_id', '=', siteId)
      .orderBy('batch_number')
      .execute()
  ).map((row) => row.batch_number);

describe.skipIf(!onSqlite)('a SQLite file another process keeps locked', () => {
  it('answers 503 DATABASE_UNAVAILABLE with Retry-After, saves nothing, and works once the lock is gone', async () => {
    const w = await env.world();
    const before = await batchesAt(w.a1);
    const delivery = {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {
        medicine_template_id: w.medA1,
        batch_number: 'LÅST-1',
        expiry_date: '2027-06-30',
        quantity: 10,
      },
    };
    // Another process on the same file holds the write lock longer than the 5 s busy timeout.
    const other = env.otherProcess().db;
    const locked = await other.connection().execute(async (connection) => {
      await sql`begin immediate`.execute(connection);
      try {
        return await env.request('POST', '/inventory/items', delivery);
      } finally {
        await sql`rollback`.execute(connection);
      }
    });
    expect(locked.status).toBe(503);
    expect(locked.body).toEqual({
      detail: 'Databasen svarar inte just nu. Försök igen om en stund.',
      code: 'DATABASE_UNAVAILABLE',
    });
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await batchesAt(w.a1)).toEqual(before);

    const after = await env.request('POST', '/inventory/items', delivery);
    expect(after.status).toBe(201);
    expect(await batchesAt(w.a1)).toEqual([...before, 'LÅST-1'].sort());
  }, 30_000);
});
