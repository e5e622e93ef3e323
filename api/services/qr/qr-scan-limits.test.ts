import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { codeFor, newKey, scansOf, setScanLimits } from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true });
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

let lastAddress = 10;
/** A client address of its own per call site, so the public page's rate limit stays out of it. */
const nextAddress = () => `198.51.100.${lastAddress++}`;

const publicScan = (body: Record<string, unknown>) =>
  env.request('POST', '/qr-codes/scan', {
    headers: { 'X-Forwarded-For': `${nextAddress()}, 10.0.0.1` },
    body,
  });

const signedInScan = (token: string, site: string, body: Record<string, unknown>) =>
  env.request('POST', '/qr-codes/scan', {
    token,
    site,
    headers: { 'Idempotency-Key': newKey() },
    body,
  });

const movementsOf = (itemId: string) =>
  env.db
    .selectFrom('stock_movements')
    .select(['kind', 'delta'])
    .where('inventory_item_id', '=', itemId)
    .where('kind', '!=', 'opening_balance')
    .execute();

/** Alvedon at A1 with one batch of `quantity`, its code, and the site's limits as given. */
async function shelf(w: World, quantity: number, limits = { withdraw: 10, add: 1 }) {
  await setScanLimits(env, w.a1, limits);
  const item = await env.item(w.a1, w.medA1, 'LIM-1', '2027-06-30', quantity);
  return { item, code: await codeFor(env, w.a1, w.medA1) };
}

const refusal = (detail: string, code: string) => ({
  detail,
  code,
  errors: [{ path: 'quantity', message: detail }],
});

describe("the site's withdraw and add limits", () => {
  it('refuses the public page 50 with a limit of 10 and changes nothing; 10 passes', async () => {
    const w = await env.world();
    const { item, code } = await shelf(w, 60);
    const verified = await env.request('POST', '/qr-codes/verify', {
      headers: { 'X-Forwarded-For': nextAddress() },
      body: { qr_code_data: code },
    });
    expect(verified.body.site_limits).toEqual({ withdraw: 10, add: 1 });

    const over = await publicScan({ qr_code_data: code, action_type: 'withdraw', quantity: 50 });
    expect(over.status).toBe(422);
    expect(over.body).toEqual(refusal('Högst 10 styck per uttag på den här enheten', 'SITE_LIMIT'));
    // A public caller naming a signed-in screen is still the public page, held to the site.
    const lying = await publicScan({
      qr_code_data: code,
      action_type: 'withdraw',
      quantity: 11,
      source: 'scan_screen',
    });
    expect(lying.body.code).toBe('SITE_LIMIT');
    expect(await env.quantityOf(item)).toBe(60);
    expect(await movementsOf(item)).toEqual([]);
    expect(await scansOf(env, w.medA1)).toEqual([]);

    const exact = await publicScan({ qr_code_data: code, action_type: 'withdraw', quantity: 10 });
    expect(exact.status).toBe(201);
    expect(await env.quantityOf(item)).toBe(50);
  });

  it('refuses a public put-back above the add limit of 1; 1 passes', async () => {
    const w = await env.world();
    const { item, code } = await shelf(w, 5);
    const body = { qr_code_data: code, action_type: 'add', batch_number: 'LIM-1' };
    const over = await publicScan({ ...body, quantity: 2 });
    expect(over.status).toBe(422);
    expect(over.body).toEqual(
      refusal('Högst 1 styck per påfyllning på den här enheten', 'SITE_LIMIT'),
    );
    expect((await publicScan({ ...body, quantity: 1 })).status).toBe(201);
    expect(await env.quantityOf(item)).toBe(6);
  });

  it('refuses the scan screen a withdrawal of 300 and an addition of 500', async () => {
    const w = await env.world();
    const { item, code } = await shelf(w, 400);
    const scan = (body: Record<string, unknown>) =>
      signedInScan(w.staff.token, w.a1, { qr_code_data: code, source: 'scan_screen', ...body });
    const taken = await scan({ action_type: 'withdraw', quantity: 300 });
    expect(taken.status).toBe(422);
    expect(taken.body.detail).toBe('Högst 10 styck per uttag på den här enheten');
    const added = await scan({ action_type: 'add', quantity: 500, batch_number: 'LIM-1' });
    expect(added.status).toBe(422);
    expect(added.body.detail).toBe('Högst 1 styck per påfyllning på den här enheten');
    // A new batch is held to the same limit, in the unit it is registered in.
    const fresh = await scan({
      action_type: 'add',
      quantity: 2,
      batch_number: 'LIM-NY',
      expiry_date: '2027-08-31',
      unit_type: 'paket',
    });
    expect(fresh.body.detail).toBe('Högst 1 paket per påfyllning på den här enheten');
    expect(await env.quantityOf(item)).toBe(400);
    expect(await movementsOf(item)).toEqual([]);
    expect(await scansOf(env, w.medA1)).toEqual([]);

    await setScanLimits(env, w.a1, { withdraw: 100, add: 10 });
    expect((await scan({ action_type: 'withdraw', quantity: 100 })).status).toBe(201);
    expect((await scan({ action_type: 'withdraw', quantity: 101 })).body.code).toBe('SITE_LIMIT');
    const ten = await scan({ action_type: 'add', quantity: 10, batch_number: 'LIM-1' });
    expect(ten.status).toBe(201);
    expect(await env.quantityOf(item)).toBe(310);
  });

  it('holds a site manager to the limit set in the site settings', async () => {
    const w = await env.world();
    const { item, code } = await shelf(w, 30, { withdraw: 100, add: 10 });
    const settings = await env.request('PUT', `/sites/${w.a1}/settings`, {
      token: w.siteAdmin.token,
      body: { default_withdraw_limit: 4 },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const scan = (quantity: number) =>
      signedInScan(w.siteAdmin.token, w.a1, {
        qr_code_data: code,
        action_type: 'withdraw',
        quantity,
        source: 'scan_screen',
      });
    expect((await scan(5)).body.detail).toBe('Högst 4 styck per uttag på den här enheten');
    expect((await scan(4)).status).toBe(201);
    expect(await env.quantityOf(item)).toBe(26);
  });
});

describe("the screens' caps", () => {
  it('holds the glukagon page to 10 out and 1 in, below a site that allows more', async () => {
    const w = await env.world();
    const { item, code } = await shelf(w, 30, { withdraw: 100, add: 10 });
    const scan = (body: Record<string, unknown>) =>
      signedInScan(w.staff.token, w.a1, { qr_code_data: code, source: 'glukagon', ...body });
    const eleven = await scan({ action_type: 'withdraw', quantity: 11 });
    expect(eleven.status).toBe(422);
    expect(eleven.body).toEqual(
      refusal('Högst 10 styck per uttag från glukagonsidan', 'SCREEN_LIMIT'),
    );
    const two = await scan({ action_type: 'add', quantity: 2, batch_number: 'LIM-1' });
    expect(two.body).toEqual(
      refusal('Högst 1 styck per påfyllning från glukagonsidan', 'SCREEN_LIMIT'),
    );
    expect(await env.quantityOf(item)).toBe(30);
    expect((await scan({ action_type: 'withdraw', quantity: 10 })).status).toBe(201);
    expect((await scan({ action_type: 'add', quantity: 1, batch_number: 'LIM-1' })).status).toBe(
      201,
    );
    expect(await env.quantityOf(item)).toBe(21);

    // A site stricter than the page sets the limit.
    await setScanLimits(env, w.a1, { withdraw: 5, add: 1 });
    expect((await scan({ action_type: 'withdraw', quantity: 6 })).body.code).toBe('SITE_LIMIT');
  });

  it('gives a signed-in call that names no screen the strictest cap', async () => {
    const w = await env.world();
    const { item, code } = await shelf(w, 30, { withdraw: 100, add: 10 });
    const over = await signedInScan(w.staff.token, w.a1, {
      qr_code_data: code,
      action_type: 'withdraw',
      quantity: 11,
    });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('SCREEN_LIMIT');
    expect(over.body.detail).toMatch(/^Högst 10 styck per uttag när anropet inte anger source/);
    expect(await env.quantityOf(item)).toBe(30);
  });

  it('counts a batch kept in packs in packs', async () => {
    const w = await env.world();
    const { item, code } = await shelf(w, 20);
    await env.db
      .updateTable('inventory_items')
      .set({ unit_type: 'paket' })
      .where('id', '=', item)
      .execute();
    const over = await signedInScan(w.staff.token, w.a1, {
      qr_code_data: code,
      action_type: 'withdraw',
      quantity: 11,
      source: 'scan_screen',
    });
    expect(over.body.detail).toBe('Högst 10 paket per uttag på den här enheten');
    expect(await env.quantityOf(item)).toBe(20);
  });
});

describe('an API token', () => {
  it('is held to the site limit whatever screen it names', async () => {
    const w = await env.world();
    const { item, code } = await shelf(w, 30);
    const made = await env.request('POST', '/api-tokens', {
      token: w.admin.token,
      body: { name: 'Region Stockholm BI', site_ids: [w.a1], scopes: ['write:stock'] },
    });
    expect(made.status).toBe(201);
    const token = made.body.token as string;
    const scan = (quantity: number, source?: string) =>
      signedInScan(token, w.a1, {
        qr_code_data: code,
        action_type: 'withdraw',
        quantity,
        ...(source ? { source } : {}),
      });
    const over = await scan(11, 'scan_screen');
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('SITE_LIMIT');
    expect((await scan(50)).status).toBe(422);
    expect(await env.quantityOf(item)).toBe(30);
    expect(await movementsOf(item)).toEqual([]);
    expect((await scan(10, 'scan_screen')).status).toBe(201);
    expect(await env.quantityOf(item)).toBe(20);
  });
});

describe('a burst of 30 scans at once', () => {
  it('refuses every one over the limit and books the ones at it until stock runs out', async () => {
    const w = await env.world();
    const { item, code } = await shelf(w, 250);
    const burst = (quantity: number) =>
      Promise.all(
        Array.from({ length: 30 }, () =>
          signedInScan(w.staff.token, w.a1, {
            qr_code_data: code,
            action_type: 'withdraw',
            quantity,
            source: 'scan_screen',
          }),
        ),
      );
    const over = await burst(11);
    expect(over.map((a) => a.status)).toEqual(Array(30).fill(422));
    expect(new Set(over.map((a) => a.body.code))).toEqual(new Set(['SITE_LIMIT']));
    expect(await env.quantityOf(item)).toBe(250);
    expect(await movementsOf(item)).toEqual([]);

    const atLimit = await burst(10);
    const statuses = atLimit.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(25);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await env.quantityOf(item)).toBe(0);
    expect(await movementsOf(item)).toHaveLength(25);
  });
});
