import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { codeFor, scanAudits } from '../../test/qr-fixtures.ts';

// Without TRUST_PROXY (the default) a request's X-Forwarded-For is the client's own claim.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe('public QR scans without a trusted proxy', () => {
  it('ignores X-Forwarded-For: the socket address counts (unknown in-process), limits included', async () => {
    const w = await env.world();
    const code = await codeFor(env, w.a1, w.medA1);
    const item = await env.item(w.a1, w.medA1, 'AL-1', '2027-04-30', 3);
    const res = await env.request('POST', '/qr-codes/scan', {
      headers: { 'X-Forwarded-For': '198.51.100.7' },
      body: { qr_code_data: code, action_type: 'withdraw' },
    });
    expect(res.status).toBe(201);
    const [audit] = await scanAudits(env, item);
    expect(audit?.actor_label).toBe('Publik QR-sida (okänd)');

    // 29 more from 'different' forwarded addresses fill the one address's minute.
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const verified = await env.request('POST', '/qr-codes/verify', {
        headers: { 'X-Forwarded-For': `198.51.100.${i}` },
        body: { qr_code_data: code },
      });
      statuses.push(verified.status);
    }
    expect(statuses).toEqual([...Array<number>(29).fill(200), 429]);
  });
});
