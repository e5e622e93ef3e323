import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { ledgerSum, stockedBatches } from '../../test/stock-fixtures.ts';

// Transfers sent at once, half of them through a second connection pool as another server
// process has: on PostgreSQL they really run side by side and must wait, never deadlock.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type Answer = Awaited<ReturnType<TestEnv['request']>>;

const RACERS = 30;

const batchesOf = (siteId: string, batchNumber: string) =>
  env.db
    .selectFrom('inventory_items')
    .select(['id', 'quantity'])
    .where('site_id', '=', siteId)
    .where('batch_number', '=', batchNumber)
    .execute();

/** Sends every other request through the second process. */
function racers(count: number, send: (index: number) => [string, Record<string, unknown>]) {
  const other = env.otherProcess();
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      const [token, body] = send(index);
      const request = index % 2 === 0 ? env.request : other.request;
      return request('POST', '/transfers', { token, body });
    }),
  );
}

function expectOnlyMovesAndLostRaces(answers: Answer[]) {
  for (const answer of answers) {
    expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
    if (answer.status === 409) expect(answer.body.detail).toMatch(/^[A-ZÅÄÖ].+\.$/);
  }
}

async function expectBalanced(itemIds: string[]) {
  for (const id of itemIds) expect(await ledgerSum(env.db, id)).toBe(await env.quantityOf(id));
}

/**
 * A batch of Alvedon 500 mg whose id begins with `prefix`: a batch made later sorts after one
 * beginning with 0 and before one beginning with f, so a test can take either locking order.
 */
async function batchAt(siteId: string, batch: string, quantity: number, prefix: '0' | 'f') {
  const medicine = await env.medicine(siteId, 'Alvedon', { strength: '500 mg' });
  const id = `${prefix.repeat(8)}${randomUUID().slice(8)}`;
  await stockedBatches(env, siteId, 1, () => ({
    templateId: medicine,
    batch,
    expiry: '2027-05-31',
    quantity,
    id,
  }));
  return id;
}

describe('transfers that race', () => {
  // The target unit already has the medicine, not the batch: the first move makes the batch.
  it.each(['0', 'f'] as const)(
    'moves every unit of a batch of 10 once when 30 ask for one each (source id %s…)',
    async (prefix) => {
      const w = await env.world();
      const source = await batchAt(w.a1, `RACE-${prefix}`, 10, prefix);
      await env.medicine(w.a2, 'Alvedon', { strength: '500 mg' });
      const answers = await racers(RACERS, () => [
        w.siteAdmin.token,
        { inventory_item_id: source, to_site_id: w.a2, quantity: 1 },
      ]);
      expectOnlyMovesAndLostRaces(answers);
      const moved = answers.filter((a) => a.status === 201);
      expect(moved).toHaveLength(10);
      for (const lost of answers.filter((a) => a.status === 409))
        expect(lost.body.code).toBe('INSUFFICIENT_STOCK');
      const [target, ...more] = await batchesOf(w.a2, `RACE-${prefix}`);
      expect(more).toEqual([]);
      expect(await env.quantityOf(source)).toBe(0);
      expect(target?.quantity).toBe(10);
      expect(new Set(moved.map((a) => a.body.to_item_id))).toEqual(new Set([target?.id]));
      const transfers = await env.db
        .selectFrom('transfers')
        .select('quantity')
        .where('from_item_id', '=', source)
        .execute();
      expect(transfers).toHaveLength(10);
      await expectBalanced([source, target?.id ?? '']);
    },
  );

  it('makes the medicine and the batch at the target once when 30 moves race', async () => {
    const w = await env.world();
    const source = await batchAt(w.a1, 'RACE-NEW', 10, 'f');
    const answers = await racers(RACERS, () => [
      w.siteAdmin.token,
      { inventory_item_id: source, to_site_id: w.a2, quantity: 1 },
    ]);
    expectOnlyMovesAndLostRaces(answers);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    const [target, ...more] = await batchesOf(w.a2, 'RACE-NEW');
    expect(more).toEqual([]);
    expect(target?.quantity).toBe(10);
    const made = await env.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'inventory_item')
      .where('entity_id', '=', target?.id ?? '')
      .execute();
    expect(made.map((a) => a.action).sort()).toEqual([
      'create',
      ...Array<string>(9).fill('transfer_in'),
    ]);
    await expectBalanced([source, target?.id ?? '']);
  });

  it('lets moves in both directions between two units wait for each other', async () => {
    const w = await env.world();
    const there = await batchAt(w.a1, 'BOTH-WAYS', 30, 'f');
    const back = await batchAt(w.a2, 'BOTH-WAYS', 30, '0');
    const answers = await racers(RACERS, (index) => [
      w.siteAdmin.token,
      index % 3 === 0
        ? { inventory_item_id: back, to_site_id: w.a1, quantity: 1 }
        : { inventory_item_id: there, to_site_id: w.a2, quantity: 1 },
    ]);
    expectOnlyMovesAndLostRaces(answers);
    expect(answers.every((a) => a.status === 201)).toBe(true);
    // 20 moved there and 10 back: each unit ends 10 down or up.
    expect(await env.quantityOf(there)).toBe(30 - 20 + 10);
    expect(await env.quantityOf(back)).toBe(30 + 20 - 10);
    await expectBalanced([there, back]);
  });
});
