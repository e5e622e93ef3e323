import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_PIN_LOCK, KIOSK_BADGE_THROTTLE } from '../../../shared/constants.ts';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { badgeHmac } from './badges.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
const BURST = 30;

async function kioskAt(site: string, token: string) {
  const res = await env.request('POST', '/kiosks', {
    token,
    body: { site_id: site, name: 'Läkemedelsrummet' },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; device_key: string };
}

const badgeLogin = (key: string, badge: string, pin: string, send = env.request) =>
  send('POST', '/auth/badge-login', {
    body: { badge_id: badge, pin },
    headers: { 'X-Kiosk-Key': key },
  });

/** A nurse of A1 with a badge and the PIN 2580, a kiosk at A1 and one at customer B's B1. */
async function nurseWithBadge() {
  const w: World = await env.world();
  const badge = `04C3${Math.floor(Math.random() * 1e8)}`;
  await env.request('PUT', `/users/${w.staff.id}/badge`, {
    token: w.siteAdmin.token,
    body: { badge_id: badge },
  });
  await env.request('PUT', '/users/me/pin', {
    token: w.staff.token,
    body: { pin: '2580', current_password: TEST_PASSWORD },
  });
  const own = await kioskAt(w.a1, w.siteAdmin.token);
  const foreign = await kioskAt(w.b1, await env.tokenFor(w.foreignAdmin.id));
  return { w, badge, own, foreign };
}

const attemptsOf = async (badge: string) =>
  env.db
    .selectFrom('badge_attempts')
    .select(['kiosk_key', 'success', 'at'])
    .where('badge_hmac', '=', await badgeHmac(env.db, badge))
    .orderBy('at')
    .execute();

describe('a burst of badge sign-ins', () => {
  it('checks no more than five PINs of one badge, the right one among them', async () => {
    const { w, badge, own } = await nurseWithBadge();
    const sessionsBefore = await env.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', w.staff.id)
      .execute();
    // On PostgreSQL half of the burst comes through a second connection pool, as another process.
    const other = process.env.DATABASE_URL ? env.otherProcess().request : env.request;
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        badgeLogin(own.device_key, badge, i === 7 ? '2580' : '1111', i % 2 ? other : env.request),
      ),
    );
    // Every PIN checked has its stored attempt, written before the check. A right PIN starts
    // the count anew, so in a burst at most five wrong ones are checked before it and after it.
    const checked = await attemptsOf(badge);
    const right = checked.findIndex((a) => a.success === 1);
    const before = right === -1 ? checked : checked.slice(0, right);
    const after = right === -1 ? [] : checked.slice(right + 1);
    expect(before.length).toBeLessThanOrEqual(BADGE_PIN_LOCK.maxFailures);
    expect(after.length).toBeLessThanOrEqual(BADGE_PIN_LOCK.maxFailures);
    expect(answers.filter((a) => a.status !== 429).length).toBeLessThanOrEqual(checked.length);
    for (const answer of answers.filter((a) => a.status === 429))
      expect(answer.body.detail).toMatch(
        /^Taggen är låst i 15 minuter efter 5 felaktiga PIN-koder/,
      );
    const sessions = await env.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', w.staff.id)
      .execute();
    const signedIn = answers.filter((a) => a.status === 200).length;
    expect(checked.filter((a) => a.success === 1)).toHaveLength(signedIn);
    expect(sessions.length).toBe(sessionsBefore.length + signedIn);
  });

  it('never locks the badge at its own customer’s kiosk for wrong PINs at another customer’s', async () => {
    const { badge, own, foreign } = await nurseWithBadge();
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => badgeLogin(foreign.device_key, badge, '1111')),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(BADGE_PIN_LOCK.maxFailures - 1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(
      BURST - BADGE_PIN_LOCK.maxFailures + 1,
    );
    expect((await badgeLogin(own.device_key, badge, '2580')).status).toBe(200);
  });

  it('counts an unknown badge exactly like a known one', async () => {
    const { own } = await nurseWithBadge();
    const unknown = `OKAND${Math.floor(Math.random() * 1e8)}`;
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => badgeLogin(own.device_key, unknown, '1111')),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(BADGE_PIN_LOCK.maxFailures - 1);
    const locked = answers.filter((a) => a.status === 429);
    expect(locked).toHaveLength(BURST - BADGE_PIN_LOCK.maxFailures + 1);
    expect(locked[0]?.body.detail).toMatch(/^Taggen är låst i 15 minuter/);
    expect(await attemptsOf(unknown)).toHaveLength(BADGE_PIN_LOCK.maxFailures);
  });
});

describe('the person at the kiosk', () => {
  it('reads one answer for an unknown badge, a badge without a PIN and a wrong PIN', async () => {
    const { w, badge, own } = await nurseWithBadge();
    const noPin = `UTANPIN${Math.floor(Math.random() * 1e6)}`;
    await env.request('PUT', `/users/${w.colleague.id}/badge`, {
      token: w.siteAdmin.token,
      body: { badge_id: noPin },
    });
    const answers = [
      await badgeLogin(own.device_key, 'OKAND-4711', '3917'),
      await badgeLogin(own.device_key, noPin, '3917'),
      await badgeLogin(own.device_key, badge, '3917'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        code: 'BADGE_OR_PIN_WRONG',
        detail: 'Fel tagg eller PIN-kod.',
      });
      expect(answer.headers.get('Retry-After')).toBeNull();
    }
    const refused = (await env.auditRows('kiosk')).filter(
      (r) => r.action === 'badge_refused' && r.entity_id === own.id,
    );
    const reasons = refused.map(
      (r) => (JSON.parse(r.after_json ?? '{}') as { reason: string }).reason,
    );
    expect(reasons.sort()).toEqual(['no_pin', 'unknown_badge', 'wrong_pin']);
    const logged = JSON.stringify(refused);
    for (const secret of ['OKAND-4711', noPin, badge, '3917']) expect(logged).not.toContain(secret);
  });
});

describe('a kiosk with many wrong badges', () => {
  it('takes no more than twenty in 15 minutes, and its unit manager sees it', async () => {
    const { w, badge, own } = await nurseWithBadge();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => badgeLogin(own.device_key, `GISSNING${i}X`, '1111')),
    );
    const limit = KIOSK_BADGE_THROTTLE.maxFailures;
    expect(answers.filter((a) => a.status === 401)).toHaveLength(limit - 1);
    const throttled = answers.filter((a) => a.status === 429);
    expect(throttled).toHaveLength(BURST - limit + 1);
    expect(throttled[0]?.body).toMatchObject({
      code: 'KIOSK_THROTTLED',
      detail:
        'För många felaktiga försök med tagg och PIN-kod på den här kiosken. Försök igen om 15 ' +
        'minuter, eller logga in med e-post och lösenord.',
    });
    expect(throttled[0]?.headers.get('Retry-After')).toBe('900');
    // The right badge and PIN wait too; another kiosk of the unit takes them.
    expect((await badgeLogin(own.device_key, badge, '2580')).status).toBe(429);
    const other = await kioskAt(w.a1, w.siteAdmin.token);
    expect((await badgeLogin(other.device_key, badge, '2580')).status).toBe(200);

    const list = await env.request('GET', '/kiosks', { token: w.siteAdmin.token });
    const listed = (list.body as { id: string }[]).find((k) => k.id === own.id);
    expect(listed).toMatchObject({
      wrong_badge_attempts: limit,
      throttled_until: '2026-11-21T09:15:00.000Z',
    });
    expect((list.body as { id: string }[]).find((k) => k.id === other.id)).toMatchObject({
      wrong_badge_attempts: 0,
      throttled_until: null,
    });
    const audit = (await env.auditRows('kiosk')).filter(
      (r) => r.action === 'kiosk_throttled' && r.entity_id === own.id,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ site_id: w.a1 });

    env.clock.advanceMinutes(KIOSK_BADGE_THROTTLE.windowMinutes);
    expect((await badgeLogin(own.device_key, badge, '2580')).status).toBe(200);
  });
});
