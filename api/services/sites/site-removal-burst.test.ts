import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { codeFor, newKey } from '../../test/qr-fixtures.ts';
import { tieToSite } from '../../test/site-ties.ts';
import { findImbalances } from '../stock/ledger-check.ts';

// Half of each burst goes through a second app on its own connection: another server process.
let env: TestEnv;
let other: ReturnType<TestEnv['otherProcess']>;
beforeAll(async () => {
  env = await createTestEnv();
  other = env.otherProcess();
});
afterAll(async () => env.close());

const via = (i: number) => (i % 2 === 0 ? env.request : other.request);

describe('removing a site in a burst', () => {
  it('closes a site once while 29 withdrawals race it: each is booked before or refused after', async () => {
    const w = await env.world();
    const item = await env.item(w.a1, w.medA1, 'BURST-1', '2027-06-30', 100);
    const code = await codeFor(env, w.a1, w.medA1);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i === 15
          ? via(i)('DELETE', `/sites/${w.a1}?force=true`, { token: w.admin.token })
          : via(i)('POST', '/qr-codes/scan', {
              token: w.admin.token,
              site: w.a1,
              headers: { 'Idempotency-Key': newKey() },
              body: { qr_code_data: code, action_type: 'withdraw', quantity: 1 },
            }),
      ),
    );
    expect(answers[15]).toMatchObject({ status: 200, body: { outcome: 'closed' } });
    const scans = answers.filter((_, i) => i !== 15);
    expect(scans.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    const booked = scans.filter((a) => a.status === 201).length;
    expect(await env.quantityOf(item)).toBe(100 - booked);
    const site = await env.db
      .selectFrom('sites')
      .select('closed_at')
      .where('id', '=', w.a1)
      .executeTakeFirstOrThrow();
    const after = await env.db
      .selectFrom('stock_movements')
      .select('id')
      .where('inventory_item_id', '=', item)
      .where('created_at', '>', site.closed_at ?? '')
      .execute();
    expect(after).toEqual([]);
    expect(await findImbalances(env.db)).toEqual([]);
  });

  it('answers 30 removals of a site with history with 30 × closed and one close in the log', async () => {
    const w = await env.world();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        via(i)('DELETE', `/sites/${w.a1}?force=true`, { token: w.admin.token }),
      ),
    );
    expect(answers.map((a) => [a.status, a.body.outcome])).toEqual(
      Array.from({ length: 30 }, () => [200, 'closed']),
    );
    const closes = (await env.auditRows('site')).filter(
      (a) => a.action === 'close' && a.entity_id === w.a1,
    );
    expect(closes).toHaveLength(1);
  });

  it('deletes a site without history once and answers the other 29 removals 404', async () => {
    const w = await env.world();
    const site = await env.site(w.customerB, 'Tom enhet');
    await tieToSite(env, site, w.foreignAdmin.id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        via(i)('DELETE', `/sites/${site}?force=true`, { token: w.admin.token }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 29 }, () => 404)]);
    expect(answers.find((a) => a.status === 200)?.body.outcome).toBe('deleted');
    for (const a of answers.filter((x) => x.status === 404))
      expect(a.body).toMatchObject({ code: 'SITE_NOT_FOUND', detail: 'Enheten hittades inte.' });
  });
});
