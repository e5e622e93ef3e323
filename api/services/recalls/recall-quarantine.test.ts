import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import {
  matchesOfItem,
  noticeOf,
  recallWarnings,
  storeNoticeIn,
  uniqueBatch,
} from '../../test/recall-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

/**
 * A batch of Alvedon in A1 named by a class I recall; returns the item and its match. (Not a
 * narcotic: a narcotic's quantity is never edited by hand, recall or not.)
 */
async function recalledBatch(w: World, quantity = 8) {
  const batch = uniqueBatch();
  const item = await env.item(w.a1, w.medA1, batch, '2027-06-30', quantity);
  await storeNoticeIn(
    env,
    noticeOf({
      product_name: 'Alvedon',
      recall_class: 'I',
      batches: [{ batch_number: batch, expiry_date: null }],
    }),
  );
  const [match] = await matchesOfItem(env, item);
  if (!match) throw new Error('no match');
  return { batch, item, matchId: match.id };
}

const edit = (w: World, item: string, body: unknown) =>
  env.request('PUT', `/inventory/items/${item}`, { token: w.siteAdmin.token, site: w.a1, body });

const unpack = (w: World, batch: string, quantity = 5) =>
  env.request('POST', '/inventory/unpack', {
    token: w.siteAdmin.token,
    site: w.a1,
    body: {
      medicine_template_id: w.medA1,
      batch_number: batch,
      expiry_date: '2027-06-30',
      quantity,
    },
  });

const resolve = (token: string, matchId: string, body: unknown) =>
  env.request('POST', `/indragningar/matches/${matchId}/resolve`, { token, site: undefined, body });

/** The `is_recalled` mark the stock list gives the batch, found by searching for its number. */
const recalledFlag = async (w: World, item: string, batch: string) => {
  const list = await env.request('GET', `/inventory/items?search=${batch}`, {
    token: w.staff.token,
    site: w.a1,
  });
  expect(list.status).toBe(200);
  return list.body.items.find((i: { id: string }) => i.id === item)?.is_recalled;
};

describe('a batch held by an open recall', () => {
  it('is marked recalled in the stock list until the recall is dismissed', async () => {
    const w = await env.world();
    const freeBatch = uniqueBatch();
    const free = await env.item(w.a1, w.medA1, freeBatch, '2027-06-30', 3);
    const { batch, item, matchId } = await recalledBatch(w);
    expect(await recalledFlag(w, item, batch)).toBe(true);
    expect(await recalledFlag(w, free, freeBatch)).toBe(false);
    await resolve(w.siteAdmin.token, matchId, {
      resolution_type: 'dismissed',
      notes: 'Vår batch kommer från en annan tillverkare',
    });
    expect(await recalledFlag(w, item, batch)).toBe(false);
  });

  it('cannot have its quantity changed, and the answer names the recall', async () => {
    const w = await env.world();
    const { item, batch } = await recalledBatch(w);
    for (const quantity of [20, 2]) {
      const res = await edit(w, item, { quantity, adjustment_reason: 'Räknat fel' });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('RECALL_QUARANTINE');
      expect(res.body.detail).toContain(`Batch ${batch} är spärrad`);
      expect(res.body.detail).toContain('Alvedon (klass I)');
    }
    expect(await env.quantityOf(item)).toBe(8);
    const moved = await edit(w, item, { location: 'Karantänhyllan' });
    expect(moved.status).toBe(200);
    expect(moved.body.location).toBe('Karantänhyllan');
  });

  it('cannot be added to by unpacking', async () => {
    const w = await env.world();
    const { item, batch } = await recalledBatch(w);
    const res = await unpack(w, batch);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('RECALL_QUARANTINE');
    expect(await env.quantityOf(item)).toBe(8);
  });

  it('can still be disposed of; the last pack out settles the recall and its warning', async () => {
    const w = await env.world();
    const { item, matchId } = await recalledBatch(w);
    const dispose = (quantity: number) =>
      env.request('POST', '/kassation/initiate', {
        token: w.staff.token,
        site: w.a1,
        body: { inventory_item_id: item, quantity, reason: 'recalled' },
      });
    expect((await dispose(3)).status).toBe(201);
    expect(await matchesOfItem(env, item)).toMatchObject([{ id: matchId, status: 'active' }]);
    expect((await dispose(5)).status).toBe(201);
    expect(await matchesOfItem(env, item)).toMatchObject([
      { id: matchId, status: 'resolved', resolution_type: 'disposed' },
    ]);
    const [warning] = await recallWarnings(env, w.a1);
    expect(warning).toMatchObject({ is_resolved: 1 });
  });
});

describe('resolving a match', () => {
  it('disposed: the batch leaves stock as recalled, the warning closes, the hold is gone', async () => {
    const w = await env.world();
    const { item, matchId, batch } = await recalledBatch(w);
    const res = await resolve(w.staff.token, matchId, { resolution_type: 'disposed' });
    expect(res.status).toBe(200);
    expect(res.body.kassation_id).toBeTruthy();
    expect(await env.quantityOf(item)).toBe(0);
    const [warning] = await recallWarnings(env, w.a1);
    expect(warning).toMatchObject({
      is_resolved: 1,
      resolution_notes: 'Batchen är kasserad enligt indragningen',
    });
    const list = await env.request('GET', '/indragningar/matches', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(list.body.items.map((m: { id: string }) => m.id)).not.toContain(matchId);
    expect((await edit(w, item, { location: 'Skåp 2' })).status).toBe(200);

    // The same recalled batch delivered again is held again, with a new warning.
    const again = await unpack(w, batch, 4);
    expect(again.status).toBeLessThan(300);
    expect(await matchesOfItem(env, item)).toMatchObject([{ id: matchId, status: 'active' }]);
    const warnings = await recallWarnings(env, w.a1);
    expect(warnings.map((x) => x.is_resolved).sort()).toEqual([0, 1]);
    expect((await edit(w, item, { quantity: 1, adjustment_reason: 'Räknat fel' })).status).toBe(
      409,
    );
  });

  it('dismissed by a unit manager with a note: the warning closes and the batch is free', async () => {
    const w = await env.world();
    const { item, matchId } = await recalledBatch(w);
    const byStaff = await resolve(w.staff.token, matchId, {
      resolution_type: 'dismissed',
      notes: 'Annan tillverkare',
    });
    expect(byStaff.status).toBe(403);
    const res = await resolve(w.siteAdmin.token, matchId, {
      resolution_type: 'dismissed',
      notes: 'Vår batch kommer från en annan tillverkare',
    });
    expect(res.status).toBe(200);
    const [warning] = await recallWarnings(env, w.a1);
    expect(warning).toMatchObject({ is_resolved: 1 });
    expect(await env.quantityOf(item)).toBe(8);
    const changed = await edit(w, item, { quantity: 9, adjustment_reason: 'Räknat fel' });
    expect(changed.status).toBe(200);
    expect(await matchesOfItem(env, item)).toMatchObject([{ status: 'dismissed' }]);
    expect((await unpack(w, (await matchesOfItem(env, item))[0]!.batch_number)).status).toBe(200);
  });

  it('a disposal of a recalled batch that is cancelled puts the batch back on hold', async () => {
    const w = await env.world();
    const { item, matchId } = await recalledBatch(w);
    const res = await resolve(w.siteAdmin.token, matchId, { resolution_type: 'disposed' });
    const cancelled = await env.request('DELETE', `/kassation/${res.body.kassation_id}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(cancelled.status).toBeLessThan(300);
    expect(await env.quantityOf(item)).toBe(8);
    expect(await matchesOfItem(env, item)).toMatchObject([{ id: matchId, status: 'active' }]);
    expect((await edit(w, item, { quantity: 1, adjustment_reason: 'Räknat fel' })).status).toBe(
      409,
    );
  });
});
