import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { codeFor, setScanLimits } from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

async function registerKiosk(w: World, site = w.a1) {
  const res = await env.request('POST', '/kiosks', {
    token: w.siteAdmin.token,
    body: { site_id: site, name: 'Läkemedelsrummet' },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; device_key: string };
}

/** A nurse of A1 signed in with badge and PIN at a kiosk of A1: the kiosk holds her grant. */
async function nurseOffline() {
  const w = await env.world();
  const kiosk = await registerKiosk(w);
  const badge = `04B7${Math.floor(Math.random() * 1e8)}`;
  const enrolled = await env.request('PUT', `/users/${w.staff.id}/badge`, {
    token: w.siteAdmin.token,
    body: { badge_id: badge },
  });
  expect(enrolled.status).toBe(200);
  const pin = await env.request('PUT', '/users/me/pin', {
    token: w.staff.token,
    body: { pin: '2580', current_password: TEST_PASSWORD },
  });
  expect(pin.status).toBe(200);
  const login = await env.request('POST', '/auth/badge-login', {
    body: { badge_id: badge, pin: '2580' },
    headers: { 'X-Kiosk-Key': kiosk.device_key },
  });
  expect(login.status).toBe(200);
  const grant = login.body.offline_grant as string;
  expect(grant).toEqual(expect.any(String));
  // The server comes back ten minutes after she signed in.
  env.clock.advanceMinutes(10);
  const template = await env.medicine(w.a1, 'Alvedon', { strength: '500 mg' });
  const item = await env.item(w.a1, template, 'AL-1', '2027-06-30', 10);
  return { w, kiosk, grant, template, item, code: await codeFor(env, w.a1, template) };
}

const minutesAgo = (minutes: number) =>
  new Date(env.clock.now().getTime() - minutes * 60_000).toISOString();

/** A withdrawal the kiosk made offline a minute ago, under the grant; `extra` changes any field. */
const withdrawal = (grant: string, code: string, extra: Record<string, unknown> = {}) => ({
  idempotency_key: randomUUID(),
  occurred_at: minutesAgo(1),
  grant,
  qr_code_data: code,
  action_type: 'withdraw',
  quantity: 1,
  ...extra,
});

const replay = (key: string | null, body: Record<string, unknown>) =>
  env.request('POST', '/kiosks/current/offline-events', {
    body,
    headers: key ? { 'X-Kiosk-Key': key } : {},
  });

const movementsOf = (itemId: string) =>
  env.db
    .selectFrom('stock_movements')
    .selectAll()
    .where('inventory_item_id', '=', itemId)
    .where('kind', '=', 'withdrawn')
    .execute();

const refusalsAt = (siteId: string) =>
  env.db.selectFrom('offline_refusals').selectAll().where('site_id', '=', siteId).execute();

/** The grant with one character of its signature changed (not a padding bit of its last one). */
const forged = (grant: string) =>
  `${grant.slice(0, -10)}${grant.at(-10) === 'A' ? 'B' : 'A'}${grant.slice(-9)}`;

describe('offline events from a kiosk', () => {
  it('books a withdrawal once, as of when it happened, however often it is sent', async () => {
    const { w, kiosk, grant, item, code } = await nurseOffline();
    env.clock.advanceMinutes(45);
    const event = withdrawal(grant, code, { occurred_at: minutesAgo(50), quantity: 2 });
    const first = await replay(kiosk.device_key, event);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      status: 'booked',
      message: 'Tog ut 2 styck Alvedon 500 mg ur batch AL-1. 8 kvar i batchen.',
      replayed: false,
    });
    const again = await replay(kiosk.device_key, event);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ status: 'booked', replayed: true });
    expect(await env.quantityOf(item)).toBe(8);

    const [movement, ...more] = await movementsOf(item);
    expect(more).toEqual([]);
    expect(movement).toMatchObject({ delta: -2, occurred_at: event.occurred_at });
    expect(movement!.created_at).toBe(env.clock.now().toISOString());
    const scan = await env.db
      .selectFrom('qr_scans')
      .selectAll()
      .where('idempotency_key', '=', event.idempotency_key)
      .executeTakeFirstOrThrow();
    expect(scan.occurred_at).toBe(event.occurred_at);
    const ledger = await env.request('GET', `/inventory/items/${item}/movements`, {
      token: await env.tokenFor(w.siteAdmin.id),
      site: w.a1,
    });
    expect(ledger.status, JSON.stringify(ledger.body)).toBe(200);
    expect(ledger.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'withdrawn',
          occurred_at: event.occurred_at,
          created_at: env.clock.now().toISOString(),
        }),
      ]),
    );
  });

  it('keeps a refused replay for the unit manager as Behöver åtgärd, once, and changes no stock', async () => {
    const { w, kiosk, grant, item, code } = await nurseOffline();
    await setScanLimits(env, w.a1, { withdraw: 100, add: 10 });
    const event = withdrawal(grant, code, { occurred_at: minutesAgo(5), quantity: 40 });
    const refused = await replay(kiosk.device_key, event);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 'needs_action', replayed: false });
    expect(refused.body.message).toMatch(/Inte tillräckligt med lager/);
    const again = await replay(kiosk.device_key, event);
    expect(again.body).toMatchObject({ status: 'needs_action', replayed: true });
    expect(await env.quantityOf(item)).toBe(10);
    expect(await movementsOf(item)).toEqual([]);

    const list = await env.request('GET', '/offline-refusals', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        kiosk_name: 'Läkemedelsrummet',
        actor_name: 'Test user',
        medicine_name: 'Alvedon 500 mg',
        action_type: 'withdraw',
        quantity: 40,
        occurred_at: event.occurred_at,
        resolved_at: null,
      }),
    ]);
    const byNurse = await env.request('GET', '/offline-refusals', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(byNurse.status).toBe(403);
    const foreign = await env.request('GET', `/offline-refusals?site_id=${w.a1}`, {
      token: await env.tokenFor(w.foreignAdmin.id),
    });
    expect(foreign.status).toBe(404);

    const id = list.body[0].id as string;
    const noNote = await env.request('POST', `/offline-refusals/${id}/resolve`, {
      token: w.siteAdmin.token,
      body: { note: ' ' },
    });
    expect(noNote.status).toBe(422);
    expect(noNote.body.errors[0].message).toBe('Skriv vad som gjordes');
    const resolved = await env.request('POST', `/offline-refusals/${id}/resolve`, {
      token: w.siteAdmin.token,
      body: { note: 'Uttaget gällde 4 tabletter; bokat för hand.' },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      resolution_note: 'Uttaget gällde 4 tabletter; bokat för hand.',
      resolved_by: expect.stringContaining(w.siteAdmin.email),
    });
    const twice = await env.request('POST', `/offline-refusals/${id}/resolve`, {
      token: w.siteAdmin.token,
      body: { note: 'Igen' },
    });
    expect(twice.status).toBe(409);
    const open = await env.request('GET', '/offline-refusals', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(open.body).toEqual([]);
    expect(await env.auditRows('offline_refusal')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'offline_refused', entity_id: id }),
        expect.objectContaining({ action: 'offline_refusal_resolved', entity_id: id }),
      ]),
    );
  });

  it("keeps an event over the site's limit as refused, and books one at the limit", async () => {
    const { w, kiosk, grant, item, code } = await nurseOffline();
    const over = withdrawal(grant, code, { quantity: 4 });
    await setScanLimits(env, w.a1, { withdraw: 3, add: 1 });
    const refused = await replay(kiosk.device_key, over);
    expect(refused.body).toEqual({
      status: 'needs_action',
      message: 'Högst 3 styck per uttag på den här enheten',
      replayed: false,
    });
    expect(await env.quantityOf(item)).toBe(10);
    expect(await movementsOf(item)).toEqual([]);
    expect(await refusalsAt(w.a1)).toEqual([
      expect.objectContaining({ error_code: 'SITE_LIMIT', quantity: 4, resolved_at: null }),
    ]);
    const atLimit = await replay(kiosk.device_key, withdrawal(grant, code, { quantity: 3 }));
    expect(atLimit.body).toMatchObject({ status: 'booked' });
    expect(await env.quantityOf(item)).toBe(7);
  });

  it('never books a narcotic taken out offline, and says to use the paper routine', async () => {
    const { w, kiosk, grant } = await nurseOffline();
    const morfin = await env.medicine(w.a1, `Morfin ${randomUUID().slice(0, 4)}`, {
      controlled: true,
    });
    const batch = await env.item(w.a1, morfin, 'MO-1', '2027-06-30', 10);
    const event = withdrawal(grant, await codeFor(env, w.a1, morfin));
    const res = await replay(kiosk.device_key, event);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('needs_action');
    expect(res.body.message).toMatch(/pappersrutin/);
    expect(await env.quantityOf(batch)).toBe(10);

    // The unit manager gets it as a deviation too, once however often the kiosk sends it.
    expect((await replay(kiosk.device_key, event)).body.replayed).toBe(true);
    const list = await env.request('GET', '/deviations', { token: w.siteAdmin.token, site: w.a1 });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      kind: 'offline_refused',
      medicine_template_id: morfin,
      opened_by: 'Test user',
    });
    expect(list.body[0].description).toMatch(
      /^Uttag av 1 Morfin .* vid kiosken Läkemedelsrummet på Hemsjukvården Solna .*, gjort offline av Test user utan vittne, bokades inte: Narkotika tas inte ut offline\./,
    );
  });

  it('refuses an event the kiosk may not send, and writes nothing', async () => {
    const { w, kiosk, grant, item, code } = await nurseOffline();
    const otherKiosk = await registerKiosk(w);
    const event = (extra: Record<string, unknown> = {}) => withdrawal(grant, code, extra);
    const a2Medicine = await env.medicine(w.a2, 'Alvedon', { strength: '500 mg' });
    await env.item(w.a2, a2Medicine, 'AL-2', '2027-06-30', 10);
    const cases: [string | null, Record<string, unknown>, number, RegExp][] = [
      [null, event(), 403, /registrerad kiosk/],
      [otherKiosk.device_key, event(), 403, /annan kiosk/],
      [kiosk.device_key, event({ grant: forged(grant) }), 403, /offlinebehörighet/],
      [kiosk.device_key, event({ occurred_at: minutesAgo(11) }), 403, /offlinebehörighet/],
      [kiosk.device_key, event({ occurred_at: minutesAgo(-60) }), 422, /framtiden/],
      [
        kiosk.device_key,
        event({ qr_code_data: await codeFor(env, w.a2, a2Medicine) }),
        403,
        /annan enhet/,
      ],
      [kiosk.device_key, event({ quantity: 0 }), 422, /Antal måste vara minst 1/],
      [kiosk.device_key, event({ action_type: 'view' }), 422, /bara ta ut eller lägga tillbaka/],
    ];
    for (const [key, body, status, detail] of cases) {
      const res = await replay(key, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.body)).toMatch(detail);
    }
    expect(await env.quantityOf(item)).toBe(10);
    expect(await refusalsAt(w.a1)).toEqual([]);
    expect(await refusalsAt(w.a2)).toEqual([]);
  });

  it('refuses an event older than the grant, and a key sent again with another event', async () => {
    const { kiosk, grant, item, code } = await nurseOffline();
    env.clock.advanceMinutes(13 * 60 - 10);
    const late = await replay(kiosk.device_key, withdrawal(grant, code));
    expect(late.status).toBe(403);
    const key = randomUUID();
    const within = withdrawal(grant, code, {
      idempotency_key: key,
      occurred_at: minutesAgo(12 * 60 - 1),
    });
    expect((await replay(kiosk.device_key, within)).status).toBe(201);
    const reused = await replay(kiosk.device_key, { ...within, quantity: 3 });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await env.quantityOf(item)).toBe(9);
  });

  it('gives an offline grant only to a registered kiosk with a site', async () => {
    const w = await env.world();
    const login = await env.request('POST', '/auth/login', {
      body: { email: w.staff.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.offline_grant).toBeUndefined();
  });
});
