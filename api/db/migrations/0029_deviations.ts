import { sql, type Kysely } from 'kysely';
import { runsOnSqlite } from '../dialect.ts';

/**
 * Deviations (avvikelser) of every kind in one list: a narcotic count or stock-take that differed,
 * a journal correction, a refused narcotic event from a kiosk; later fridge temperatures. Each has
 * a kind, the record it is about, its unit, who and when opened it, and is closed once with a
 * conclusion, never deleted. Notes are appended in their own table and never changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = runsOnSqlite(db);
  await sql`
    create table deviations (
      id varchar(36) primary key,
      site_id varchar(36) not null,
      kind varchar(30) not null,
      subject_type varchar(30) not null,
      subject_id varchar(64) not null,
      medicine_template_id varchar(36),
      medicine_name varchar(400),
      title varchar(300) not null,
      description varchar(4000) not null,
      opened_by_user_id varchar(36),
      opened_by_label varchar(400) not null,
      opened_at varchar(32) not null,
      status varchar(10) not null default 'open',
      closed_by_user_id varchar(36),
      closed_by_label varchar(400),
      closed_at varchar(32),
      conclusion varchar(4000)
    )
  `.execute(db);
  await sql`create index deviations_site_status_idx
    on deviations (site_id, status, opened_at)`.execute(db);
  await sql`create index deviations_subject_idx on deviations (subject_type, subject_id)`.execute(
    db,
  );

  const idColumn = sqlite
    ? sql`id integer primary key autoincrement`
    : sql`id integer generated always as identity primary key`;
  await sql`
    create table deviation_notes (
      ${idColumn},
      deviation_id varchar(36) not null references deviations (id),
      text varchar(4000) not null,
      author_user_id varchar(36),
      author_label varchar(400) not null,
      created_at varchar(32) not null
    )
  `.execute(db);
  await sql`create index deviation_notes_deviation_idx
    on deviation_notes (deviation_id, id)`.execute(db);

  const message = 'deviation_notes är oföränderlig: skriv en ny anteckning';
  const closedMessage = 'deviations är oföränderlig när den är avslutad eller ska tas bort';
  if (sqlite) {
    for (const action of ['update', 'delete'])
      await sql
        .raw(
          `create trigger deviation_notes_no_${action} before ${action}
           on deviation_notes begin select raise(abort, '${message}'); end`,
        )
        .execute(db);
    await sql
      .raw(
        `create trigger deviations_no_delete before delete on deviations
         begin select raise(abort, '${closedMessage}'); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger deviations_closed_kept before update on deviations
         when old.status = 'closed' begin select raise(abort, '${closedMessage}'); end`,
      )
      .execute(db);
    return;
  }
  // A deviation is closed once and never deleted; until then only the closing may change it.
  await sql
    .raw(
      `create function deviation_kept() returns trigger language plpgsql as $$
       begin
         if tg_op = 'DELETE' or old.status = 'closed' then
           raise exception '${closedMessage}';
         end if;
         return new;
       end $$`,
    )
    .execute(db);
  await sql`create trigger deviations_kept before update or delete
    on deviations for each row execute function deviation_kept()`.execute(db);
  await sql`create trigger deviations_no_truncate before truncate
    on deviations for each statement execute function history_no_truncate()`.execute(db);
  // history_append_only() and history_no_truncate() come from 0025.
  await sql`create trigger deviation_notes_append_only before update or delete
    on deviation_notes for each row execute function history_append_only()`.execute(db);
  await sql`create trigger deviation_notes_no_truncate before truncate
    on deviation_notes for each statement execute function history_no_truncate()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists deviation_notes`.execute(db);
  await sql`drop table if exists deviations`.execute(db);
  if (!runsOnSqlite(db)) await sql`drop function if exists deviation_kept()`.execute(db);
}
