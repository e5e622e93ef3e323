import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { expiryPanelWorld } from '../../test/panel-fixtures.ts';

// The harness clock stands at 2026-11-21 10:00 in Stockholm.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

const stockedWorld = () => expiryPanelWorld(env);

const warnings = (token: string, query = '', site?: string) =>
  env.request('GET', `/dashboard/cross-site-warnings${query}`, { token, site });

const dispose = (token: string, id: string, site?: string, body?: unknown) =>
  env.request('POST', `/dashboard/quick-dispose/${id}`, { token, site, body });

async function kassationsOf(itemId: string) {
  return env.db
    .selectFrom('kassations')
    .selectAll()
    .where('inventory_item_id', '=', itemId)
    .execute();
}

describe('POST /dashboard/quick-dispose/{id}', () => {
  let w: World;
  let items: Awaited<ReturnType<typeof stockedWorld>>['items'];
  beforeAll(async () => {
    ({ w, items } = await stockedWorld());
  });

  it('disposes of all that is left, as expired, and the batch leaves the panel', async () => {
    const res = await dispose(w.staff.token, items.inThree, w.a1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, medicine_name: 'Alvedon', quantity: 6 });
    expect(await env.quantityOf(items.inThree)).toBe(0);
    const [record] = await kassationsOf(items.inThree);
    expect(record).toMatchObject({
      id: res.body.kassation_id,
      reason: 'expired',
      quantity: 6,
      reason_description: 'Kasserad från VARNINGAR 3 dag(ar) före utgångsdatum',
    });
    const audit = await env.auditRows('kassation');
    expect(audit.some((a) => a.entity_id === res.body.kassation_id)).toBe(true);

    const panel = await warnings(w.staff.token, '', w.a1);
    expect(panel.body.expiry_warnings.map((r: { id: string }) => r.id)).not.toContain(
      items.inThree,
    );
    expect(panel.body).toMatchObject({ total_expiry_warnings: 3, critical_count: 1 });
  });

  it('answers 404 for a batch already at 0 and changes nothing', async () => {
    const before = (await kassationsOf(items.inThree)).length;
    const res = await dispose(w.staff.token, items.inThree, w.a1);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Läkemedlet hittades inte eller har redan kasserats');
    expect((await kassationsOf(items.inThree)).length).toBe(before);
  });

  it('answers 404 for another tenant’s batch and for an unknown id', async () => {
    const { b1Item } = await stockedWorld();
    const foreign = await dispose(w.staff.token, b1Item, w.a1);
    expect(foreign.status).toBe(404);
    expect(await env.quantityOf(b1Item)).toBe(5);
    const unknown = await dispose(w.staff.token, crypto.randomUUID(), w.a1);
    expect(unknown.status).toBe(404);
  });

  it('takes a given quantity with a given reason', async () => {
    const res = await dispose(w.siteAdmin.token, items.inTen, w.a1, {
      quantity: 3,
      reason: 'damaged',
    });
    expect(res.status).toBe(200);
    expect(res.body.quantity).toBe(3);
    expect(await env.quantityOf(items.inTen)).toBe(5);
    const [record] = await kassationsOf(items.inTen);
    expect(record?.reason).toBe('damaged');
  });

  it('refuses more than is in stock and bad input without changing anything', async () => {
    const tooMany = await dispose(w.staff.token, items.inTen, w.a1, { quantity: 99 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.detail).toMatch(
      /^Inte tillräckligt med lager: batch .* har 5 styck kvar\.$/,
    );
    for (const body of [{ quantity: 0 }, { quantity: 1.5 }, { reason: 'tappad' }]) {
      const res = await dispose(w.staff.token, items.inTen, w.a1, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const badId = await dispose(w.staff.token, 'inte-ett-id', w.a1);
    expect(badId.status).toBe(422);
    expect(await env.quantityOf(items.inTen)).toBe(5);
  });

  it('lets exactly one of two racing disposals win', async () => {
    const [first, second] = await Promise.all([
      dispose(w.staff.token, items.inThirty, w.a1),
      dispose(w.siteAdmin.token, items.inThirty, w.a1),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([200, 404]);
    expect(await env.quantityOf(items.inThirty)).toBe(0);
    expect(await kassationsOf(items.inThirty)).toHaveLength(1);
  });

  it('lets an admin dispose in any site', async () => {
    const { b1Item } = await stockedWorld();
    const res = await dispose(w.admin.token, b1Item);
    expect(res.status).toBe(200);
    expect(await env.quantityOf(b1Item)).toBe(0);
  });
});
