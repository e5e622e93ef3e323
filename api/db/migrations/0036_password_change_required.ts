import { sql, type Kysely } from 'kysely';

/**
 * A password someone else chose or saw (a first password from a staff list, an admin's reset) is
 * changed by its owner at the next sign-in before anything else: until then the account may only
 * read who it is, change its password and sign out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column password_change_required smallint not null default 0`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column password_change_required`.execute(db);
}
