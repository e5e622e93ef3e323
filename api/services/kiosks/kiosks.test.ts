import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

async function registerKiosk(w: World, site = w.a1, body: Record<string, unknown> = {}) {
  const res = await env.request('POST', '/kiosks', {
    token: w.siteAdmin.token,
    body: { site_id: site, name: 'Läkemedelsrummet', ...body },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; device_key: string };
}

const enrol = (w: World, userId: string, badge: string, token = w.siteAdmin.token) =>
  env.request('PUT', `/users/${userId}/badge`, { token, body: { badge_id: badge } });

const setPin = (token: string, pin: string, password = TEST_PASSWORD) =>
  env.request('PUT', '/users/me/pin', { token, body: { pin, current_password: password } });

const badgeLogin = (key: string | null, badge: string, pin: string) =>
  env.request('POST', '/auth/badge-login', {
    body: { badge_id: badge, pin },
    headers: key ? { 'X-Kiosk-Key': key } : {},
  });

/** A nurse of A1 with a badge and the PIN 2580, and a kiosk at A1. */
async function nurseAtKiosk() {
  const w = await env.world();
  const kiosk = await registerKiosk(w);
  const badge = `04A2${Math.floor(Math.random() * 1e8)}`;
  expect((await enrol(w, w.staff.id, badge)).status).toBe(200);
  expect((await setPin(w.staff.token, '2580')).status).toBe(200);
  return { w, kiosk, badge };
}

const userRow = (id: string) =>
  env.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('registered kiosks', () => {
  it('are registered by a unit manager with a key shown once and stored only as a hash', async () => {
    const w = await env.world();
    const kiosk = await registerKiosk(w, w.a1, { idle_minutes: 3 });
    expect(kiosk.device_key).toMatch(/^[\w-]{43}$/);
    const stored = await env.db
      .selectFrom('kiosks')
      .selectAll()
      .where('id', '=', kiosk.id)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).not.toContain(kiosk.device_key);
    expect(stored.idle_minutes).toBe(3);

    const list = await env.request('GET', '/kiosks', { token: w.siteAdmin.token });
    expect(list.body).toEqual([
      expect.objectContaining({
        id: kiosk.id,
        name: 'Läkemedelsrummet',
        site_name: 'Hemsjukvården Solna',
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(kiosk.device_key);
    const audits = await env.auditRows('kiosk');
    expect(JSON.stringify(audits)).not.toContain(kiosk.device_key);

    const current = await env.request('GET', '/kiosks/current', {
      headers: { 'X-Kiosk-Key': kiosk.device_key },
    });
    expect(current.body).toMatchObject({ id: kiosk.id, site_id: w.a1, idle_minutes: 3 });
  });

  it('are closed to nurses and to other customers', async () => {
    const w = await env.world();
    const kiosk = await registerKiosk(w);
    const byNurse = await env.request('POST', '/kiosks', {
      token: w.staff.token,
      body: { site_id: w.a1, name: 'Egen' },
    });
    expect(byNurse.status).toBe(403);
    const foreignSite = await env.request('POST', '/kiosks', {
      token: w.siteAdmin.token,
      body: { site_id: w.b1, name: 'Fel enhet' },
    });
    expect(foreignSite.status).toBe(404);
    const foreignAdmin = await env.tokenFor(w.foreignAdmin.id);
    const foreignRevoke = await env.request('DELETE', `/kiosks/${kiosk.id}`, {
      token: foreignAdmin,
    });
    expect(foreignRevoke.status).toBe(404);
    expect((await env.request('GET', '/kiosks', { token: foreignAdmin })).body).toEqual([]);
    const noName = await env.request('POST', '/kiosks', {
      token: w.siteAdmin.token,
      body: { site_id: w.a1, name: ' ', idle_minutes: 0 },
    });
    expect(noName.status).toBe(422);
    expect(noName.body.errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['Namn krävs', 'Inaktiv tid måste vara minst 1 minut']),
    );
    expect(
      await env.db.selectFrom('kiosks').select('id').where('site_id', '=', w.b1).execute(),
    ).toEqual([]);
  });

  it('answers 403 to a missing, unknown or revoked key, and revoking ends its sessions at once', async () => {
    const { w, kiosk, badge } = await nurseAtKiosk();
    expect((await badgeLogin(null, badge, '2580')).status).toBe(403);
    const notAKiosk = await env.request('GET', '/kiosks/current', {
      headers: { 'X-Kiosk-Key': kiosk.device_key.slice(1) },
    });
    expect(notAKiosk.body).toBeNull();
    const unknown = await badgeLogin('x'.repeat(43), badge, '2580');
    expect(unknown.status).toBe(403);
    expect(unknown.body.detail).toMatch(/registrerad kiosk/);

    const signedIn = await badgeLogin(kiosk.device_key, badge, '2580');
    expect(signedIn.status).toBe(200);
    const revoke = await env.request('DELETE', `/kiosks/${kiosk.id}`, { token: w.siteAdmin.token });
    expect(revoke.status).toBe(200);
    expect((await badgeLogin(kiosk.device_key, badge, '2580')).status).toBe(403);
    const after = await env.request('GET', '/auth/me', { token: signedIn.body.access_token });
    expect(after.status).toBe(401);
  });
});

describe('badges and PINs', () => {
  it('stores a badge as an HMAC, unique over the installation whatever its case', async () => {
    const w = await env.world();
    const enrolled = await enrol(w, w.staff.id, ' 04a2ff19 ');
    expect(enrolled.status).toBe(200);
    expect(enrolled.body).toMatchObject({ has_badge: true, has_pin: false });
    const row = await userRow(w.staff.id);
    expect(row.badge_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toMatch(/04A2FF19/i);

    const taken = await enrol(w, w.colleague.id, '04A2FF19');
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({
      code: 'BADGE_UNAVAILABLE',
      detail: 'Taggen kan inte registreras. Använd en annan tagg.',
      errors: [{ path: 'badge_id', message: 'Taggen kan inte registreras. Använd en annan tagg.' }],
    });
    expect((await userRow(w.colleague.id)).badge_hmac).toBeNull();

    // An admin is no unit manager's to change, and is not even shown to them.
    expect((await enrol(w, w.admin.id, 'ADMINTAG1')).status).toBe(404);
    expect((await enrol(w, w.colleague.id, 'EGEN1234', w.staff.token)).status).toBe(403);
    expect((await enrol(w, w.foreign.id, 'FRAMMANDE1')).status).toBe(404);
    const bad = await enrol(w, w.colleague.id, 'ab<script>');
    expect(bad.status).toBe(422);

    const cleared = await env.request('DELETE', `/users/${w.staff.id}/badge`, {
      token: w.siteAdmin.token,
    });
    expect(cleared.body.has_badge).toBe(false);
    expect((await enrol(w, w.colleague.id, '04A2FF19')).status).toBe(200);
    expect(JSON.stringify(await env.auditRows('user'))).not.toMatch(/04A2FF19/i);
  });

  it('takes a PIN of 4–8 digits that is not easy to guess, confirmed with the password, as argon2id', async () => {
    const w = await env.world();
    for (const [pin, message] of [
      ['123', 'PIN-koden ska vara 4–8 siffror'],
      ['12a4', 'PIN-koden ska vara 4–8 siffror'],
      ['123456789', 'PIN-koden ska vara 4–8 siffror'],
      ['0000', 'PIN-koden är för lätt att gissa (samma siffra eller en följd som 1234)'],
      ['1234', 'PIN-koden är för lätt att gissa (samma siffra eller en följd som 1234)'],
      ['98765', 'PIN-koden är för lätt att gissa (samma siffra eller en följd som 1234)'],
    ]) {
      const res = await setPin(w.staff.token, pin ?? '');
      expect(res.status, pin).toBe(422);
      expect(res.body.errors[0].message).toBe(message);
    }
    const wrongPassword = await setPin(w.staff.token, '2580', 'Fel-lösen-1');
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.detail).toBe('Nuvarande lösenord är fel.');
    expect((await userRow(w.staff.id)).pin_hash).toBeNull();

    expect((await setPin(w.staff.token, '2580')).status).toBe(200);
    const hash = (await userRow(w.staff.id)).pin_hash ?? '';
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain('2580');
    const me = await env.request('GET', '/auth/me', { token: w.staff.token });
    expect(me.body.has_pin).toBe(true);
  });
});

describe('signing in with badge and PIN', () => {
  it('opens a session bound to the kiosk site that ends after the idle time unless used', async () => {
    const w = await env.world();
    const kiosk = await registerKiosk(w, w.a2, { idle_minutes: 5 });
    expect((await enrol(w, w.siteAdmin.id, 'CHEF0001')).status).toBe(200);
    expect((await setPin(w.siteAdmin.token, '7391')).status).toBe(200);

    const res = await badgeLogin(kiosk.device_key, 'chef0001', '7391');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: w.siteAdmin.id, site_id: w.a2 });
    const token: string = res.body.access_token;
    const sites = await env.request('GET', '/users/current/sites', { token });
    expect(sites.body.map((s: { id: string }) => s.id)).toEqual([w.a2]);
    const elsewhere = await env.request('GET', '/inventory/items', { token, site: w.a1 });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.detail).toBe('Kioskens inloggning gäller bara kioskens enhet.');
    expect((await env.request('GET', '/inventory/items', { token, site: w.a2 })).status).toBe(200);

    const [audit] = (await env.auditRows('session')).filter(
      (r) => r.action === 'badge_login' && r.actor_id === w.siteAdmin.id,
    );
    expect(audit).toMatchObject({ actor_id: w.siteAdmin.id, site_id: w.a2 });
    expect(JSON.parse(audit?.after_json ?? '{}')).toEqual({
      kiosk_id: kiosk.id,
      kiosk: 'Läkemedelsrummet',
    });

    env.clock.advanceMinutes(4);
    expect((await env.request('GET', '/auth/me', { token })).status).toBe(200);
    env.clock.advanceMinutes(4);
    expect((await env.request('GET', '/auth/me', { token })).status).toBe(200);
    env.clock.advanceMinutes(6);
    const ended = await env.request('GET', '/auth/me', { token });
    expect(ended.status).toBe(401);
  });

  it('locks a badge for 15 minutes after five wrong PINs while the password still works', async () => {
    const { w, kiosk, badge } = await nurseAtKiosk();
    for (let i = 0; i < 4; i += 1) {
      const wrong = await badgeLogin(kiosk.device_key, badge, '1111');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({
        code: 'BADGE_OR_PIN_WRONG',
        detail: 'Fel tagg eller PIN-kod.',
      });
    }
    const fifth = await badgeLogin(kiosk.device_key, badge, '1111');
    expect(fifth.status).toBe(429);
    expect(fifth.body.detail).toMatch(/^Taggen är låst i 15 minuter/);
    expect(fifth.headers.get('Retry-After')).toBe('900');
    expect((await badgeLogin(kiosk.device_key, badge, '2580')).status).toBe(429);
    expect((await env.login(w.staff.email)).status).toBe(200);
    expect((await env.auditRows('user')).filter((r) => r.action === 'badge_locked')).toHaveLength(
      1,
    );

    env.clock.advanceMinutes(15);
    expect((await badgeLogin(kiosk.device_key, badge, '2580')).status).toBe(200);
    // The right PIN starts the count anew: four more wrong ones are not yet a lock.
    env.clock.advanceMinutes(1);
    for (let i = 0; i < 4; i += 1)
      expect((await badgeLogin(kiosk.device_key, badge, '1111')).status).toBe(401);
    expect((await badgeLogin(kiosk.device_key, badge, '2580')).status).toBe(200);
  });

  it('refuses an unknown badge, a badge without a PIN and a user of another unit, writing no session', async () => {
    const { w, kiosk } = await nurseAtKiosk();
    const unknown = await badgeLogin(kiosk.device_key, 'OKAND999', '2580');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ code: 'BADGE_OR_PIN_WRONG', detail: 'Fel tagg eller PIN-kod.' });

    expect((await enrol(w, w.colleague.id, 'UTANPIN1')).status).toBe(200);
    const noPin = await badgeLogin(kiosk.device_key, 'UTANPIN1', '2580');
    expect(noPin.status).toBe(401);
    expect(noPin.body).toEqual(unknown.body);

    expect(
      (await enrol(w, w.foreign.id, 'ANNANENHET', await env.tokenFor(w.foreignAdmin.id))).status,
    ).toBe(200);
    expect((await setPin(w.foreign.token, '4826')).status).toBe(200);
    const foreign = await badgeLogin(kiosk.device_key, 'ANNANENHET', '4826');
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toBe(
      'Du har inte åtkomst till Hemsjukvården Solna, där kiosken står.',
    );
    const kioskSessions = await env.db
      .selectFrom('sessions')
      .select('id')
      .where('kiosk_id', '=', kiosk.id)
      .execute();
    expect(kioskSessions).toEqual([]);
  });
});

describe('the embedded kiosk', () => {
  it('is trusted by the API it started, without a registration and without binding a site', async () => {
    const local = await createTestEnv({ localKioskKey: 'k'.repeat(40) });
    try {
      const w = await local.world();
      await local.request('PUT', `/users/${w.staff.id}/badge`, {
        token: w.siteAdmin.token,
        body: { badge_id: 'LOKAL001' },
      });
      await local.request('PUT', '/users/me/pin', {
        token: w.staff.token,
        body: { pin: '3917', current_password: TEST_PASSWORD },
      });
      const res = await local.request('POST', '/auth/badge-login', {
        body: { badge_id: 'LOKAL001', pin: '3917' },
        headers: { 'X-Kiosk-Key': 'k'.repeat(40) },
      });
      expect(res.status).toBe(200);
      const current = await local.request('GET', '/kiosks/current', {
        headers: { 'X-Kiosk-Key': 'k'.repeat(40) },
      });
      expect(current.body).toMatchObject({ id: null, name: 'Den här datorn', site_id: null });
      const other = await local.request('POST', '/auth/badge-login', {
        body: { badge_id: 'LOKAL001', pin: '3917' },
        headers: { 'X-Kiosk-Key': 'j'.repeat(40) },
      });
      expect(other.status).toBe(403);
    } finally {
      await local.close();
    }
  });
});
