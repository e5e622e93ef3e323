import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { ledgerSum, stockedBatches } from '../../test/stock-fixtures.ts';

// A stock-take completed while disposals of the same batches, listed in either order, arrive
// at once through two connection pools: on PostgreSQL they wait for each other, never deadlock.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe('a stock-take completed during a burst of disposals', () => {
  it('books the count and every disposal, and the ledger agrees', async () => {
    const w = await env.world();
    const alvedon = await env.medicine(w.a1, 'Alvedon', { strength: '500 mg' });
    // Made (and so listed) against the order of their ids, the order the disposals lock them in.
    const batches = ['f', '8', '0'].map((prefix) => `${prefix.repeat(8)}${randomUUID().slice(8)}`);
    await stockedBatches(env, w.a1, 3, (n) => ({
      id: batches[n],
      templateId: alvedon,
      batch: `ALV-${n}`,
      expiry: `2027-0${n + 3}-31`,
      quantity: 40,
    }));
    const manager = { token: w.siteAdmin.token, site: w.a1 };
    const take = await env.request('POST', '/stock-takes', { ...manager, body: {} });
    expect(take.status).toBe(201);
    for (const [itemId, counted] of [...batches.map((id) => [id, 38] as const), [w.itemA1, 20]])
      expect(
        (
          await env.request('PUT', `/stock-takes/${take.body.id}/lines/${itemId}`, {
            ...manager,
            body: { counted_quantity: counted },
          })
        ).status,
      ).toBe(200);

    const other = env.otherProcess();
    const disposals = Array.from({ length: 29 }, (_, index) => {
      const rows = batches.map((id) => ({ inventory_item_id: id, quantity: 1, reason: 'damaged' }));
      const request = index % 2 === 0 ? env.request : other.request;
      return request('POST', '/kassation/bulk', {
        token: w.staff.token,
        body: { kassations: index % 3 === 0 ? rows.reverse() : rows },
      });
    });
    const completing = other.request('POST', `/stock-takes/${take.body.id}/complete`, {
      ...manager,
      body: {},
    });
    const [completed, ...disposed] = await Promise.all([completing, ...disposals]);

    expect(completed?.status, JSON.stringify(completed?.body)).toBe(200);
    expect(completed?.body).toMatchObject({ units_missing: 6 });
    for (const answer of disposed) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    // 40 each, 2 short at the count and 29 disposed of, in whichever order they were booked.
    for (const id of batches) {
      expect(await env.quantityOf(id)).toBe(40 - 2 - 29);
      expect(await ledgerSum(env.db, id)).toBe(40 - 2 - 29);
    }
  });
});
