import { afterEach, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness.ts';

let env: TestEnv | null = null;
afterEach(async () => {
  await env?.close();
  env = null;
});

describe('GET /support', () => {
  it('says nothing about where the servers are unless the operator set HOSTING_NOTICE', async () => {
    env = await createTestEnv();
    const res = await env.request('GET', '/support');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hosting_notice: null });
    expect(JSON.stringify(res.body)).not.toContain('EU');
  });

  it("answers the operator's hosting notice for the sign-in page, without signing in", async () => {
    env = await createTestEnv({ hostingNotice: 'Servrarna står i regionens datahall i Umeå' });
    const res = await env.request('GET', '/support');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      hosting_notice: 'Servrarna står i regionens datahall i Umeå',
    });
  });
});
