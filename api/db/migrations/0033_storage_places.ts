import { sql, type Kysely } from 'kysely';
import { runsOnSqlite } from '../dialect.ts';
import { unwatchSiteVersions, watchSiteVersions, type WatchedTable } from './0018_site_versions.ts';

/**
 * The stock list names a batch's place and marks it while the place's temperature deviation is
 * open: a place or a deviation changed raises the site's version like a batch change.
 */
const SHOWN_IN_STOCK_LIST: readonly WatchedTable[] = [
  { table: 'storage_places', siteColumn: 'site_id' },
  { table: 'deviations', siteColumn: 'site_id' },
];

/**
 * Storage places and the temperature log (LVFS 2009:9: the temperature of every space where
 * medicines are kept is controlled). A unit's places are rooms, fridges and freezers with a range
 * in tenths of a degree; a batch may name the place it is kept in. Each reading (signed by hand, or
 * a data logger's) is kept as read, never changed or deleted: it is the month sheet's record. A
 * unit says by when a fridge must be read each day and how long a logger's run outside the range
 * may last before it is a deviation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table storage_places (
      id varchar(36) primary key,
      site_id varchar(36) not null,
      name varchar(100) not null,
      kind varchar(10) not null,
      min_tenths integer not null,
      max_tenths integer not null,
      is_active integer not null default 1,
      created_at varchar(32) not null,
      updated_at varchar(32) not null
    )
  `.execute(db);
  await sql`create unique index storage_places_site_name_idx
    on storage_places (site_id, lower(name))`.execute(db);

  await sql`
    create table temperature_readings (
      id varchar(36) primary key,
      place_id varchar(36) not null,
      site_id varchar(36) not null,
      read_at varchar(32) not null,
      source varchar(10) not null,
      current_tenths integer not null,
      min_tenths integer,
      max_tenths integer,
      outside_range integer not null,
      read_by_user_id varchar(36),
      read_by_label varchar(400) not null,
      note varchar(500),
      deviation_id varchar(36),
      upload_id varchar(36),
      created_at varchar(32) not null
    )
  `.execute(db);
  await sql`create index temperature_readings_place_idx
    on temperature_readings (place_id, read_at)`.execute(db);
  // A logger's file read twice stores each of its readings once.
  await sql`create unique index temperature_readings_logger_idx
    on temperature_readings (place_id, read_at) where source = 'logger'`.execute(db);

  await sql`alter table inventory_items add column storage_place_id varchar(36)`.execute(db);
  await sql`create index inventory_items_place_idx on inventory_items (storage_place_id)`.execute(
    db,
  );
  await sql`alter table sites add column fridge_read_by varchar(5) not null default '10:00'`.execute(
    db,
  );
  await sql`alter table sites add column breach_minutes integer not null default 30`.execute(db);
  await watchSiteVersions(db, SHOWN_IN_STOCK_LIST);

  if (runsOnSqlite(db)) {
    for (const action of ['update', 'delete'])
      await sql
        .raw(
          `create trigger temperature_readings_no_${action} before ${action}
           on temperature_readings
           begin select raise(abort, 'temperature_readings är oföränderlig: gör en ny avläsning'); end`,
        )
        .execute(db);
    return;
  }
  // history_append_only() and history_no_truncate() come from 0025.
  await sql`create trigger temperature_readings_append_only before update or delete
    on temperature_readings for each row execute function history_append_only()`.execute(db);
  await sql`create trigger temperature_readings_no_truncate before truncate
    on temperature_readings for each statement execute function history_no_truncate()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await unwatchSiteVersions(db, SHOWN_IN_STOCK_LIST);
  await sql`drop table if exists temperature_readings`.execute(db);
  await sql`drop table if exists storage_places`.execute(db);
  await sql`drop index if exists inventory_items_place_idx`.execute(db);
  await sql`alter table inventory_items drop column storage_place_id`.execute(db);
  await sql`alter table sites drop column breach_minutes`.execute(db);
  await sql`alter table sites drop column fridge_read_by`.execute(db);
}
