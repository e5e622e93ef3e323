import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, START, type TestEnv } from '../../test/harness.ts';
import {
  codeFor,
  eliquisShelf,
  scanAudits,
  scansOf,
  setScanLimits,
} from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

const scan = (w: World, body: Record<string, unknown>, token = w.staff.token) =>
  env.request('POST', '/qr-codes/scan', { token, site: w.a1, body });

describe('POST /qr-codes/scan', () => {
  it('withdraws from the first usable batch, skipping expired and quarantined ones', async () => {
    const w = await env.world();
    const { template, ids, code } = await eliquisShelf(env, w);
    const res = await scan(w, { qr_code_data: code, action_type: 'withdraw', quantity: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      action_type: 'withdraw',
      site_id: w.a1,
      medicine_template_id: template,
      medicine_name: 'Eliquis',
      quantity: 2,
      current_inventory: 16,
      message: 'Tog ut 2 styck Eliquis 10 mg ur batch A-100. 3 kvar i batchen.',
      replayed: false,
      batch: {
        batch_number: 'A-100',
        quantity: 3,
        is_quarantined: false,
        quarantine_reason: null,
      },
    });
    expect(await env.quantityOf(ids.first)).toBe(3);
    expect(await env.quantityOf(ids.expired)).toBe(3);
    expect(await env.quantityOf(ids.quarantined)).toBe(4);

    const [row] = await scansOf(env, template);
    expect(row).toMatchObject({
      action_type: 'withdraw',
      quantity: 2,
      batch_number: 'A-100',
      unit_type: 'styck',
      is_public: 0,
      user_id: w.staff.id,
      inventory_item_id: ids.first,
    });
    const [audit] = await scanAudits(env, ids.first);
    expect(audit).toMatchObject({ actor_id: w.staff.id, site_id: w.a1, entity: 'inventory_item' });
    expect(JSON.parse(audit!.before_json!)).toEqual({ quantity: 5 });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ quantity: 3, withdrawn: 2 });
  });

  it('refuses a named quarantined batch and changes nothing', async () => {
    const w = await env.world();
    const { template, ids, code, quarantinedBatch } = await eliquisShelf(env, w);
    for (const action_type of ['withdraw', 'add'] as const) {
      const res = await scan(w, {
        qr_code_data: code,
        action_type,
        quantity: 1,
        batch_number: quarantinedBatch,
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('RECALL_QUARANTINE');
      expect(res.body.detail).toContain(`Batch ${quarantinedBatch} är spärrad`);
    }
    expect(await env.quantityOf(ids.quarantined)).toBe(4);
    expect(await scansOf(env, template)).toEqual([]);
    expect(await scanAudits(env, ids.quarantined)).toEqual([]);
  });

  it('refuses a withdrawal when only expired and quarantined batches are left', async () => {
    const w = await env.world();
    const { template, ids, code } = await eliquisShelf(env, w);
    for (const batch_number of ['A-100', 'B-200']) {
      const res = await scan(w, {
        qr_code_data: code,
        action_type: 'withdraw',
        quantity: batch_number === 'A-100' ? 5 : 6,
        batch_number,
      });
      expect(res.status).toBe(201);
    }
    const res = await scan(w, { qr_code_data: code, action_type: 'withdraw' });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(
      'Inte tillräckligt med lager: Eliquis 10 mg har inget lager som går att ta ut (utgångna och spärrade batcher räknas inte).',
    );
    expect(await env.quantityOf(ids.quarantined)).toBe(4);
    expect(await env.quantityOf(ids.expired)).toBe(3);
    expect((await scansOf(env, template)).length).toBe(2);
  });

  it('refuses an expired batch named for withdrawal', async () => {
    const w = await env.world();
    const { ids, code } = await eliquisShelf(env, w);
    const res = await scan(w, {
      qr_code_data: code,
      action_type: 'withdraw',
      batch_number: 'exp-1',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('BATCH_EXPIRED');
    expect(await env.quantityOf(ids.expired)).toBe(3);
  });

  it('never takes more than the batch holds', async () => {
    const w = await env.world();
    const { ids, code, template } = await eliquisShelf(env, w);
    const res = await scan(w, {
      qr_code_data: code,
      action_type: 'withdraw',
      quantity: 6,
      batch_number: 'A-100',
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Inte tillräckligt med lager: batch A-100 har 5 styck kvar.');
    expect(await env.quantityOf(ids.first)).toBe(5);
    expect(await scansOf(env, template)).toEqual([]);
  });

  it('adds to an existing batch and creates a new one, which needs an expiry date', async () => {
    const w = await env.world();
    const { ids, code, template } = await eliquisShelf(env, w);
    await setScanLimits(env, w.a1, { withdraw: 10, add: 10 });
    const existing = await scan(w, {
      qr_code_data: code,
      action_type: 'add',
      quantity: 4,
      batch_number: 'b-200 ',
      source: 'scan_screen',
    });
    expect(existing.status).toBe(201);
    expect(existing.body.message).toBe(
      'Lade till 4 styck Eliquis 10 mg i batch B-200. 10 i batchen nu.',
    );
    expect(await env.quantityOf(ids.second)).toBe(10);

    const mismatch = await scan(w, {
      qr_code_data: code,
      action_type: 'add',
      batch_number: 'B-200',
      expiry_date: '2028-01-31',
    });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.code).toBe('BATCH_EXPIRY_MISMATCH');

    const noExpiry = await scan(w, {
      qr_code_data: code,
      action_type: 'add',
      batch_number: 'NY-1',
    });
    expect(noExpiry.status).toBe(422);
    expect(noExpiry.body.detail).toBe('Utgångsdatum krävs för en ny batch');

    const created = await scan(w, {
      qr_code_data: code,
      action_type: 'add',
      quantity: 8,
      batch_number: 'NY-1',
      expiry_date: '2027-09-30',
      unit_type: 'paket',
      source: 'scan_screen',
    });
    expect(created.status).toBe(201);
    expect(created.body.batch).toMatchObject({
      batch_number: 'NY-1',
      quantity: 8,
      unit_type: 'paket',
      expiry_date: '2027-09-30',
    });
    const list = await env.request('GET', `/inventory/items?medicine_template_id=${template}`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(list.body.items.map((i: { batch_number: string }) => i.batch_number)).toContain('NY-1');
    const withoutBatch = await scan(w, { qr_code_data: code, action_type: 'add' });
    expect(withoutBatch.status).toBe(422);
    expect(withoutBatch.body.code).toBe('BATCH_REQUIRED');
  });

  it('records a view without changing stock or writing an audit row', async () => {
    const w = await env.world();
    const { template, ids, code } = await eliquisShelf(env, w);
    const before = (await env.auditRows()).length;
    const res = await scan(w, { qr_code_data: code, action_type: 'view', quantity: 5 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ action_type: 'view', quantity: 0, batch: null });
    expect(res.body.message).toBe('Eliquis 10 mg: 18 i lager på Hemsjukvården Solna.');
    expect(await env.quantityOf(ids.first)).toBe(5);
    expect((await env.auditRows()).length).toBe(before);
    expect(await scansOf(env, template)).toMatchObject([{ action_type: 'view', quantity: 0 }]);
  });

  it('raises the low stock warning a withdrawal causes', async () => {
    const w = await env.world();
    const { template, code } = await eliquisShelf(env, w);
    const lowStock = () =>
      env.request('GET', '/warnings?warning_type=low_stock', { token: w.staff.token, site: w.a1 });
    const titles = async () =>
      (await lowStock()).body.items.map((i: { title: string }) => i.title) as string[];
    expect((await titles()).some((t) => t.includes('Eliquis'))).toBe(false);
    // 18 in stock, minimum 10: taking 5 from A-100 and 6 from B-200 leaves 7.
    await scan(w, { qr_code_data: code, action_type: 'withdraw', quantity: 5 });
    await scan(w, { qr_code_data: code, action_type: 'withdraw', quantity: 6 });
    expect((await titles()).some((t) => t.includes('Eliquis'))).toBe(true);
    expect((await scansOf(env, template)).length).toBe(2);
  });

  it('raises the overdue count warning of a narcotic it withdraws', async () => {
    const w = await env.world();
    const overdue = () =>
      env.db
        .selectFrom('warnings')
        .select(['medicine_template_id', 'is_resolved'])
        .where('site_id', '=', w.a1)
        .where('warning_type', '=', 'count_overdue')
        .execute();
    // Never counted: due 30 days after its first movement (START).
    env.clock.set('2026-12-30T09:00:00.000Z');
    try {
      const token = await env.tokenFor(w.staff.id);
      const res = await scan(
        w,
        {
          qr_code_data: await codeFor(env, w.a1, w.stockMedA1),
          action_type: 'withdraw',
          batch_number: 'LOT-A1',
          patient: 'Patient A',
        },
        token,
      );
      expect(res.status).toBe(201);
      expect(await overdue()).toEqual([{ medicine_template_id: w.stockMedA1, is_resolved: 0 }]);
    } finally {
      env.clock.set(START);
    }
  });

  it('refuses a malformed Idempotency-Key and a unit type the batch is not counted in', async () => {
    const w = await env.world();
    const { code, ids } = await eliquisShelf(env, w);
    const res = await env.request('POST', '/qr-codes/scan', {
      token: w.staff.token,
      site: w.a1,
      headers: { 'Idempotency-Key': 'x'.repeat(101) },
      body: { qr_code_data: code, action_type: 'withdraw' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_IDEMPOTENCY_KEY');
    const unit = await scan(w, { qr_code_data: code, action_type: 'withdraw', unit_type: 'paket' });
    expect(unit.status).toBe(422);
    expect(unit.body.code).toBe('UNIT_TYPE_MISMATCH');
    expect(await env.quantityOf(ids.first)).toBe(5);
  });
});
