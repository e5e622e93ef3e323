import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { codeFor, newKey, scanAudits, scansOf, setScanLimits } from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

const scan = (w: World, body: Record<string, unknown>, key?: string) =>
  env.request('POST', '/qr-codes/scan', {
    token: w.staff.token,
    site: w.a1,
    body,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

describe('racing scans', () => {
  it('lets exactly as many withdrawals of 1 through as the batch holds', async () => {
    const w = await env.world();
    const item = await env.item(w.a1, w.medA1, 'RACE-1', '2027-06-30', 5);
    const code = await codeFor(env, w.a1, w.medA1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        scan(w, { qr_code_data: code, action_type: 'withdraw', quantity: 1 }, newKey()),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.detail).toMatch(/^Inte tillräckligt med lager/);
    expect(await env.quantityOf(item)).toBe(0);
    expect(await scansOf(env, w.medA1)).toHaveLength(5);
    expect(await scanAudits(env, item)).toHaveLength(5);
    const left = answers
      .filter((a) => a.status === 201)
      .map((a) => a.body.batch.quantity)
      .sort();
    expect(left).toEqual([0, 1, 2, 3, 4]);
  });

  it('counts one Idempotency-Key sent five times at once as one withdrawal', async () => {
    const w = await env.world();
    const item = await env.item(w.a1, w.medA1, 'RACE-2', '2027-06-30', 10);
    const code = await codeFor(env, w.a1, w.medA1);
    const key = newKey();
    const body = { qr_code_data: code, action_type: 'withdraw', quantity: 2 };
    const answers = await Promise.all(Array.from({ length: 5 }, () => scan(w, body, key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const { replayed: _first, ...first } = answers[0]!.body;
    for (const answer of answers) {
      const { replayed: _r, ...rest } = answer.body;
      expect(rest).toEqual(first);
    }
    expect(answers.filter((a) => a.body.replayed === false)).toHaveLength(1);
    expect(answers.filter((a) => a.body.replayed === true)).toHaveLength(4);
    expect(await env.quantityOf(item)).toBe(8);
    expect(await scansOf(env, w.medA1)).toHaveLength(1);
    expect(await scanAudits(env, item)).toHaveLength(1);

    const later = await scan(w, body, key);
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({ ...first, replayed: true });
    expect(await env.quantityOf(item)).toBe(8);
  });

  it('refuses the same key with another body and changes nothing', async () => {
    const w = await env.world();
    const item = await env.item(w.a1, w.medA1, 'RACE-3', '2027-06-30', 10);
    const code = await codeFor(env, w.a1, w.medA1);
    const key = newKey();
    const first = await scan(w, { qr_code_data: code, action_type: 'withdraw', quantity: 1 }, key);
    expect(first.status).toBe(201);
    const other = await scan(w, { qr_code_data: code, action_type: 'withdraw', quantity: 3 }, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await env.quantityOf(item)).toBe(9);
    expect(await scansOf(env, w.medA1)).toHaveLength(1);
  });

  it('replays the winner when a request learns of the key only from the unique constraint', async () => {
    // SQLite runs one statement at a time, so the lost race is staged: the app's look-ups of
    // earlier scans come back empty, as when two requests both look before either has written.
    const w = await env.world();
    const item = await env.item(w.a1, w.medA1, 'RACE-4', '2027-06-30', 10);
    const code = await codeFor(env, w.a1, w.medA1);
    const blind = createApp({
      db: env.db.withPlugin(missingEarlierScans()),
      config: env.config,
      clock: env.clock,
    });
    const send = (body: Record<string, unknown>, key: string) =>
      blind.request('/api/v1/qr-codes/scan', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${w.staff.token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
        },
        body: JSON.stringify(body),
      });
    const key = newKey();
    const body = { qr_code_data: code, action_type: 'withdraw', quantity: 2 };
    const first = await scan(w, body, key);
    const late = await send(body, key);
    expect(late.status).toBe(201);
    expect(await late.json()).toEqual({ ...first.body, replayed: true });
    const otherBody = await send({ ...body, quantity: 3 }, key);
    expect(otherBody.status).toBe(422);
    expect(await env.quantityOf(item)).toBe(8);
    expect(await scansOf(env, w.medA1)).toHaveLength(1);
  });

  it('creates a new batch once when two refills of it race', async () => {
    const w = await env.world();
    const code = await codeFor(env, w.a1, w.medA1);
    await setScanLimits(env, w.a1, { withdraw: 10, add: 3 });
    const body = {
      qr_code_data: code,
      action_type: 'add',
      quantity: 3,
      batch_number: 'NY-RACE',
      expiry_date: '2027-08-31',
      source: 'scan_screen',
    };
    const answers = await Promise.all([scan(w, body, newKey()), scan(w, body, newKey())]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const rows = await env.db
      .selectFrom('inventory_items')
      .select('quantity')
      .where('medicine_template_id', '=', w.medA1)
      .where('batch_key', '=', 'NY-RACE')
      .execute();
    expect(rows).toEqual([{ quantity: 6 }]);
  });
});

/** Every first look-up of a stored scan by key in a request answers 'none yet'. */
function missingEarlierScans(): KyselyPlugin {
  const hidden = new WeakSet<QueryId>();
  let lookups = 0;
  return {
    transformQuery({ node, queryId }): RootOperationNode {
      const text = JSON.stringify(node);
      const isLookup =
        node.kind === 'SelectQueryNode' &&
        text.includes('"qr_scans"') &&
        text.includes('"idempotency_key"');
      // The look-up before the change is hidden; the one after the refused insert is not.
      if (isLookup && lookups++ % 2 === 0) hidden.add(queryId);
      return node;
    },
    transformResult({ result, queryId }) {
      return Promise.resolve(hidden.has(queryId) ? { ...result, rows: [] } : result);
    },
  };
}
