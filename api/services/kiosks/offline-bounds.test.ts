import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { badgeSignIn, registerKiosk } from '../../test/kiosk-fixtures.ts';
import { codeFor } from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const HOUR = 60;

/** A nurse of A1 signs in with badge and PIN at A1's kiosk, which keeps her offline grant. */
async function nurseAtKiosk() {
  const w = await env.world();
  const kiosk = await registerKiosk(env, w, w.a1);
  const { offline_grant: grant } = await badgeSignIn(env, w, w.staff, kiosk.device_key);
  if (!grant) throw new Error('no grant');
  const signedInAt = env.clock.now();
  const template = await env.medicine(w.a1, 'Alvedon', { strength: '500 mg' });
  const item = await env.item(w.a1, template, 'AL-1', '2027-06-30', 10);
  const code = await codeFor(env, w.a1, template);
  /** The kiosk's withdrawal of one, made offline `minutes` after she signed in. */
  const withdrawal = (minutes: number) => ({
    idempotency_key: randomUUID(),
    occurred_at: new Date(signedInAt.getTime() + minutes * 60_000).toISOString(),
    grant,
    qr_code_data: code,
    action_type: 'withdraw',
    quantity: 1,
  });
  const replay = (event: Record<string, unknown>) =>
    env.request('POST', '/kiosks/current/offline-events', {
      body: event,
      headers: { 'X-Kiosk-Key': kiosk.device_key },
    });
  return { w, kiosk, item, withdrawal, replay };
}

async function openRefusals(w: { a1: string; siteAdmin: { id: string } }) {
  const res = await env.request('GET', '/offline-refusals', {
    token: await env.tokenFor(w.siteAdmin.id),
    site: w.a1,
  });
  expect(res.status).toBe(200);
  return res.body as { reason: string; occurred_at: string }[];
}

const TOO_OLD = /mer än 24 timmar efter att den gjordes/;
const SUPERSEDED = /offlinebehörighet gäller inte längre/;

describe('an offline event is judged by the server clock at arrival', () => {
  it('books an event that arrives within 24 hours of happening under a valid grant', async () => {
    const { item, withdrawal, replay } = await nurseAtKiosk();
    const event = withdrawal(11 * HOUR);
    env.clock.advanceMinutes(11 * HOUR + 23 * HOUR);
    const res = await replay(event);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'booked', replayed: false });
    expect(await env.quantityOf(item)).toBe(9);
  });

  it('keeps for the unit manager an event dated inside a 30-day-old grant, and books nothing', async () => {
    const { w, item, withdrawal, replay } = await nurseAtKiosk();
    const event = withdrawal(HOUR);
    env.clock.advanceMinutes(30 * 24 * HOUR);
    const res = await replay(event);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'needs_action', replayed: false });
    expect(res.body.message).toMatch(TOO_OLD);
    expect((await replay(event)).body).toMatchObject({ status: 'needs_action', replayed: true });
    expect(await env.quantityOf(item)).toBe(10);
    expect(await openRefusals(w)).toEqual([
      expect.objectContaining({ occurred_at: event.occurred_at, reason: res.body.message }),
    ]);
  });

  it('keeps an event that arrives 25 hours after it happened', async () => {
    const { w, item, withdrawal, replay } = await nurseAtKiosk();
    const event = withdrawal(HOUR);
    env.clock.advanceMinutes(HOUR + 25 * HOUR);
    const res = await replay(event);
    expect(res.body).toMatchObject({ status: 'needs_action' });
    expect(res.body.message).toMatch(TOO_OLD);
    expect(await env.quantityOf(item)).toBe(10);
    expect(await openRefusals(w)).toHaveLength(1);
  });

  it('keeps a burst of 30 sends of one late event once', async () => {
    const { w, item, withdrawal, replay } = await nurseAtKiosk();
    const event = withdrawal(HOUR);
    env.clock.advanceMinutes(26 * HOUR);
    const answers = await Promise.all(Array.from({ length: 30 }, () => replay(event)));
    expect(answers.map((a) => a.body.status)).toEqual(Array(30).fill('needs_action'));
    expect(answers.filter((a) => a.body.replayed === false)).toHaveLength(1);
    expect(await env.quantityOf(item)).toBe(10);
    expect(await openRefusals(w)).toHaveLength(1);
  });

  it('answers an event booked in time as booked when it is sent again after 24 hours', async () => {
    const { w, item, withdrawal, replay } = await nurseAtKiosk();
    const event = withdrawal(HOUR);
    env.clock.advanceMinutes(2 * HOUR);
    expect((await replay(event)).body).toMatchObject({ status: 'booked', replayed: false });
    env.clock.advanceMinutes(30 * HOUR);
    expect((await replay(event)).body).toMatchObject({ status: 'booked', replayed: true });
    expect(await env.quantityOf(item)).toBe(9);
    expect(await openRefusals(w)).toEqual([]);
  });
});

type Kiosked = Awaited<ReturnType<typeof nurseAtKiosk>>;

/** Each way a nurse's password, PIN, badge or sessions change, done an hour after she signed in. */
const CHANGES: [string, (k: Kiosked) => Promise<{ status: number }>][] = [
  [
    'her password is reset',
    async ({ w }) =>
      env.request('PUT', `/users/${w.staff.id}/password`, {
        token: await env.tokenFor(w.admin.id),
        body: { new_password: 'Starkt-Losen1!' },
      }),
  ],
  [
    'she changes her password',
    async ({ w }) =>
      env.request('POST', '/auth/change-password', {
        token: await env.tokenFor(w.staff.id),
        body: { current_password: TEST_PASSWORD, new_password: 'Nytt-Losen-99!' },
      }),
  ],
  [
    'she chooses a new PIN',
    async ({ w }) =>
      env.request('PUT', '/users/me/pin', {
        token: await env.tokenFor(w.staff.id),
        body: { pin: '9731', current_password: TEST_PASSWORD },
      }),
  ],
  [
    'her badge is taken away',
    async ({ w }) =>
      env.request('DELETE', `/users/${w.staff.id}/badge`, {
        token: await env.tokenFor(w.siteAdmin.id),
      }),
  ],
  [
    'she is deactivated',
    async ({ w }) =>
      env.request('POST', `/users/${w.staff.id}/deactivate`, {
        token: await env.tokenFor(w.siteAdmin.id),
      }),
  ],
];

describe('a credentials change ends the offline grant', () => {
  for (const [change, make] of CHANGES) {
    it(`keeps an event not yet booked when ${change} after the grant`, async () => {
      const kiosked = await nurseAtKiosk();
      const { w, item, withdrawal, replay } = kiosked;
      const bookedBefore = withdrawal(30);
      const notYet = withdrawal(45);
      env.clock.advanceMinutes(50);
      expect((await replay(bookedBefore)).body).toMatchObject({ status: 'booked' });
      env.clock.advanceMinutes(10);
      expect((await make(kiosked)).status).toBeLessThan(300);
      env.clock.advanceMinutes(5);
      const res = await replay(notYet);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'needs_action', replayed: false });
      expect(res.body.message).toMatch(SUPERSEDED);
      expect((await replay(bookedBefore)).body).toMatchObject({ status: 'booked', replayed: true });
      expect(await env.quantityOf(item)).toBe(9);
      expect(await openRefusals(w)).toEqual([
        expect.objectContaining({ occurred_at: notYet.occurred_at, reason: res.body.message }),
      ]);
    });
  }

  it('books under the grant of a sign-in made after the change', async () => {
    const kiosked = await nurseAtKiosk();
    const { w, kiosk, item } = kiosked;
    env.clock.advanceMinutes(10);
    const pin = await env.request('PUT', '/users/me/pin', {
      token: w.staff.token,
      body: { pin: '2580', current_password: TEST_PASSWORD },
    });
    expect(pin.status).toBe(200);
    env.clock.advanceMinutes(1);
    const { offline_grant: grant } = await badgeSignIn(env, w, w.staff, kiosk.device_key);
    env.clock.advanceMinutes(5);
    const res = await kiosked.replay({
      ...kiosked.withdrawal(0),
      grant,
      occurred_at: minutesAgo(2),
    });
    expect(res.body).toMatchObject({ status: 'booked' });
    expect(await env.quantityOf(item)).toBe(9);
  });
});

const minutesAgo = (minutes: number) =>
  new Date(env.clock.now().getTime() - minutes * 60_000).toISOString();
