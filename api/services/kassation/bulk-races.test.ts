import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { ledgerSum } from '../../test/stock-fixtures.ts';
import { alvedonBatch } from '../../test/kassation-fixtures.ts';

// Disposals of two batches listed in opposite orders, sent at once, half through a second
// connection pool as another server process has: on PostgreSQL they wait, never deadlock.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const RACERS = 30;

describe('bulk disposals that race', () => {
  it('disposes of the last packs once whichever order the rows come in', async () => {
    const w = await env.world();
    const first = await alvedonBatch(env, w, 20);
    const second = await alvedonBatch(env, w, 20);
    const other = env.otherProcess();
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) => {
        const rows = [first, second].map((id) => ({
          inventory_item_id: id,
          quantity: 1,
          reason: 'expired',
        }));
        const request = index % 2 === 0 ? env.request : other.request;
        return request('POST', '/kassation/bulk', {
          token: w.staff.token,
          body: { kassations: index % 3 === 0 ? rows.reverse() : rows },
        });
      }),
    );
    for (const answer of answers)
      expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.body).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    for (const id of [first, second]) {
      expect(await env.quantityOf(id)).toBe(0);
      expect(await ledgerSum(env.db, id)).toBe(0);
    }
    const disposals = await env.db
      .selectFrom('kassations')
      .select('id')
      .where('inventory_item_id', 'in', [first, second])
      .execute();
    expect(disposals).toHaveLength(40);
  });
});
