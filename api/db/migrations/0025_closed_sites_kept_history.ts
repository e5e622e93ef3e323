import { sql, type Kysely } from 'kysely';
import { runsOnSqlite } from '../dialect.ts';

/**
 * A site or customer with history is closed, never deleted: `closed_at` marks it (it is also made
 * inactive), and a closed site's stock no longer changes. History is a stock movement, a narcotic
 * count or a confirmed recall check at the site. What removing a site does to each table naming it:
 *
 * - Closed (history): every row stays. Its kiosks are revoked and their sessions ended, users'
 *   chosen site is cleared, user assignments stay so its managers can still read its journals.
 *   Open stock-takes, follow-ups, refusals and queued mail stay as they are (a record of the unit).
 * - Deleted (no history): medicines, batches, disposals, warnings, recall matches, GTIN links,
 *   QR scans and sheets, token sites and user assignments go by their foreign keys (cascade);
 *   recall follow-ups (only unconfirmed ones can exist, the key has no rule), stock-takes with
 *   their lines, kiosks, offline refusals and mail not yet sent are deleted by the service; sent
 *   mail and the audit log keep the id as text. Counts, transfers and movements cannot exist there.
 *   The site's version row is left: a PostgreSQL trigger writes it again at commit.
 *
 * The record itself is refused to SQL too: narcotic counts and their lines are append-only like
 * stock_movements (0012), and on PostgreSQL TRUNCATE of the ledger, the counts and the audit log
 * is refused (a row trigger does not see a TRUNCATE).
 */
const APPEND_ONLY = ['narcotic_counts', 'narcotic_count_lines'] as const;
const NO_TRUNCATE = ['stock_movements', 'narcotic_counts', 'narcotic_count_lines', 'audit_log'];

const appendOnlyMessage = (table: string) => `${table} är oföränderlig: rätta med en ny post`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sites', 'customers'])
    await db.schema.alterTable(table).addColumn('closed_at', 'varchar(32)').execute();

  if (runsOnSqlite(db)) {
    for (const table of APPEND_ONLY)
      for (const action of ['update', 'delete'])
        await sql
          .raw(
            `create trigger ${table}_no_${action} before ${action} on ${table}
             begin select raise(abort, '${appendOnlyMessage(table)}'); end`,
          )
          .execute(db);
    return;
  }
  await sql`
    create function history_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% är oföränderlig: rätta med en ny post', tg_table_name;
    end $$
  `.execute(db);
  for (const table of APPEND_ONLY)
    await sql
      .raw(
        `create trigger ${table}_append_only before update or delete on ${table}
         for each row execute function history_append_only()`,
      )
      .execute(db);
  await sql`
    create function history_no_truncate() returns trigger language plpgsql as $$
    begin
      raise exception '% får inte tömmas: historiken sparas', tg_table_name;
    end $$
  `.execute(db);
  for (const table of NO_TRUNCATE)
    await sql
      .raw(
        `create trigger ${table}_no_truncate before truncate on ${table}
         for each statement execute function history_no_truncate()`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (runsOnSqlite(db)) {
    for (const table of APPEND_ONLY)
      for (const action of ['update', 'delete'])
        await sql.raw(`drop trigger if exists ${table}_no_${action}`).execute(db);
  } else {
    for (const table of NO_TRUNCATE)
      await sql.raw(`drop trigger if exists ${table}_no_truncate on ${table}`).execute(db);
    for (const table of APPEND_ONLY)
      await sql.raw(`drop trigger if exists ${table}_append_only on ${table}`).execute(db);
    await sql`drop function if exists history_no_truncate()`.execute(db);
    await sql`drop function if exists history_append_only()`.execute(db);
  }
  for (const table of ['customers', 'sites'])
    await db.schema.alterTable(table).dropColumn('closed_at').execute();
}
