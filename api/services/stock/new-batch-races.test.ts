import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { codeFor, newKey } from '../../test/qr-fixtures.ts';

// Requests that create a batch on first use, sent at once: every one must be booked (on SQLite
// and, with DATABASE_URL, on PostgreSQL where they really run side by side).
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const RACERS = 20;

const batchRows = (templateId: string) =>
  env.db
    .selectFrom('inventory_items')
    .select(['id', 'quantity'])
    .where('medicine_template_id', '=', templateId)
    .execute();

describe('deliveries of a new batch that race', () => {
  it('books every delivery on one batch row, with no server error', async () => {
    const w = await env.world();
    const template = await env.medicine(w.a1, 'Furix');
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        env.request('POST', '/inventory/unpack', {
          token: w.siteAdmin.token,
          site: w.a1,
          body: {
            medicine_template_id: template,
            batch_number: 'LEV-2026',
            expiry_date: '2027-09-30',
            quantity: 3,
            unit_type: 'styck',
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    expect(answers.filter((a) => a.body.created === true)).toHaveLength(1);
    const rows = await batchRows(template);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.quantity).toBe(RACERS * 3);
    const audits = await env.auditRows('inventory_item');
    const mine = audits.filter((a) => a.entity_id === rows[0]?.id);
    expect(mine.filter((a) => a.action === 'create')).toHaveLength(1);
    expect(mine.filter((a) => a.action === 'unpack')).toHaveLength(RACERS - 1);
  });

  it('answers the losers of a racing registration in the stock form with 409, not 500', async () => {
    const w = await env.world();
    const template = await env.medicine(w.a1, 'Waran');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        env.request('POST', '/inventory/items', {
          token: w.siteAdmin.token,
          site: w.a1,
          body: {
            medicine_template_id: template,
            batch_number: 'FORM-1',
            expiry_date: '2027-09-30',
            quantity: 4,
            unit_type: 'styck',
          },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.body.code).toBe('BATCH_EXISTS');
    const rows = await batchRows(template);
    expect(rows.map((r) => r.quantity)).toEqual([4]);
  });

  it('books every refill scanned for a new batch at once', async () => {
    const w = await env.world();
    const template = await env.medicine(w.a1, 'Omeprazol');
    const code = await codeFor(env, w.a1, template);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () =>
        env.request('POST', '/qr-codes/scan', {
          token: w.staff.token,
          site: w.a1,
          headers: { 'Idempotency-Key': newKey() },
          body: {
            qr_code_data: code,
            action_type: 'add',
            quantity: 1,
            batch_number: 'SCAN-NEW',
            expiry_date: '2027-10-31',
          },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(RACERS).fill(201));
    const rows = await batchRows(template);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.quantity).toBe(RACERS);
    const scans = await env.db
      .selectFrom('qr_scans')
      .select('quantity')
      .where('medicine_template_id', '=', template)
      .execute();
    expect(scans).toHaveLength(RACERS);
  });
});

describe('other records created at once under a unique name', () => {
  it('answers the losers of a racing medicine and user creation with a Swedish 409', async () => {
    const w = await env.world();
    const medicines = await Promise.all(
      Array.from({ length: 8 }, () =>
        env.request('POST', '/medicines', {
          token: w.siteAdmin.token,
          site: w.a1,
          body: { name: 'Kåvepenin', strength: '1 g', unit: 'tablett' },
        }),
      ),
    );
    const users = await Promise.all(
      Array.from({ length: 8 }, () =>
        env.request('POST', '/users', {
          token: w.admin.token,
          body: {
            email: 'samtidig@test.se',
            password: 'Starkt-Losen1!',
            first_name: 'Samma',
            last_name: 'Person',
            role: 'user',
            site_ids: [w.a1],
          },
        }),
      ),
    );
    for (const answers of [medicines, users]) {
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(answers.length - 1);
      for (const lost of answers.filter((a) => a.status === 409))
        expect(lost.body.detail).toMatch(/finns redan/);
    }
    const stored = await env.db
      .selectFrom('medicine_templates')
      .select('id')
      .where('site_id', '=', w.a1)
      .where('name', '=', 'Kåvepenin')
      .execute();
    expect(stored).toHaveLength(1);
  });
});
