import { sql, type Kysely } from 'kysely';
import { runsOnSqlite } from '../dialect.ts';

/**
 * Delegations (delegering, HSLF-FS 2017:37 9 kap., SOSFS 1997:14): a registered nurse of the unit
 * lets a person hand out or give medicines of a kind, from one day to another. A delegation is
 * revoked, never deleted, so the unit's signature list of any past day can be read again. A unit
 * may require one for every withdrawal; a registered nurse needs none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column registered_nurse integer not null default 0`.execute(db);
  await sql`alter table sites add column require_delegation integer not null default 0`.execute(db);
  await sql`
    create table delegations (
      id varchar(36) primary key,
      site_id varchar(36) not null,
      user_id varchar(36) not null,
      user_label varchar(400) not null,
      kind varchar(30) not null,
      issued_by_user_id varchar(36) not null,
      issued_by_label varchar(400) not null,
      valid_from varchar(10) not null,
      valid_to varchar(10) not null,
      note varchar(500),
      created_at varchar(32) not null,
      created_by_user_id varchar(36),
      created_by_label varchar(400) not null,
      revoked_at varchar(32),
      revoked_by_user_id varchar(36),
      revoked_by_label varchar(400),
      revoke_reason varchar(500)
    )
  `.execute(db);
  await sql`create index delegations_site_idx on delegations (site_id, valid_to)`.execute(db);
  await sql`create index delegations_user_idx on delegations (user_id, site_id)`.execute(db);

  const message = 'delegations återkallas, de tas aldrig bort eller skrivs om';
  if (runsOnSqlite(db)) {
    await sql
      .raw(
        `create trigger delegations_no_delete before delete on delegations
         begin select raise(abort, '${message}'); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger delegations_revoked_kept before update on delegations
         when old.revoked_at is not null begin select raise(abort, '${message}'); end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create function delegation_kept() returns trigger language plpgsql as $$
       begin
         if tg_op = 'DELETE' or old.revoked_at is not null then
           raise exception '${message}';
         end if;
         return new;
       end $$`,
    )
    .execute(db);
  await sql`create trigger delegations_kept before update or delete
    on delegations for each row execute function delegation_kept()`.execute(db);
  // history_no_truncate() comes from 0025.
  await sql`create trigger delegations_no_truncate before truncate
    on delegations for each statement execute function history_no_truncate()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists delegations`.execute(db);
  if (!runsOnSqlite(db)) await sql`drop function if exists delegation_kept()`.execute(db);
  await sql`alter table sites drop column require_delegation`.execute(db);
  await sql`alter table users drop column registered_nurse`.execute(db);
}
