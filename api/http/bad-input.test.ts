import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

async function snapshot() {
  const [customers, sites, users, audit] = await Promise.all([
    env.db.selectFrom('customers').selectAll().orderBy('id').execute(),
    env.db.selectFrom('sites').selectAll().orderBy('id').execute(),
    env.db.selectFrom('users').selectAll().orderBy('id').execute(),
    env.db.selectFrom('audit_log').select('id').execute(),
  ]);
  return JSON.stringify({ customers, sites, users, audit: audit.length });
}

describe('bad input never gives a 500 and changes nothing', () => {
  it('answers malformed JSON, wrong content type and wrong shapes with Swedish details', async () => {
    const w = await env.world();
    const before = await snapshot();
    const malformed = await env.request('POST', '/customers', {
      token: w.admin.token,
      rawBody: '{"name": "Halv',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe('Begäran innehåller ogiltig JSON.');

    const text = await env.request('POST', '/customers', {
      token: w.admin.token,
      rawBody: 'name=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body.detail).toContain('JSON');

    for (const body of [
      [],
      'sträng',
      42,
      null,
      { name: 123 },
      { name: 'X', monthly_price_sek: 'gratis' },
      { name: 'X', is_active: 'ja' },
    ]) {
      const res = await env.request('POST', '/customers', {
        token: w.admin.token,
        rawBody: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.detail, JSON.stringify(body)).toMatch(/[a-zåäö]/);
    }
    const site = await env.request('POST', '/sites', {
      token: w.admin.token,
      body: { name: 'X', customer_id: w.customerA, warning_days: 10.5 },
    });
    expect(site.body.detail).toBe('Varningsdagar måste vara ett heltal');
    expect(await snapshot()).toBe(before);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const w = await env.world();
    const before = await snapshot();
    const huge = JSON.stringify({ name: 'X', billing_address: 'å'.repeat(1024 * 1024) });
    const res = await env.request('POST', '/customers', { token: w.admin.token, rawBody: huge });
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe('Begäran är för stor (max 1 MB).');
    expect(await snapshot()).toBe(before);
  });

  it('answers bad ids, unknown ids and bad query values with 4xx', async () => {
    const w = await env.world();
    const checks: [string, string, number][] = [
      ['GET', '/users/123', 422],
      ['GET', "/sites/'%20or%201=1--", 422],
      ['GET', '/customers/00000000-0000-4000-8000-000000000000', 404],
      ['PUT', '/users/00000000-0000-4000-8000-000000000000', 404],
      ['DELETE', '/sites/00000000-0000-4000-8000-000000000000', 404],
      ['GET', '/sites?status=kanske', 422],
      ['GET', '/customers?per_page=100000', 422],
      ['DELETE', `/sites/${w.a2}?force=kanske`, 422],
      ['GET', '/audit?site_id=abc', 422],
      ['GET', '/finns-inte', 404],
    ];
    for (const [method, path, status] of checks) {
      const res = await env.request(method, path, {
        token: w.admin.token,
        body: method === 'PUT' ? { first_name: 'Ok' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(typeof res.body.detail, `${method} ${path}`).toBe('string');
    }
  });

  it('answers a malformed or unknown X-Site-Id with 400 or 403', async () => {
    const w = await env.world();
    const malformed = await env.request('GET', '/auth/me', {
      token: w.staff.token,
      site: 'inte-ett-id',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toContain('X-Site-Id');
    const unknown = await env.request('GET', '/auth/me', {
      token: w.admin.token,
      site: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(403);
    const inactive = await env.site(w.customerA, 'Stängd enhet', false);
    await env.db
      .insertInto('user_sites')
      .values({ user_id: w.staff.id, site_id: inactive })
      .execute();
    expect(
      (await env.request('GET', '/auth/me', { token: w.staff.token, site: inactive })).status,
    ).toBe(403);
    expect(
      (await env.request('GET', '/auth/me', { token: w.admin.token, site: inactive })).status,
    ).toBe(200);
  });

  it('answers health without a token', async () => {
    const res = await env.request('GET', '/health');
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('audit log', () => {
  it('lists mutations for admins, filtered by site, actor and entity, newest first', async () => {
    const w = await env.world();
    await env.request('PUT', `/sites/${w.a2}/settings`, {
      token: w.siteAdmin.token,
      site: w.a2,
      body: { warning_days: 40 },
    });
    env.clock.advanceMinutes(1);
    await env.request('PUT', `/users/${w.colleague.id}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { last_name: 'Lund' },
    });
    const res = await env.request('GET', `/audit?actor_id=${w.siteAdmin.id}&size=10`, {
      token: w.admin.token,
    });
    expect(res.body.items.map((a: any) => `${a.entity}:${a.action}`)).toEqual([
      'user:update',
      'site:update_settings',
    ]);
    const [latest] = res.body.items;
    expect(latest.before.last_name).toBe('user');
    expect(latest.after.last_name).toBe('Lund');
    expect(latest.site_id).toBe(w.a1);
    expect(JSON.stringify(res.body)).not.toContain('password_hash');
    const bySite = await env.request('GET', `/audit?site_id=${w.a2}&entity=site`, {
      token: w.admin.token,
    });
    expect(bySite.body.items.every((a: any) => a.site_id === w.a2 && a.entity === 'site')).toBe(
      true,
    );
    expect((await env.request('GET', '/audit', { token: w.siteAdmin.token })).status).toBe(403);
  });
});
