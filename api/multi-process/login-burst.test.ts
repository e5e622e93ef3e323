import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../shared/constants.ts';
import { call } from './http-call.ts';
import { startTwoProcesses, type TwoProcesses } from './two-processes.ts';

/**
 * A burst of sign-ins for one account spread over two API processes: two servers on one
 * PostgreSQL database (the PostgreSQL suite), or `WORKERS=2` on one SQLite file.
 */
const NURSE = { email: 'sjukskoterska@medvakt.se', password: 'Medvakt-Vard1' };
const BURST = 30;

let processes: TwoProcesses;

beforeAll(async () => {
  processes = await startTwoProcesses();
}, 180_000);

afterAll(async () => processes.stop(), 60_000);

const attempts = () =>
  processes.db
    .selectFrom('login_attempts')
    .select('success')
    .where('email', '=', NURSE.email)
    .execute();

describe(
  process.env.DATABASE_URL
    ? 'two servers on one PostgreSQL database'
    : 'WORKERS=2 on one SQLite file',
  () => {
    it('checks no more than five passwords of a burst of 30 for one account, the right one last', async () => {
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          call(processes.fronts[i % processes.fronts.length] ?? '', 'POST', '/api/v1/auth/login', {
            body: {
              email: NURSE.email,
              password: i === BURST - 1 ? NURSE.password : 'Fel-losen-1!',
            },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - LOGIN_THROTTLE.maxFailures);
      expect(statuses.filter((s) => s !== 429)).toHaveLength(LOGIN_THROTTLE.maxFailures);
      expect(await attempts()).toHaveLength(LOGIN_THROTTLE.maxFailures);
      if (statuses[BURST - 1] === 429) expect(statuses).not.toContain(200);
    });
  },
);
