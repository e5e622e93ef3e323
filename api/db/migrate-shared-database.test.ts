import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { scratchSchema } from '../test/scratch-schema.ts';
import { connectDatabase } from './connect.ts';
import { MIGRATION_NAMES, migrateToLatest } from './migrate.ts';

const url = process.env.DATABASE_URL;

// A hospital's PostgreSQL may hold other systems' schemas beside Medvakt's, and they change while
// Medvakt starts: the migrator looks at its own schema only.
describe.skipIf(!url)('migrations in a database other systems share', () => {
  const ours = scratchSchema(url);
  const theirs = scratchSchema(url);

  it("migrates its own schema though another schema has a migration table of Kysely's name", async () => {
    await sql`create table ${sql.id(theirs.schema, 'kysely_migration')} (
      name varchar(255) primary key, timestamp varchar(255) not null)`.execute(theirs.admin);
    const db = connectDatabase({ kind: 'postgres', url: url ?? '', schema: ours.schema });
    try {
      // As the server does: no schema named, the connection's own search path decides.
      await migrateToLatest(db);
      const { rows } = await sql<{ name: string }>`
        select name from kysely_migration order by name`.execute(db);
      expect(rows.map((row) => row.name)).toEqual([...MIGRATION_NAMES]);
      const stranger = await sql<{ count: string }>`
        select count(*) as count from ${sql.id(theirs.schema, 'kysely_migration')}`.execute(db);
      expect(Number(stranger.rows[0]?.count)).toBe(0);
    } finally {
      await db.destroy();
    }
  });

  it('migrates while another schema creates and drops tables all the time', async () => {
    let churning = true;
    const churn = (async () => {
      for (let i = 0; churning; i += 1) {
        const table = sql.id(theirs.schema, `churn_${i % 5}`);
        await sql`create table if not exists ${table} (id serial primary key)`.execute(
          theirs.admin,
        );
        await sql`drop table if exists ${table}`.execute(theirs.admin);
      }
    })();
    const fresh = `${ours.schema}_b`;
    await sql`create schema ${sql.id(fresh)}`.execute(ours.admin);
    const db = connectDatabase({ kind: 'postgres', url: url ?? '', schema: fresh });
    try {
      await migrateToLatest(db, fresh);
      const { rows } = await sql<{ count: string }>`
        select count(*) as count from kysely_migration`.execute(db);
      expect(Number(rows[0]?.count)).toBe(MIGRATION_NAMES.length);
    } finally {
      churning = false;
      await churn;
      await db.destroy();
      await sql`drop schema ${sql.id(fresh)} cascade`.execute(ours.admin);
    }
  });
});
