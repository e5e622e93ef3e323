import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../../shared/constants.ts';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';

// Requests say where they come from through a trusted proxy's X-Forwarded-For.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true });
});
afterAll(async () => env.close());

const WRONG = 'Fel-losen-1!';
const BURST = 30;

/**
 * A burst; on PostgreSQL half of it through a second connection pool, as another process has.
 * (Two SQLite connections in one process would block each other's event loop.)
 */
function burst(address: string, body: (i: number) => { email: string; password: string }) {
  const other = process.env.DATABASE_URL ? env.otherProcess().request : env.request;
  return Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      (i % 2 === 0 ? env.request : other)('POST', '/auth/login', {
        body: body(i),
        headers: { 'X-Forwarded-For': address },
      }),
    ),
  );
}

const attemptsFrom = (address: string) =>
  env.db
    .selectFrom('login_attempts')
    .select(['email', 'success'])
    .where('client_address', '=', address)
    .execute();

const sessionsOf = async (userId: string) =>
  (await env.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute()).length;

describe('a burst of sign-ins', () => {
  it('checks no more than five passwords of one account, the right one sent last', async () => {
    const w = await env.world();
    const address = '10.40.0.1';
    const sessionsBefore = await sessionsOf(w.staff.id);
    const answers = await burst(address, (i) => ({
      email: w.staff.email,
      password: i === BURST - 1 ? TEST_PASSWORD : WRONG,
    }));

    const checked = answers.filter((a) => a.status !== 429);
    expect(checked).toHaveLength(LOGIN_THROTTLE.maxFailures);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(BURST - LOGIN_THROTTLE.maxFailures);
    for (const answer of refused) {
      expect(answer.body.detail).toBe(
        'För många misslyckade inloggningsförsök. Försök igen om 15 minuter.',
      );
      expect(answer.headers.get('Retry-After')).toBe('900');
    }
    // One stored attempt per password checked, and a session only for a right one checked.
    expect(await attemptsFrom(address)).toHaveLength(LOGIN_THROTTLE.maxFailures);
    const signedIn = answers.filter((a) => a.status === 200).length;
    expect(await sessionsOf(w.staff.id)).toBe(sessionsBefore + signedIn);
    if (answers[BURST - 1]?.status === 429) expect(signedIn).toBe(0);
  });

  it('checks no more than twenty passwords from one address, whatever the e-mails', async () => {
    const address = '10.40.0.2';
    const answers = await burst(address, (i) => ({
      email: `gissning${i}@test.se`,
      password: WRONG,
    }));
    const statuses = answers.map((a) => a.status);
    const limit = LOGIN_THROTTLE.maxFailuresPerAddress;
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - limit);
    expect(await attemptsFrom(address)).toHaveLength(limit);
  });

  it('lets the right password in after the burst from another computer', async () => {
    const w = await env.world();
    await burst('10.40.0.3', () => ({ email: w.colleague.email, password: WRONG }));
    const elsewhere = await env.request('POST', '/auth/login', {
      body: { email: w.colleague.email, password: TEST_PASSWORD },
      headers: { 'X-Forwarded-For': '10.40.0.4' },
    });
    expect(elsewhere.status).toBe(200);
  });
});
