import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QrScanTable } from '../../db/schema.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { codeFor, newKey, scansOf } from '../../test/qr-fixtures.ts';
import { oldSites, withOlderDatabase } from '../../test/older-database.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe('an Idempotency-Key names one request whatever the site', () => {
  it('refuses a key reused with another site’s code and changes nothing there', async () => {
    const w = await env.world();
    const first = await env.item(w.a1, w.medA1, 'IDEM-A1', '2027-06-30', 10);
    const medA2 = await env.medicine(w.a2, 'Alvedon');
    const second = await env.item(w.a2, medA2, 'IDEM-A2', '2027-06-30', 10);
    const key = newKey();
    const withdraw = async (site: string, code: string) =>
      env.request('POST', '/qr-codes/scan', {
        token: w.siteAdmin.token,
        site,
        headers: { 'Idempotency-Key': key },
        body: { qr_code_data: code, action_type: 'withdraw', quantity: 1 },
      });
    expect((await withdraw(w.a1, await codeFor(env, w.a1, w.medA1))).status).toBe(201);
    const reused = await withdraw(w.a2, await codeFor(env, w.a2, medA2));
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await env.quantityOf(first)).toBe(9);
    expect(await env.quantityOf(second)).toBe(10);
    expect(await scansOf(env, medA2)).toEqual([]);
  });

  it('does not replay one person’s scan to another who sends the same key and body', async () => {
    const w = await env.world();
    const item = await env.item(w.a1, w.medA1, 'IDEM-2', '2027-06-30', 10);
    const code = await codeFor(env, w.a1, w.medA1);
    const key = newKey();
    const body = {
      qr_code_data: code,
      action_type: 'withdraw',
      quantity: 1,
      batch_number: 'IDEM-2',
    };
    const mine = await env.request('POST', '/qr-codes/scan', {
      token: w.staff.token,
      site: w.a1,
      headers: { 'Idempotency-Key': key },
      body,
    });
    expect(mine.status).toBe(201);
    const theirs = await env.request('POST', '/qr-codes/scan', {
      token: w.siteAdmin.token,
      site: w.a1,
      headers: { 'Idempotency-Key': key },
      body,
    });
    expect(theirs.status).toBe(422);
    expect(await env.quantityOf(item)).toBe(9);
  });
});

describe('migration 0011 on scans that reused a key across sites', () => {
  it('keeps every scan row and the first use of the key', async () => {
    await withOlderDatabase('0010_login_attempt_address', async (db) => {
      const sites = await oldSites(db, 2);
      // A row as the table was then, before offline events added occurred_at.
      const scan = (siteId: string, at: string): Omit<QrScanTable, 'occurred_at'> => ({
        id: randomUUID(),
        site_id: siteId,
        medicine_template_id: null,
        inventory_item_id: null,
        medicine_name: 'Alvedon',
        batch_number: null,
        action_type: 'view',
        quantity: 0,
        unit_type: null,
        is_public: 0,
        user_id: null,
        actor_label: 'Test',
        client_address: null,
        idempotency_key: 'samma-nyckel',
        request_hash: null,
        result_json: null,
        created_at: at,
      });
      const earlier = scan(sites[0]!, '2026-11-20T10:00:00.000Z');
      const later = scan(sites[1]!, '2026-11-20T10:05:00.000Z');
      await db.insertInto('qr_scans').values([later, earlier]).execute();
      await migrateToLatest(db);
      const rows = await db
        .selectFrom('qr_scans')
        .select(['id', 'idempotency_key'])
        .orderBy('created_at')
        .execute();
      expect(rows).toEqual([
        { id: earlier.id, idempotency_key: 'samma-nyckel' },
        { id: later.id, idempotency_key: null },
      ]);
    });
  });
});
