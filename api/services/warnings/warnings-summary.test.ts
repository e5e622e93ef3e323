import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { insertWarning } from '../../test/warning-fixtures.ts';

// Each test builds its own figures on a fresh database, so totals are exact.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe('GET /dashboard/warnings', () => {
  it('sums up the warnings of the caller’s sites', async () => {
    const w = await env.world();
    await env.db.deleteFrom('warnings').execute();
    await insertWarning(env, w.a1, 'critical', false, 'critical_expiry');
    await insertWarning(env, w.a1, 'medium', false, 'low_stock');
    await insertWarning(env, w.a2, 'high');
    await insertWarning(env, w.a1, 'high', true);
    await insertWarning(env, w.b1, 'critical', false, 'critical_expiry');

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
