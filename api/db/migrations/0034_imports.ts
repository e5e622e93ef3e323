import { sql, type Kysely } from 'kysely';

/**
 * Imports: a list uploaded for a unit (its medicines first; stock, staff and a region's catalogue
 * follow), kept with its headings and rows as read until it is committed, with the mapping of its
 * columns, who uploaded and committed it, and what the commit did. A customer may keep a mapping
 * per kind of list (the headings each field was read from) for its next file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table imports (
      id varchar(36) primary key,
      customer_id varchar(36),
      site_id varchar(36) not null,
      kind varchar(20) not null,
      file_name varchar(200) not null,
      sheet varchar(200),
      headers text not null,
      rows_json text not null,
      row_count integer not null,
      mapping text not null,
      status varchar(12) not null default 'draft',
      counts text,
      created_by_user_id varchar(36),
      created_by_label varchar(400) not null,
      created_at varchar(32) not null,
      committed_at varchar(32),
      committed_by_label varchar(400)
    )
  `.execute(db);
  await sql`create index imports_site_idx on imports (site_id, created_at)`.execute(db);
  await sql`
    create table import_mappings (
      customer_id varchar(36) not null,
      kind varchar(20) not null,
      mapping text not null,
      updated_at varchar(32) not null,
      primary key (customer_id, kind)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists import_mappings`.execute(db);
  await sql`drop table if exists imports`.execute(db);
}
