import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { insertWarning } from '../../test/warning-fixtures.ts';

// Each test builds its own figures on a fresh database, so totals are exact.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe('GET /dashboard/site-stats', () => {
  it('gives stock, expiry, warning and disposal figures per visible site', async () => {
    const w = await env.world();
    const med = await env.medicine(w.a1, 'Alvedon', { strength: '1 g' });
    await env.item(w.a1, med, 'EXP', '2026-11-01', 3);
    await env.item(w.a1, med, 'SOON', '2026-12-01', 5);
    await env.item(w.a1, med, 'EMPTY', '2026-12-01', 0);
    await insertWarning(env, w.a1, 'high');
    await env.request('POST', `/dashboard/quick-dispose/${w.itemA1}`, {
      token: w.staff.token,
      site: w.a1,
      body: { quantity: 2 },
    });

    const res = await env.request('GET', '/dashboard/site-stats', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(res.status).toBe(200);
    expect(res.body.sites).toEqual([
      {
        site_id: w.a1,
        site_name: 'Hemsjukvården Solna',
        customer_name: 'Solna stad',
        batches: 3,
        // The two Morfin packs stay in the balance until their witnessed destruction.
        total_quantity: 28,
        expiring: 1,
        expired: 1,
        open_warnings: 1,
        disposals_last_30_days: 1,
      },
    ]);
    const manager = await env.request('GET', '/dashboard/site-stats', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(manager.body.sites.map((s: { site_id: string }) => s.site_id).sort()).toEqual(
      [w.a1, w.a2].sort(),
    );
    const admin = await env.request('GET', '/dashboard/site-stats', { token: w.admin.token });
    const ids = admin.body.sites.map((s: { site_id: string }) => s.site_id);
    expect(ids).toEqual(expect.arrayContaining([w.a1, w.a2, w.b1]));
  });
});
