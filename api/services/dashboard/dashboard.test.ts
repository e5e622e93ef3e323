import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import type { WarningSeverity, WarningType } from '../../../shared/schemas/warning.ts';

// Each test builds its own figures on a fresh database, so totals are exact.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

async function warning(
  siteId: string,
  severity: WarningSeverity,
  resolved = false,
  type: WarningType = 'expiry_warning',
) {
  const at = env.clock.now().toISOString();
  await env.db
    .insertInto('warnings')
    .values({
      id: randomUUID(),
      site_id: siteId,
      inventory_item_id: null,
      medicine_template_id: null,
      warning_type: type,
      severity,
      title: `Varning ${severity}`,
      description: 'Test',
      open_key: resolved ? null : `test:${randomUUID()}`,
      suppress_key: null,
      is_acknowledged: 0,
      acknowledged_by: null,
      acknowledged_at: null,
      is_resolved: resolved ? 1 : 0,
      resolved_by: null,
      resolved_at: resolved ? at : null,
      resolution_notes: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

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
    await warning(w.a1, 'critical');
    await warning(w.b1, 'medium');
    await warning(w.a2, 'critical', true);
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

describe('GET /dashboard/activity', () => {
  it('tells who did what on which record, newest first, without secrets', async () => {
    const w = await env.world();
    env.clock.advanceMinutes(1);
    await env.request('POST', `/dashboard/quick-dispose/${w.itemA1}`, {
      token: w.staff.token,
      site: w.a1,
    });
    env.clock.advanceMinutes(1);
    await env.request('POST', '/auth/change-password', {
      token: w.siteAdmin.token,
      body: { current_password: 'Testar-1234!', new_password: 'Nytt-Losen-99!' },
    });
    env.clock.advanceMinutes(1);
    await env.request('PUT', `/sites/${w.b1}`, {
      token: w.admin.token,
      body: { name: 'Akademiska avd 31' },
    });

    const res = await env.request('GET', '/dashboard/activity?limit=3', { token: w.admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 3 });
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    const [site, password, disposal] = res.body.items;
    expect(site.summary).toBe('Test admin ändrade enheten Akademiska avd 31');
    expect(password.summary).toBe('Test site_admin bytte sitt lösenord');
    expect(disposal).toMatchObject({
      actor_name: 'Test user',
      site_id: w.a1,
      site_name: 'Hemsjukvården Solna',
      entity: 'kassation',
      summary: 'Test user kasserade 20 styck Morfin (batch LOT-A1)',
    });
    expect(res.body.items.map((i: { summary_message: unknown }) => i.summary_message)).toEqual([
      {
        code: 'activity.did',
        params: {
          actor: 'Test admin',
          verb: 'update',
          entity: 'site',
          name: 'Akademiska avd 31',
        },
      },
      { code: 'activity.change_password', params: { actor: 'Test site_admin' } },
      {
        code: 'activity.disposed',
        params: { actor: 'Test user', quantity: 20, unit: 'styck', name: 'Morfin (batch LOT-A1)' },
      },
    ]);
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/password_hash|argon2|Nytt-Losen/);
  });

  it('shows a unit manager the rows of their sites only, and no one else', async () => {
    const w = await env.world();
    await env.request('POST', `/dashboard/quick-dispose/${w.itemB1}`, {
      token: w.foreign.token,
      site: w.b1,
    });
    await env.request('POST', `/dashboard/quick-dispose/${w.itemA1}`, {
      token: w.staff.token,
      site: w.a1,
    });
    const res = await env.request('GET', '/dashboard/activity?limit=100', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(res.status).toBe(200);
    const sites = new Set(res.body.items.map((i: { site_id: string }) => i.site_id));
    expect([...sites].every((s) => s === w.a1 || s === w.a2)).toBe(true);
    expect(sites.has(w.a1)).toBe(true);

    const user = await env.request('GET', '/dashboard/activity', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(user.status).toBe(403);
    const bad = await env.request('GET', '/dashboard/activity?limit=0', { token: w.admin.token });
    expect(bad.status).toBe(422);
  });

  it('pages through the log', async () => {
    const w = await env.world();
    const first = await env.request('GET', '/dashboard/activity?limit=1&page=1', {
      token: w.admin.token,
    });
    const second = await env.request('GET', '/dashboard/activity?limit=1&page=2', {
      token: w.admin.token,
    });
    expect(first.body.items).toHaveLength(1);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    expect(first.body.pages).toBe(first.body.total);
  });
});

describe('GET /dashboard/warnings', () => {
  it('sums up the warnings of the caller’s sites', async () => {
    const w = await env.world();
    await env.db.deleteFrom('warnings').execute();
    await warning(w.a1, 'critical', false, 'critical_expiry');
    await warning(w.a1, 'medium', false, 'low_stock');
    await warning(w.a2, 'high');
    await warning(w.a1, 'high', true);
    await warning(w.b1, 'critical', false, 'critical_expiry');

    const staff = await env.request('GET', '/dashboard/warnings', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(staff.status).toBe(200);
    expect(staff.body).toMatchObject({
      total: 2,
      critical: 1,
      by_type: { critical_expiry: 1, low_stock: 1, expiry_warning: 0, system_alert: 0 },
      by_severity: { critical: 1, medium: 1, high: 0, low: 0 },
    });
    expect(staff.body.recent).toHaveLength(2);
    expect(staff.body.recent[0]).toMatchObject({
      site_name: 'Hemsjukvården Solna',
      is_resolved: false,
    });

    const manager = await env.request('GET', '/dashboard/warnings?only_active=false', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(manager.body).toMatchObject({ total: 4, critical: 1 });
    const admin = await env.request('GET', '/dashboard/warnings', { token: w.admin.token });
    expect(admin.body).toMatchObject({ total: 4, critical: 2 });
    const bad = await env.request('GET', '/dashboard/warnings?only_active=ja', {
      token: w.admin.token,
    });
    expect(bad.status).toBe(422);
  });
});

describe('GET /dashboard/site-stats', () => {
  it('gives stock, expiry, warning and disposal figures per visible site', async () => {
    const w = await env.world();
    const med = await env.medicine(w.a1, 'Alvedon', { strength: '1 g' });
    await env.item(w.a1, med, 'EXP', '2026-11-01', 3);
    await env.item(w.a1, med, 'SOON', '2026-12-01', 5);
    await env.item(w.a1, med, 'EMPTY', '2026-12-01', 0);
    await warning(w.a1, 'high');
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
