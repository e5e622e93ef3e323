import { sql, type Kysely } from 'kysely';
import { runsOnSqlite } from '../dialect.ts';

/** A table whose changes change what a site's stock screens show, and its site column. */
export type WatchedTable = { table: string; siteColumn: string };

const WATCHED: readonly WatchedTable[] = [
  { table: 'inventory_items', siteColumn: 'site_id' },
  { table: 'medicine_templates', siteColumn: 'site_id' },
  { table: 'sites', siteColumn: 'id' },
];

/**
 * A version per site that the database itself raises whenever the site's batches, medicines or
 * settings change, whoever writes them. A process may then keep an answer about a site's stock for
 * as long as the version it read first is unchanged: one key lookup tells every process at once.
 *
 * On PostgreSQL the raise runs at commit (a deferred trigger), once per site and transaction: the
 * version row is then locked only for the instant of the commit, so a long transaction never
 * holds up another one writing to the same site, and a bulk change does not rewrite the row once
 * per changed row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_versions')
    .addColumn('site_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  if (!runsOnSqlite(db)) await raiseFunction(db);
  await watchSiteVersions(db, WATCHED);
}

/** Raises a site's version on every insert, update and delete in the tables (the same trigger). */
export async function watchSiteVersions(db: Kysely<unknown>, tables: readonly WatchedTable[]) {
  if (runsOnSqlite(db)) await sqliteTriggers(db, tables);
  else await postgresTriggers(db, tables);
}

const raiseSqlite = (site: string) => `
  insert into site_versions (site_id, version) values (${site}, 1)
    on conflict (site_id) do update set version = version + 1;`;

async function sqliteTriggers(db: Kysely<unknown>, tables: readonly WatchedTable[]) {
  for (const { table, siteColumn } of tables) {
    const triggers = {
      insert: raiseSqlite(`new.${siteColumn}`),
      update: `${raiseSqlite(`old.${siteColumn}`)}
        insert into site_versions (site_id, version)
          select new.${siteColumn}, 1 where new.${siteColumn} <> old.${siteColumn}
          on conflict (site_id) do update set version = version + 1;`,
      delete: raiseSqlite(`old.${siteColumn}`),
    };
    for (const [action, body] of Object.entries(triggers))
      await sql
        .raw(
          `create trigger ${table}_site_version_${action} after ${action} on ${table}
           begin ${body} end`,
        )
        .execute(db);
  }
}

async function raiseFunction(db: Kysely<unknown>) {
  // The sites already raised in this transaction, kept in a setting that ends with it.
  await sql`
    create function raise_site_version(site varchar) returns void language plpgsql as $$
    declare
      raised text := coalesce(current_setting('medvakt.raised_site_versions', true), '');
    begin
      if site is null or position(site || ',' in raised) > 0 then return; end if;
      perform set_config('medvakt.raised_site_versions', raised || site || ',', true);
      insert into site_versions (site_id, version) values (site, 1)
        on conflict (site_id) do update set version = site_versions.version + 1;
    end $$
  `.execute(db);
}

async function postgresTriggers(db: Kysely<unknown>, tables: readonly WatchedTable[]) {
  for (const { table, siteColumn } of tables) {
    await sql
      .raw(
        `create function ${table}_site_version() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then perform raise_site_version(old.${siteColumn}); end if;
          if tg_op <> 'DELETE' then perform raise_site_version(new.${siteColumn}); end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create constraint trigger ${table}_site_version
         after insert or update or delete on ${table}
         deferrable initially deferred for each row execute function ${table}_site_version()`,
      )
      .execute(db);
  }
}

export async function unwatchSiteVersions(db: Kysely<unknown>, tables: readonly WatchedTable[]) {
  for (const { table } of tables) {
    if (runsOnSqlite(db)) {
      for (const action of ['insert', 'update', 'delete'])
        await sql.raw(`drop trigger if exists ${table}_site_version_${action}`).execute(db);
    } else {
      await sql.raw(`drop trigger if exists ${table}_site_version on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${table}_site_version()`).execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await unwatchSiteVersions(db, WATCHED);
  if (!runsOnSqlite(db)) await sql`drop function if exists raise_site_version(varchar)`.execute(db);
  await db.schema.dropTable('site_versions').execute();
}
