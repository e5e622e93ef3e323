import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ITEM_QUANTITY } from '../../../shared/schemas/inventory.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { alvedonBatch, kassationCalls } from '../../test/kassation-fixtures.ts';
import { codeFor, newKey, setScanLimits } from '../../test/qr-fixtures.ts';

// One case, one code, one status, whichever screen or call meets it.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const k = () => kassationCalls(env);

describe('too little stock', () => {
  it('is 409 INSUFFICIENT_STOCK from a disposal, a bulk disposal and a scan, naming what is left', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w, 5);
    const disposal = await k().as(w.staff.token).post('/initiate', {
      inventory_item_id: item,
      quantity: 6,
    });
    const bulk = await k()
      .as(w.staff.token)
      .post('/bulk', { kassations: [{ inventory_item_id: item, quantity: 6 }] });
    const scan = await env.request('POST', '/qr-codes/scan', {
      token: w.staff.token,
      site: w.a1,
      headers: { 'Idempotency-Key': newKey() },
      body: {
        qr_code_data: await codeFor(env, w.a1, w.medA1),
        action_type: 'withdraw',
        quantity: 6,
        batch_number: (
          await env.db
            .selectFrom('inventory_items')
            .select('batch_number')
            .where('id', '=', item)
            .executeTakeFirstOrThrow()
        ).batch_number,
      },
    });
    for (const answer of [disposal, bulk, scan]) {
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('INSUFFICIENT_STOCK');
      expect(answer.body.detail).toMatch(/5 styck kvar/);
    }
    expect(await env.quantityOf(item)).toBe(5);
  });
});

describe('a batch that would hold too much', () => {
  it('is 409 QUANTITY_TOO_LARGE from a delivery, a scan refill and a cancelled disposal', async () => {
    const w = await env.world();
    const item = await env.item(w.a1, w.medA1, 'FULL-1', '2027-06-30', MAX_ITEM_QUANTITY - 1);
    await setScanLimits(env, w.a1, { withdraw: 10, add: 2 });
    const unpack = await env.request('POST', '/inventory/unpack', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {
        medicine_template_id: w.medA1,
        batch_number: 'FULL-1',
        expiry_date: '2027-06-30',
        quantity: 2,
        unit_type: 'styck',
      },
    });
    const refill = await env.request('POST', '/qr-codes/scan', {
      token: w.staff.token,
      site: w.a1,
      headers: { 'Idempotency-Key': newKey() },
      body: {
        qr_code_data: await codeFor(env, w.a1, w.medA1),
        action_type: 'add',
        quantity: 2,
        batch_number: 'FULL-1',
        source: 'scan_screen',
      },
    });
    const disposed = await k().dispose(w.staff.token, item, 10);
    await env.db
      .updateTable('inventory_items')
      .set({ quantity: MAX_ITEM_QUANTITY - 5 })
      .where('id', '=', item)
      .execute();
    const cancel = await k().as(w.staff.token).delete(`/${disposed.id}`);
    for (const answer of [unpack, refill, cancel]) {
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('QUANTITY_TOO_LARGE');
    }
    expect(await env.quantityOf(item)).toBe(MAX_ITEM_QUANTITY - 5);
  });
});
