import { sql, type Kysely } from 'kysely';

/**
 * Opened packs (brytdatum): a medicine may say how many days a pack keeps once opened, and each
 * opened pack of a batch is kept with who opened it, when, and the day it must be used by. A pack
 * ends once: used up, disposed of (with its kassation) or gone with its emptied batch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table medicine_templates add column in_use_days integer`.execute(db);
  await sql`
    create table opened_packs (
      id varchar(36) primary key,
      site_id varchar(36) not null,
      inventory_item_id varchar(36) not null,
      medicine_template_id varchar(36) not null,
      opened_at varchar(32) not null,
      opened_by_user_id varchar(36),
      opened_by_label varchar(400) not null,
      note varchar(500),
      in_use_days integer,
      use_by varchar(10) not null,
      status varchar(12) not null default 'open',
      ended_at varchar(32),
      ended_by_user_id varchar(36),
      ended_by_label varchar(400),
      kassation_id varchar(36)
    )
  `.execute(db);
  await sql`create index opened_packs_site_status_idx
    on opened_packs (site_id, status, use_by)`.execute(db);
  await sql`create index opened_packs_item_status_idx
    on opened_packs (inventory_item_id, status)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists opened_packs`.execute(db);
  await sql`alter table medicine_templates drop column in_use_days`.execute(db);
}
