import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

// Each test builds its own figures on a fresh database, so totals are exact.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

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
