import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ apiTokenRateLimitPerMinute: 3 });
});
afterAll(async () => env.close());

async function tokenOfA1() {
  const w = await env.world();
  const res = await env.request('POST', '/api-tokens', {
    token: w.admin.token,
    body: { name: `BI ${w.a1}`, site_ids: [w.a1], scopes: ['read:stock', 'read:recalls'] },
  });
  expect(res.status).toBe(201);
  return { w, id: res.body.id as string, token: res.body.token as string };
}

describe('API token limits', () => {
  it('answers 429 with Retry-After over the limit, and lets in again after the window', async () => {
    const { token } = await tokenOfA1();
    for (let i = 0; i < 3; i++)
      expect((await env.request('GET', '/inventory/items', { token })).status).toBe(200);
    const refused = await env.request('GET', '/inventory/items', { token });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.detail).toBe(
      'För många anrop med den här API-token. Vänta och försök igen.',
    );
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    env.clock.advanceMinutes(1);
    expect((await env.request('GET', '/inventory/items', { token })).status).toBe(200);
  });

  it('counts a call once even where two routers share its path', async () => {
    const { token } = await tokenOfA1();
    const hits = async () =>
      (await env.db.selectFrom('rate_limit_hits').select('id').execute()).length;
    const before = await hits();
    const res = await env.request('GET', '/indragningar/matches', { token });
    expect(res.status).toBe(200);
    expect(await hits()).toBe(before + 1);
  });

  it('shows when it was last used, written at most once a minute', async () => {
    const { w, id, token } = await tokenOfA1();
    const lastUsed = async () => {
      const list = await env.request('GET', '/api-tokens', { token: w.admin.token });
      return list.body.find((t: { id: string }) => t.id === id).last_used_at as string | null;
    };
    expect(await lastUsed()).toBeNull();
    const first = env.clock.now().toISOString();
    await env.request('GET', '/inventory/items', { token });
    expect(await lastUsed()).toBe(first);
    env.clock.advanceMinutes(0.5);
    await env.request('GET', '/inventory/items', { token });
    expect(await lastUsed()).toBe(first);
    env.clock.advanceMinutes(0.6);
    await env.request('GET', '/inventory/items', { token });
    expect(await lastUsed()).toBe(env.clock.now().toISOString());
  });
});
