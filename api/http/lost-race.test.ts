import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runsOnSqlite } from '../db/dialect.ts';
import { createTestEnv, type TestEnv } from '../test/harness.ts';
import type { AppEnv } from './env.ts';
import { handleError } from './error-handler.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

/** Two transactions on two connections lock two rows in opposite orders; PostgreSQL ends one. */
async function realDeadlock(): Promise<unknown> {
  const [a, b] = [await env.customer(), await env.customer()];
  const other = env.otherProcess().db;
  let release: () => void = () => {};
  const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;
  const lockInOrder = (db: typeof env.db, first: string, second: string) =>
    db.transaction().execute(async (trx) => {
      await sql`select id from customers where id = ${first} for update`.execute(trx);
      holding += 1;
      if (holding === 2) release();
      await bothHoldOne;
      await sql`select id from customers where id = ${second} for update`.execute(trx);
    });
  const outcomes = await Promise.allSettled([lockInOrder(env.db, a, b), lockInOrder(other, b, a)]);
  const failed = outcomes.find((o) => o.status === 'rejected');
  return failed?.status === 'rejected' ? failed.reason : null;
}

describe('a transaction the database ends in a race', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    'answers 409 LOST_RACE in Swedish, not 500, when PostgreSQL breaks a deadlock',
    async () => {
      expect(runsOnSqlite(env.db)).toBe(false);
      const error = await realDeadlock();
      expect(error).toMatchObject({ code: '40P01' });
      const app = new Hono<AppEnv>();
      app.onError(handleError);
      app.post(`/race/${randomUUID()}`, () => {
        throw error;
      });
      const [route] = app.routes;
      const res = await app.request(route?.path ?? '/', { method: 'POST' });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        detail: 'Någon annan ändrade samma uppgifter samtidigt. Ingenting sparades; försök igen.',
        code: 'LOST_RACE',
      });
    },
  );
});
