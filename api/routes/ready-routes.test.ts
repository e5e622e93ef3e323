import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_NAMES } from '../db/migrate.ts';
import { createTestEnv, type TestEnv } from '../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const migrations = sql.table(DEFAULT_MIGRATION_TABLE);

describe('GET /ready', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    const res = await env.request('GET', '/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    // Liveness stays as it was.
    expect((await env.request('GET', '/health')).body).toEqual({ status: 'ok' });
  });

  it('answers 503 with a reason while a migration this version knows is missing', async () => {
    const last = MIGRATION_NAMES.at(-1) ?? '';
    const { rows } = await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from ${migrations} where name = ${last}`.execute(env.db);
    await sql`delete from ${migrations} where name = ${last}`.execute(env.db);
    try {
      const res = await env.request('GET', '/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'not_ready',
        code: 'MIGRATIONS_PENDING',
        reason: `Databasen saknar 1 av serverns migreringar (först ${last}).`,
        detail: `Databasen saknar 1 av serverns migreringar (först ${last}).`,
      });
    } finally {
      const [row] = rows;
      if (row)
        await sql`insert into ${migrations} (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(
          env.db,
        );
    }
    expect((await env.request('GET', '/ready')).status).toBe(200);
  });

  it('is described in the OpenAPI document as a public route', async () => {
    const doc = await env.request('GET', '/openapi.json');
    const ready = doc.body.paths['/ready'].get;
    expect(ready.security).toEqual([]);
    expect(Object.keys(ready.responses)).toEqual(['200', '503']);
  });

  it('answers 503 when the database does not answer, while /health still answers', async () => {
    const gone = await createTestEnv();
    await gone.db.destroy();
    try {
      const res = await gone.request('GET', '/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'not_ready',
        code: 'DATABASE_UNAVAILABLE',
        reason: 'Databasen svarar inte.',
        detail: 'Databasen svarar inte.',
      });
      expect((await gone.request('GET', '/health')).status).toBe(200);
    } finally {
      await gone.close();
    }
  });
});
