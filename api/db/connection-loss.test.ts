import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { scratchSchema } from '../test/scratch-schema.ts';
import { connectDatabase } from './connect.ts';
import type { Database } from './schema.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const url = process.env.DATABASE_URL;

describe('what counts as the database being out of reach', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows PostgreSQL ending, refusing or not taking connections', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', 'ECONNREFUSED'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    expect(
      isDatabaseUnavailable(
        withCode('55000', 'database "x" is not currently accepting connections'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const refused = new AggregateError([withCode('ECONNREFUSED')], 'connect failed');
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it('knows SQLite locked past its busy timeout', () => {
    expect(isDatabaseUnavailable(withCode('SQLITE_BUSY', 'database is locked'))).toBe(true);
  });

  it('leaves errors of the request or the code alone', () => {
    for (const code of ['23505', '23503', '40P01', '57014', '42P01', 'SQLITE_CONSTRAINT'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(withCode('55000', 'cannot do that now'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe.skipIf(!url)('a PostgreSQL connection ended under the server', () => {
  const { schema, admin } = scratchSchema(url);

  // Only ever the one backend the test's own pool opened.
  const terminate = (pid: number) => sql`select pg_terminate_backend(${pid})`.execute(admin);
  const backendPid = async (db: Kysely<Database>) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid ?? 0;

  it('is noted and dropped when idle, and the next query gets a new one', async () => {
    const lost: Error[] = [];
    const db = connectDatabase(
      { kind: 'postgres', url: url ?? '', schema },
      { poolSize: 1, onConnectionLost: (error) => lost.push(error) },
    );
    try {
      const first = await backendPid(db);
      await terminate(first);
      for (let tries = 0; lost.length === 0 && tries < 200; tries++)
        await new Promise((wait) => setTimeout(wait, 25));
      expect(lost.map((error) => isDatabaseUnavailable(error))).toEqual([true]);
      const second = await backendPid(db);
      expect(second).not.toBe(first);
    } finally {
      await db.destroy();
    }
  });

  it('fails the transaction that held it with a connection error, and the process carries on', async () => {
    const db = connectDatabase({ kind: 'postgres', url: url ?? '', schema }, { poolSize: 1 });
    try {
      const failure = await db
        .transaction()
        .execute(async (trx) => {
          await terminate(await backendPid(trx));
          // The end reaches the lent connection between two statements of the transaction.
          await new Promise((wait) => setTimeout(wait, 200));
          await sql`select 1`.execute(trx);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(await backendPid(db)).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  });
});
