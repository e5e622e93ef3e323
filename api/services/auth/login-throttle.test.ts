import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../../shared/constants.ts';
import { createApp } from '../../app.ts';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';

// Requests say where they come from through a trusted proxy's X-Forwarded-For.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true });
});
afterAll(async () => env.close());

const WRONG = 'Fel-losen-1!';
let nextAddress = 1;
const freshAddress = () => `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const loginFrom = (address: string, email: string, password = TEST_PASSWORD) =>
  env.request('POST', '/auth/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': address },
  });

describe('sign-in throttle', () => {
  it('slows a stranger guessing a colleague’s password, while the colleague still signs in', async () => {
    const w = await env.world();
    const attacker = freshAddress();
    const colleaguePc = freshAddress();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i += 1)
      expect((await loginFrom(attacker, w.staff.email, WRONG)).status).toBe(401);
    const slowed = await loginFrom(attacker, w.staff.email, WRONG);
    expect(slowed.status).toBe(429);
    expect(slowed.body.detail).toBe(
      'För många misslyckade inloggningsförsök. Försök igen om 15 minuter.',
    );
    expect(Number(slowed.headers.get('Retry-After'))).toBe(15 * 60);
    // Even the right password is refused from the attacker's address while it is slowed.
    expect((await loginFrom(attacker, w.staff.email)).status).toBe(429);
    expect((await loginFrom(colleaguePc, w.staff.email)).status).toBe(200);
  });

  it('never locks the administrator out because someone else typed their e-mail', async () => {
    const w = await env.world();
    for (let i = 0; i < 3; i += 1) {
      const stranger = freshAddress();
      for (let j = 0; j < LOGIN_THROTTLE.maxFailures + 1; j += 1)
        await loginFrom(stranger, w.admin.email, WRONG);
    }
    expect((await loginFrom(freshAddress(), w.admin.email)).status).toBe(200);
  });

  it('answers 429 when one address tries many e-mails, and only that address', async () => {
    const w = await env.world();
    const sprayer = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await loginFrom(sprayer, `gissning${i}@test.se`, WRONG)).status);
    const limit = LOGIN_THROTTLE.maxFailuresPerAddress;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual(Array(40 - limit).fill(429));
    const refused = await loginFrom(sprayer, w.colleague.email);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toContain('från den här datorn');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await loginFrom(freshAddress(), w.colleague.email)).status).toBe(200);
    env.clock.advanceMinutes(LOGIN_THROTTLE.windowMinutes);
    expect((await loginFrom(sprayer, w.colleague.email)).status).toBe(200);
  });

  it('starts counting anew after the person signs in from that address', async () => {
    const w = await env.world();
    const pc = freshAddress();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures - 1; i += 1)
      await loginFrom(pc, w.staff.email, WRONG);
    expect((await loginFrom(pc, w.staff.email)).status).toBe(200);
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures - 1; i += 1)
      expect((await loginFrom(pc, w.staff.email, WRONG)).status).toBe(401);
    expect((await loginFrom(pc, w.staff.email)).status).toBe(200);
  });

  it('shares the counts between server processes through the database', async () => {
    const w = await env.world();
    const other = createApp({ db: env.db, config: env.config, clock: env.clock });
    const address = freshAddress();
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i += 1)
      await loginFrom(address, w.staff.email, WRONG);
    const elsewhere = await other.request('/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ email: w.staff.email, password: TEST_PASSWORD }),
    });
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.headers.get('Retry-After')).not.toBeNull();
  });
});
