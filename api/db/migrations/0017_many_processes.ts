import { sql, type Kysely } from 'kysely';
import { runsOnSqlite } from '../dialect.ts';

/**
 * What several API processes on one database share: a lease per background job (so each runs
 * once per interval whichever process takes it, and a dead holder's lease runs out), a record of
 * each run, and the hits the rate limits count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const idColumn = runsOnSqlite(db)
    ? sql`id integer primary key autoincrement`
    : sql`id integer generated always as identity primary key`;
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('due_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('holder', 'varchar(200)')
    .addColumn('lease_until', 'varchar(32)')
    .execute();
  await sql`
    create table job_runs (
      ${idColumn},
      name varchar(50) not null,
      holder varchar(200) not null,
      started_at varchar(32) not null,
      finished_at varchar(32),
      ok integer,
      error varchar(1000)
    )`.execute(db);
  await db.schema
    .createIndex('job_runs_name_idx')
    .on('job_runs')
    .columns(['name', 'started_at'])
    .execute();
  await sql`
    create table rate_limit_hits (
      ${idColumn},
      bucket varchar(200) not null,
      at varchar(32) not null
    )`.execute(db);
  await db.schema
    .createIndex('rate_limit_hits_bucket_idx')
    .on('rate_limit_hits')
    .columns(['bucket', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('job_leases').execute();
}
