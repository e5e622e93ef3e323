import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

/**
 * An empty PostgreSQL schema of the calling describe block's own, made before its tests and
 * dropped after them, with the one-connection `admin` that made it.
 */
export function scratchSchema(url: string | undefined) {
  const schema = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  beforeAll(async () => {
    await sql`create schema ${sql.id(schema)}`.execute(admin);
  });
  afterAll(async () => {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
    await admin.destroy();
  });
  return { schema, admin };
}
