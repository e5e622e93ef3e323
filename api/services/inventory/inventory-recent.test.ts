import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const batches = (body: Record<string, any>) => body.items.map((i: any) => i.batch_number);

describe('inventory sorted by the latest change (the user portal’s recent stock)', () => {
  it('lists the last added or restocked batch first, FEFO stays the default', async () => {
    const w = await env.world();
    const med = await env.medicine(w.a2, 'Furix');
    const list = (query: string) =>
      env.request('GET', `/inventory/items?size=3${query}`, {
        token: w.siteAdmin.token,
        site: w.a2,
      });
    const unpack = (batch_number: string, expiry_date: string) =>
      env.request('POST', '/inventory/unpack', {
        token: w.siteAdmin.token,
        site: w.a2,
        body: { medicine_template_id: med, batch_number, expiry_date, quantity: 2 },
      });
    expect((await unpack('FX-SEN', '2027-09-30')).status).toBe(201);
    env.clock.advanceMinutes(1);
    expect((await unpack('FX-TIDIG', '2027-01-31')).status).toBe(201);
    env.clock.advanceMinutes(1);
    expect((await unpack('FX-MITT', '2027-05-31')).status).toBe(201);
    env.clock.advanceMinutes(1);
    expect((await unpack('FX-SEN', '2027-09-30')).status).toBe(200);

    const recent = await list('&sort=recent');
    expect(recent.status).toBe(200);
    expect(batches(recent.body)).toEqual(['FX-SEN', 'FX-MITT', 'FX-TIDIG']);
    expect(recent.body.items[0].quantity).toBe(4);
    expect(batches((await list('')).body)).toEqual(['FX-TIDIG', 'FX-MITT', 'FX-SEN']);
    expect(batches((await list('&sort=expiry')).body)).toEqual(['FX-TIDIG', 'FX-MITT', 'FX-SEN']);
  });

  it('refuses an unknown sort with a Swedish message', async () => {
    const w = await env.world();
    const answer = await env.request('GET', '/inventory/items?sort=newest', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toBe('Ogiltig sortering');
  });
});
