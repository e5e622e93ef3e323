import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { expiryPanelWorld } from '../../test/panel-fixtures.ts';

// The harness clock stands at 2026-11-21 10:00 in Stockholm.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const stockedWorld = () => expiryPanelWorld(env);

const warnings = (token: string, query = '', site?: string) =>
  env.request('GET', `/dashboard/cross-site-warnings${query}`, { token, site });

describe('GET /dashboard/cross-site-warnings', () => {
  it('gives a user the batches of the site they work in, soonest first, with severity', async () => {
    const { w, items } = await stockedWorld();
    const res = await warnings(w.staff.token, '', w.a1);
    expect(res.status).toBe(200);
    expect(res.body.expiry_warnings.map((r: { id: string }) => r.id)).toEqual([
      items.expired,
      items.inThree,
      items.inTen,
      items.inThirty,
    ]);
    expect(res.body.total_expiry_warnings).toBe(4);
    expect(res.body.critical_count).toBe(2);
    expect(res.body.expiry_warnings[0]).toMatchObject({
      site_id: w.a1,
      site_name: 'Hemsjukvården Solna',
      medicine_name: 'Alvedon',
      medicine_strength: '500 mg',
      batch_number: 'EXP-2',
      expiry_date: '2026-11-19',
      days_until_expiry: -2,
      severity: 'critical',
      quantity: 4,
      unit_type: 'styck',
      location: null,
    });
    expect(res.body.expiry_warnings[2]).toMatchObject({
      days_until_expiry: 10,
      severity: 'warning',
    });
    expect(res.body.expiry_warnings[3]).toMatchObject({
      days_until_expiry: 30,
      severity: 'warning',
    });
  });

  it('falls back to the user’s chosen site when no X-Site-Id is sent', async () => {
    const { w } = await stockedWorld();
    const res = await warnings(w.staff.token);
    expect(res.status).toBe(200);
    expect(res.body.total_expiry_warnings).toBe(4);
  });

  it('gives a unit manager all their sites, each with its own warning days', async () => {
    const { w, a2Items } = await stockedWorld();
    const res = await warnings(w.siteAdmin.token, '', w.a1);
    expect(res.body.total_expiry_warnings).toBe(6);
    expect(res.body.critical_count).toBe(3);
    const a2Rows = res.body.expiry_warnings.filter((r: { site_id: string }) => r.site_id === w.a2);
    expect(a2Rows.map((r: { id: string; severity: string }) => [r.id, r.severity])).toEqual([
      [a2Items.inTen, 'critical'],
      [a2Items.inFortyFive, 'warning'],
    ]);
    expect(res.body.expiry_warnings.some((r: { site_id: string }) => r.site_id === w.b1)).toBe(
      false,
    );
  });

  it('gives an admin every active site, or the one asked for', async () => {
    const { w, b1Item } = await stockedWorld();
    const closed = await env.site(w.customerA, 'Stängd enhet', false);
    const closedMed = await env.medicine(closed, 'Stesolid');
    await env.item(closed, closedMed, 'S-1', '2026-11-23', 1);

    const all = await warnings(w.admin.token);
    const sites = new Set(all.body.expiry_warnings.map((r: { site_id: string }) => r.site_id));
    expect(sites.has(w.a1) && sites.has(w.a2) && sites.has(w.b1)).toBe(true);
    expect(sites.has(closed)).toBe(false);

    const one = await warnings(w.admin.token, `?site_id=${w.b1}`);
    expect(one.body).toMatchObject({ total_expiry_warnings: 1, critical_count: 1 });
    expect(one.body.expiry_warnings[0]).toMatchObject({ id: b1Item, days_until_expiry: 1 });
  });

  it('caps the rows at the limit but counts every match', async () => {
    const { w } = await stockedWorld();
    const res = await warnings(w.staff.token, '?limit=2', w.a1);
    expect(res.body.expiry_warnings).toHaveLength(2);
    expect(res.body.total_expiry_warnings).toBe(4);
    expect(res.body.critical_count).toBe(2);
  });

  it('answers bad limits and foreign sites clearly', async () => {
    const { w } = await stockedWorld();
    for (const limit of ['0', '501', 'alla']) {
      const res = await warnings(w.staff.token, `?limit=${limit}`, w.a1);
      expect(res.status, limit).toBe(422);
      expect(res.body.detail).toMatch(/Antal rader/);
    }
    const foreign = await warnings(w.siteAdmin.token, `?site_id=${w.b1}`, w.a1);
    expect(foreign.status).toBe(404);
    const unknown = await warnings(w.admin.token, `?site_id=${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
  });

  it('is empty for a user without sites', async () => {
    const lonely = await env.user('user', []);
    const res = await warnings(await env.tokenFor(lonely.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ expiry_warnings: [], total_expiry_warnings: 0, critical_count: 0 });
  });
});
