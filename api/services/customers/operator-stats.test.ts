import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { insertWarning } from '../../test/warning-fixtures.ts';

// Each test builds its own figures on a fresh database, so totals are exact.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

async function customerPriced(name: string, price: number, active = true) {
  const id = await env.customer(name, 'private');
  await env.db
    .updateTable('customers')
    .set({ monthly_price_sek: price, is_active: active ? 1 : 0 })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('GET /dashboard/stats and /dashboard/revenue', () => {
  it('counts the whole system for the operator', async () => {
    await env.db.deleteFrom('audit_log').execute();
    const w = await env.world();
    await env.user('user', [w.a1], { active: false });
    await env.site(w.customerA, 'Nedlagd enhet', false);
    await insertWarning(env, w.a1, 'critical');
    await insertWarning(env, w.b1, 'medium');
    await insertWarning(env, w.a2, 'critical', true);
    const old = new Date(env.clock.now().getTime() - 25 * 3_600_000).toISOString();
    await env.db
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        at: old,
        actor_id: null,
        actor_label: 'System',
        site_id: null,
        action: 'create',
        entity: 'site',
        entity_id: null,
        before_json: null,
        after_json: null,
      })
      .execute();
    await env.request('POST', `/dashboard/quick-dispose/${w.itemA1}`, {
      token: w.staff.token,
      site: w.a1,
    });

    const res = await env.request('GET', '/dashboard/stats', { token: w.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total_customers: 2,
      total_sites: 4,
      total_users: 7,
      active_users: 6,
      active_sites: 3,
      active_warnings: 2,
      critical_warnings: 1,
      monthly_revenue_sek: 2700,
      recent_activity_count: 1,
      last_backup_at: null,
      database: process.env.DATABASE_URL ? 'postgresql' : 'sqlite',
    });
  });

  it('bills active sites of active customers at each customer’s own price', async () => {
    const w = await env.world();
    const before = (await env.request('GET', '/dashboard/revenue', { token: w.admin.token })).body;
    const beforeMonthly = Number(before.monthly_revenue_sek);
    const beforeSites = Number(before.active_sites);
    const dearer = await customerPriced(`Vårdbolaget ${randomUUID().slice(0, 4)}`, 1200);
    await env.site(dearer, 'Vårdbolaget Nord');
    await env.site(dearer, 'Vårdbolaget Syd', false);
    const gone = await customerPriced(`Avslutad ${randomUUID().slice(0, 4)}`, 900, false);
    await env.site(gone, 'Avslutad enhet');

    const res = await env.request('GET', '/dashboard/revenue', { token: w.admin.token });
    expect(res.status).toBe(200);
    const monthly = beforeMonthly + 1200;
    expect(res.body).toMatchObject({
      monthly_revenue_sek: monthly,
      annual_forecast_sek: monthly * 12,
      active_sites: beforeSites + 1,
      average_per_site_sek: Math.round((monthly / (beforeSites + 1)) * 100) / 100,
      uniform_price_sek: null,
    });
    const row = res.body.customers.find((c: { customer_id: string }) => c.customer_id === dearer);
    expect(row).toMatchObject({
      customer_type: 'private',
      monthly_price_sek: 1200,
      active_sites: 1,
      monthly_revenue_sek: 1200,
    });
    expect(res.body.customers.some((c: { customer_id: string }) => c.customer_id === gone)).toBe(
      false,
    );
    const stats = await env.request('GET', '/dashboard/stats', { token: w.admin.token });
    expect(stats.body.monthly_revenue_sek).toBe(monthly);
  });

  it('is for the operator only', async () => {
    const w = await env.world();
    for (const path of ['/dashboard/stats', '/dashboard/revenue', '/dashboard/ssl-status']) {
      for (const token of [w.siteAdmin.token, w.staff.token]) {
        const res = await env.request('GET', path, { token, site: w.a1 });
        expect(res.status, path).toBe(403);
      }
    }
  });
});
