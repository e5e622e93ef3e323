import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { codeFor, packCode, scanAudits, scansOf, tokenOf } from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true });
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

let lastAddress = 10;
/** A client address no other test uses, so each test has its own rate limit. */
const nextAddress = () => `203.0.113.${lastAddress++}`;

const from = (address: string) => ({ 'X-Forwarded-For': `${address}, 10.0.0.1` });

const publicVerify = (address: string, qr_code_data: string) =>
  env.request('POST', '/qr-codes/verify', { headers: from(address), body: { qr_code_data } });

const publicScan = (address: string, body: Record<string, unknown>) =>
  env.request('POST', '/qr-codes/scan', { headers: from(address), body });

const publicBatches = (address: string, siteId: string, templateId: string, token?: string) =>
  env.request(
    'GET',
    `/qr-codes/batches/${templateId}?site_id=${siteId}${token === undefined ? '' : `&token=${token}`}`,
    { headers: from(address) },
  );

async function alvedonShelf(w: World) {
  const item = await env.item(w.a1, w.medA1, 'AL-PUB', '2027-04-30', 12);
  return { item, code: await codeFor(env, w.a1, w.medA1) };
}

describe('the public QR page (no sign-in)', () => {
  it('verifies, lists batches and withdraws with a valid code, audited with the address', async () => {
    const w = await env.world();
    const { item, code } = await alvedonShelf(w);
    const address = nextAddress();
    const verified = await publicVerify(address, code);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      is_valid: true,
      medicine_name: 'Alvedon',
      current_inventory: 12,
      site_name: 'Hemsjukvården Solna',
    });
    const list = await publicBatches(address, w.a1, w.medA1, tokenOf(code));
    expect(list.status).toBe(200);
    expect(list.body.batches).toMatchObject([{ batch_number: 'AL-PUB', quantity: 12 }]);

    const taken = await publicScan(address, {
      qr_code_data: code,
      action_type: 'withdraw',
      quantity: 2,
    });
    expect(taken.status).toBe(201);
    expect(taken.body.message).toBe(
      'Tog ut 2 styck Alvedon 10 mg ur batch AL-PUB. 10 kvar i batchen.',
    );
    expect(await env.quantityOf(item)).toBe(10);
    const back = await publicScan(address, {
      qr_code_data: code,
      action_type: 'add',
      quantity: 1,
      batch_number: 'AL-PUB',
    });
    expect(back.status).toBe(201);
    expect(await env.quantityOf(item)).toBe(11);

    const audits = await scanAudits(env, item);
    expect(audits.map((a) => [a.action, a.actor_id, a.actor_label])).toEqual([
      ['qr_withdraw', null, `Publik QR-sida (${address})`],
      ['qr_add', null, `Publik QR-sida (${address})`],
    ]);
    const history = await env.request('GET', '/qr-scans', { token: w.staff.token, site: w.a1 });
    expect(history.body.items[0]).toMatchObject({
      actor_name: `Publik QR-sida (${address})`,
      is_public: true,
    });
    expect((await scansOf(env, w.medA1)).map((s) => s.client_address)).toEqual([address, address]);
  });

  it('refuses a bad token and a missing one, changing nothing', async () => {
    const w = await env.world();
    const { item, code } = await alvedonShelf(w);
    const address = nextAddress();
    const forged = code.slice(0, -4) + 'AAAA';
    expect((await publicVerify(address, forged)).body).toMatchObject({
      is_valid: false,
      error_code: 'TOKEN_INVALID',
      error_message: 'Ogiltig QR-kod',
    });
    const list = await publicBatches(address, w.a1, w.medA1, tokenOf(forged));
    expect(list.status).toBe(403);
    expect(list.body.detail).toBe('Ogiltig QR-kod');
    expect((await publicBatches(address, w.a1, w.medA1)).status).toBe(401);
    // A token is bound to its medicine: Alvedon's token does not open Morfin's batches.
    expect((await publicBatches(address, w.a1, w.stockMedA1, tokenOf(code))).status).toBe(403);
    const taken = await publicScan(address, { qr_code_data: forged, action_type: 'withdraw' });
    expect(taken.status).toBe(403);
    expect(taken.body.code).toBe('TOKEN_INVALID');
    expect(await env.quantityOf(item)).toBe(12);
    expect(await scanAudits(env, item)).toEqual([]);
  });

  it('asks for sign-in to read a medicine pack', async () => {
    const w = await env.world();
    const pack = packCode('07350031443110', '270600', 'LOT1');
    const address = nextAddress();
    const verified = await publicVerify(address, pack);
    expect(verified.body).toMatchObject({ is_valid: false, error_code: 'SIGN_IN_REQUIRED' });
    const scanned = await publicScan(address, { qr_code_data: pack, action_type: 'view' });
    expect(scanned.status).toBe(401);
    expect(scanned.body.code).toBe('SIGN_IN_REQUIRED');
    expect(await scansOf(env, w.medA1)).toEqual([]);
  });

  it('shows a narcotic’s name and that sign-in is needed, and nothing of its stock', async () => {
    const w = await env.world();
    const code = await codeFor(env, w.a1, w.stockMedA1);
    const address = nextAddress();
    const verified = await publicVerify(address, code);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      is_valid: true,
      medicine_name: 'Morfin',
      is_controlled_substance: true,
      current_inventory: null,
    });
    const batches = await publicBatches(address, w.a1, w.stockMedA1, tokenOf(code));
    expect(batches.status).toBe(403);
    expect(batches.body.code).toBe('SIGN_IN_REQUIRED');
    expect(JSON.stringify(batches.body)).not.toContain('LOT-A1');
    for (const action_type of ['withdraw', 'add', 'view'] as const) {
      const res = await publicScan(address, {
        qr_code_data: code,
        action_type,
        quantity: 1,
        batch_number: 'LOT-A1',
      });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(
        'Narkotikaklassade läkemedel kan inte tas ut utan inloggning. Logga in för att göra uttaget.',
      );
      expect(JSON.stringify(res.body)).not.toContain('20');
    }
    expect(await env.quantityOf(w.itemA1)).toBe(20);
    expect(await scanAudits(env, w.itemA1)).toEqual([]);
    // Signed in, the same calls show the stock.
    const signedIn = await env.request('GET', `/qr-codes/batches/${w.stockMedA1}?site_id=${w.a1}`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.batches[0]).toMatchObject({ batch_number: 'LOT-A1', quantity: 20 });
  });

  it('allows 1–999 per scan', async () => {
    const w = await env.world();
    const { item, code } = await alvedonShelf(w);
    const address = nextAddress();
    for (const quantity of [0, 1000, 2.5]) {
      const res = await publicScan(address, { qr_code_data: code, action_type: 'add', quantity });
      expect(res.status).toBe(422);
    }
    const tooMany = await publicScan(address, {
      qr_code_data: code,
      action_type: 'add',
      quantity: 1000,
      batch_number: 'AL-PUB',
    });
    expect(tooMany.body.detail).toBe('Antal får vara max 999');
    expect(await env.quantityOf(item)).toBe(12);
  });

  it('answers the 31st request within a minute from one address with 429', async () => {
    const w = await env.world();
    const { code } = await alvedonShelf(w);
    const busy = nextAddress();
    for (let i = 0; i < 30; i++) expect((await publicVerify(busy, code)).status).toBe(200);
    const limited = await publicVerify(busy, code);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      detail: 'För många förfrågningar från den här adressen. Vänta en minut och försök igen.',
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await publicScan(busy, { qr_code_data: code, action_type: 'view' })).status).toBe(429);

    expect((await publicVerify(nextAddress(), code)).status).toBe(200);
    const signedIn = await env.request('POST', '/qr-codes/verify', {
      token: w.staff.token,
      site: w.a1,
      headers: from(busy),
      body: { qr_code_data: code },
    });
    expect(signedIn.status).toBe(200);

    env.clock.advanceMinutes(1);
    expect((await publicVerify(busy, code)).status).toBe(200);
  });

  it('never treats a bad sign-in as public', async () => {
    const w = await env.world();
    const { code } = await alvedonShelf(w);
    for (const authorization of ['Bearer inte-en-token', 'Basic abc', '']) {
      const res = await env.request('POST', '/qr-codes/verify', {
        headers: { ...from(nextAddress()), Authorization: authorization },
        body: { qr_code_data: code },
      });
      expect(res.status, authorization).toBe(401);
    }
  });
});
