import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { kassationCalls, type KassationWorld } from '../../test/kassation-fixtures.ts';
import { codeFor, newKey } from '../../test/qr-fixtures.ts';

let env: TestEnv;
let k: ReturnType<typeof kassationCalls>;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true });
  k = kassationCalls(env);
});
afterAll(async () => env.close());

const BURST = 30;
const witnessOf = (w: KassationWorld) => ({ email: w.colleague.email, password: TEST_PASSWORD });

const movementsOf = (itemId: string) =>
  env.db
    .selectFrom('stock_movements')
    .select(['kind', 'delta', 'balance_after', 'actor_user_id', 'witness_user_id', 'reference_id'])
    .where('inventory_item_id', '=', itemId)
    .orderBy('id')
    .execute();

/** The batch as the stock list answers it. */
async function batchAnswer(w: KassationWorld, itemId: string) {
  const list = await env.request('GET', `/inventory/items?medicine_template_id=${w.stockMedA1}`, {
    token: w.staff.token,
    site: w.a1,
  });
  return list.body.items.find((item: { id: string }) => item.id === itemId);
}

async function withdraw(w: KassationWorld, quantity: number) {
  return env.request('POST', '/qr-codes/scan', {
    token: w.staff.token,
    site: w.a1,
    headers: { 'Idempotency-Key': newKey() },
    body: {
      qr_code_data: await codeFor(env, w.a1, w.stockMedA1),
      action_type: 'withdraw',
      quantity,
      patient: 'Rum 4',
    },
  });
}

/** Started by the nurse, approved by the admin: ready for the witnessed completion. */
async function approvedDisposal(w: KassationWorld, quantity: number) {
  const started = await k.dispose(w.staff.token, w.itemA1, quantity, { reason: 'expired' });
  expect((await k.as(w.admin.token, w.a1).post(`/approve/${started.id}`)).status).toBe(200);
  return started.id;
}

describe('a narcotic put up for kassation', () => {
  it('stays in the balance, reserved, until the witnessed completion books it out', async () => {
    const w = await env.world();
    const started = await k.dispose(w.staff.token, w.itemA1, 15, { reason: 'damaged' });
    expect(started).toMatchObject({ awaiting_destruction: true, remaining_quantity: 5 });
    expect(await env.quantityOf(w.itemA1)).toBe(20);
    expect(await movementsOf(w.itemA1)).toHaveLength(1);
    expect(await batchAnswer(w, w.itemA1)).toMatchObject({
      quantity: 20,
      pending_destruction: 15,
    });
    const journal = () =>
      env.request('GET', `/narcotics/${w.stockMedA1}/journal`, {
        token: w.siteAdmin.token,
        site: w.a1,
      });
    expect((await journal()).body).toMatchObject({ closing_balance: 20, awaiting_destruction: 15 });

    const tooMany = await withdraw(w, 6);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.detail).toBe(
      'Inte tillräckligt med lager: batch LOT-A1 har 20 styck kvar, varav 15 styck väntar på destruktion.',
    );
    const counted = await env.request('PUT', `/inventory/items/${w.itemA1}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { quantity: 5, reason: 'Räknat' },
    });
    expect(counted.status).toBeGreaterThanOrEqual(400);
    expect(counted.status).toBeLessThan(500);
    expect(await env.quantityOf(w.itemA1)).toBe(20);
    expect((await withdraw(w, 5)).status).toBe(201);

    expect((await k.as(w.admin.token, w.a1).post(`/approve/${started.id}`)).status).toBe(200);
    const unwitnessed = await k.as(w.siteAdmin.token, w.a1).post(`/complete/${started.id}`);
    expect(unwitnessed.status).toBe(422);
    expect(await env.quantityOf(w.itemA1)).toBe(15);

    const completed = await k
      .as(w.siteAdmin.token, w.a1)
      .post(`/complete/${started.id}`, { witness: witnessOf(w) });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: 'completed', awaiting_destruction: false });
    expect(await env.quantityOf(w.itemA1)).toBe(0);
    // One movement out, at the completion: the one who disposed and the witness, both present.
    expect((await movementsOf(w.itemA1)).at(-1)).toEqual({
      kind: 'disposed',
      delta: -15,
      balance_after: 0,
      actor_user_id: w.siteAdmin.id,
      witness_user_id: w.colleague.id,
      reference_id: started.id,
    });
    expect((await movementsOf(w.itemA1)).filter((m) => m.kind === 'disposed')).toHaveLength(1);
    const after = (await journal()).body as {
      awaiting_destruction: number;
      items: { kind: string; out: number | null; actor_name: string; witness_name: string }[];
    };
    expect(after.awaiting_destruction).toBe(0);
    expect(after.items.at(-1)).toMatchObject({
      kind: 'disposed',
      actor_name: 'Test site_admin',
      witness_name: 'Test user',
    });
  });

  it('is released with no movement when the kassation is cancelled', async () => {
    const w = await env.world();
    const started = await k.dispose(w.staff.token, w.itemA1, 20, { reason: 'expired' });
    expect((await withdraw(w, 1)).status).toBe(409);
    const cancelled = await k.as(w.staff.token, w.a1).delete(`/${started.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', remaining_quantity: 20 });
    expect((await movementsOf(w.itemA1)).map((m) => m.kind)).toEqual(['opening_balance']);
    expect((await batchAnswer(w, w.itemA1)).pending_destruction).toBe(0);
    expect((await withdraw(w, 1)).status).toBe(201);
  });

  it('goes through quick-dispose and bulk kassation the same way', async () => {
    const w = await env.world();
    const quick = await env.request('POST', `/dashboard/quick-dispose/${w.itemA1}`, {
      token: w.staff.token,
      site: w.a1,
      body: { quantity: 2 },
    });
    expect(quick.status).toBe(200);
    const bulk = await k.as(w.staff.token, w.a1).post('/bulk', {
      kassations: [{ inventory_item_id: w.itemA1, quantity: 3, reason: 'damaged' }],
    });
    expect(bulk.status).toBe(201);
    expect(await env.quantityOf(w.itemA1)).toBe(20);
    expect((await batchAnswer(w, w.itemA1)).pending_destruction).toBe(5);
    expect(await movementsOf(w.itemA1)).toHaveLength(1);
  });

  it('started under the old flow (stock already left) still completes and cancels correctly', async () => {
    const w = await env.world();
    const started = await k.dispose(w.staff.token, w.itemA1, 4, { reason: 'expired' });
    const other = await k.dispose(w.staff.token, w.itemA1, 6, { reason: 'expired' });
    // As kassations started before this version left them: booked out at the start.
    for (const [id, delta] of [
      [started.id, -4],
      [other.id, -6],
    ] as const) {
      await env.db.updateTable('kassations').set({ stock_left: 1 }).where('id', '=', id).execute();
      await env.db
        .updateTable('inventory_items')
        .set((eb) => ({ quantity: eb('quantity', '+', delta) }))
        .where('id', '=', w.itemA1)
        .execute();
    }
    expect(await env.quantityOf(w.itemA1)).toBe(10);
    expect((await k.as(w.admin.token, w.a1).post(`/approve/${started.id}`)).status).toBe(200);
    const completed = await k
      .as(w.siteAdmin.token, w.a1)
      .post(`/complete/${started.id}`, { witness: witnessOf(w) });
    expect(completed.status).toBe(200);
    expect(await env.quantityOf(w.itemA1)).toBe(10);
    expect((await k.as(w.staff.token, w.a1).delete(`/${other.id}`)).status).toBe(200);
    expect(await env.quantityOf(w.itemA1)).toBe(16);
    expect((await movementsOf(w.itemA1)).at(-1)).toMatchObject({
      kind: 'disposal_cancelled',
      delta: 6,
    });
  });
});

describe('restoring a completed, witnessed narcotic kassation', () => {
  it('needs a witness of its own and writes its own restored movement', async () => {
    const w = await env.world();
    const id = await approvedDisposal(w, 5);
    const completed = await k
      .as(w.siteAdmin.token, w.a1)
      .post(`/complete/${id}`, { witness: witnessOf(w) });
    expect(completed.status).toBe(200);
    const before = await movementsOf(w.itemA1);

    const unwitnessed = await k
      .as(w.siteAdmin.token, w.a1)
      .post(`/restore/${id}`, { restoration_reason: 'Fel batch' });
    expect(unwitnessed.status).toBe(422);
    expect(unwitnessed.body).toMatchObject({
      code: 'WITNESS_REQUIRED',
      detail: 'Återställning av en narkotikakassation kräver ett vittne',
    });
    expect(await env.quantityOf(w.itemA1)).toBe(15);
    expect(await movementsOf(w.itemA1)).toEqual(before);
    expect((await k.record(id))?.restored_at).toBeNull();

    const witness = { email: w.staff.email, password: TEST_PASSWORD };
    const restored = await k
      .as(w.siteAdmin.token, w.a1)
      .post(`/restore/${id}`, { restoration_reason: 'Fel batch', witness });
    expect(restored.status).toBe(200);
    expect(await env.quantityOf(w.itemA1)).toBe(20);
    expect((await movementsOf(w.itemA1)).at(-1)).toEqual({
      kind: 'restored',
      delta: 5,
      balance_after: 20,
      actor_user_id: w.siteAdmin.id,
      witness_user_id: w.staff.id,
      reference_id: id,
    });
  });
});

describe('races', () => {
  it('lets one of 30 people completing the same narcotic kassation win; the others get 409', async () => {
    const w = await env.world();
    const id = await approvedDisposal(w, 6);
    // Each witness of their own at a computer of their own: the burst is about the kassation,
    // not the sign-in limits.
    const witnesses = await Promise.all(
      Array.from({ length: BURST }, () => env.user('user', [w.a1])),
    );
    const answers = await Promise.all(
      witnesses.map((witness, i) =>
        env.request('POST', `/kassation/complete/${id}`, {
          token: w.siteAdmin.token,
          site: w.a1,
          headers: { 'X-Forwarded-For': `10.61.0.${i + 1}` },
          body: { witness: { email: witness.email, password: TEST_PASSWORD } },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BURST - 1);
    expect(await env.quantityOf(w.itemA1)).toBe(14);
    expect((await movementsOf(w.itemA1)).filter((m) => m.kind === 'disposed')).toHaveLength(1);
  });

  it('never lets a withdrawal take packs a racing kassation start reserved', async () => {
    const w = await env.world();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        i % 2 === 0
          ? withdraw(w, 1)
          : k.as(w.staff.token, w.a1).post('/initiate', {
              inventory_item_id: w.itemA1,
              quantity: 1,
              reason: 'expired',
            }),
      ),
    );
    const won = answers.filter((a) => a.status === 201).length;
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(won).toBe(20);
    const quantity = (await env.quantityOf(w.itemA1)) ?? -1;
    const reserved = (await batchAnswer(w, w.itemA1)).pending_destruction;
    expect(quantity).toBeGreaterThanOrEqual(0);
    expect(reserved).toBeLessThanOrEqual(quantity);
    expect(reserved).toBe(quantity);
  });
});
