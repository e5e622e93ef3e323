import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../test/harness.ts';
import { codeFor, newKey } from '../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const ENGLISH = { 'Accept-Language': 'en-GB,en;q=0.9,sv;q=0.5' };

describe('refusals in the language the person asked for', () => {
  it('a second stock-take: in English when asked, in Swedish otherwise; code and status stay', async () => {
    const w = await env.world();
    const as = { token: w.staff.token, site: w.a1 };
    expect((await env.request('POST', '/stock-takes', { ...as, body: {} })).status).toBe(201);
    const english = await env.request('POST', '/stock-takes', {
      ...as,
      body: {},
      headers: ENGLISH,
    });
    const swedish = await env.request('POST', '/stock-takes', { ...as, body: {} });
    expect(english.status).toBe(swedish.status);
    expect(english.body.code).toBe(swedish.body.code);
    expect(english.body.detail).toBe(
      'A stock-take is already running here. Complete or cancel it first.',
    );
    expect(english.headers.get('Content-Language')).toBe('en');
    expect(swedish.body.detail).toBe(
      'En inventering pågår redan här. Avsluta eller avbryt den först.',
    );
    expect(swedish.headers.get('Content-Language')).toBe('sv');
  });

  it("a witness's wrong password, detail and field error", async () => {
    const w = await env.world();
    const count = (headers: Record<string, string>) =>
      env.request('POST', '/narcotics/counts', {
        token: w.staff.token,
        site: w.a1,
        headers,
        body: {
          medicine_template_id: w.stockMedA1,
          lines: [{ inventory_item_id: w.itemA1, counted_quantity: 19 }],
          note: 'En ampull saknas',
          witness: { email: w.colleague.email, password: 'Fel-losen-1' },
        },
      });
    const english = await count(ENGLISH);
    expect(english.status).toBe(422);
    expect(english.body).toEqual({
      code: 'WITNESS_INVALID',
      detail: "The witness's e-mail address or password is wrong.",
      errors: [{ path: 'witness', message: "The witness's e-mail address or password is wrong." }],
    });
    const swedish = await count({});
    expect(swedish.body.detail).toBe('Vittnets e-postadress eller lösenord är fel.');
    expect(await env.quantityOf(w.itemA1)).toBe(20);
  });

  it('a 422 from validation names each field in English', async () => {
    const answer = await env.request('POST', '/auth/login', {
      body: { email: 'inte-en-adress', password: 'kort' },
      headers: { 'Accept-Language': 'en' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      code: 'VALIDATION_ERROR',
      detail: 'Invalid e-mail address',
      errors: [
        { path: 'email', message: 'Invalid e-mail address' },
        { path: 'password', message: 'The password must be at least 8 characters' },
      ],
    });
  });

  it('a 429 keeps its Retry-After and says how long in English', async () => {
    const w = await env.world();
    for (let i = 0; i < 5; i += 1)
      expect((await env.login(w.staff.email, 'Fel-losen-1!')).status).toBe(401);
    const locked = await env.request('POST', '/auth/login', {
      body: { email: w.staff.email, password: TEST_PASSWORD },
      headers: ENGLISH,
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('900');
    expect(locked.body).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      detail: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
  });

  it('a 404, for a thing and for an address', async () => {
    const w = await env.world();
    const missing = await env.request('GET', `/stock-takes/${crypto.randomUUID()}`, {
      token: w.staff.token,
      site: w.a1,
      headers: ENGLISH,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Stock-take not found.');
    const nowhere = await env.request('GET', '/no-such-thing', { headers: ENGLISH });
    expect(nowhere.body).toEqual({
      detail: 'The address does not exist in the API.',
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it("a scan's confirmation says its unit in English", async () => {
    const w = await env.world();
    const item = await env.item(w.a1, w.medA1, 'ALV-9', '2027-06-30', 10);
    const answer = await env.request('POST', '/qr-codes/scan', {
      token: w.staff.token,
      site: w.a1,
      headers: { ...ENGLISH, 'Idempotency-Key': newKey() },
      body: {
        qr_code_data: await codeFor(env, w.a1, w.medA1),
        action_type: 'withdraw',
        quantity: 2,
        inventory_item_id: item,
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toMatch(/^Took 2 pcs .* from batch ALV-9\. 8 left in the batch\.$/);
  });

  it('a successful answer is left as it is, with its language named', async () => {
    const answer = await env.request('GET', '/health', { headers: ENGLISH });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Language')).toBe('en');
  });
});
