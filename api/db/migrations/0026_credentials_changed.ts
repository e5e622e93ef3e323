import type { Kysely } from 'kysely';

/**
 * When a person's password, PIN, badge or sessions last changed (a change or reset, a PIN set,
 * deactivation, sessions revoked). A kiosk's offline grant issued before it books nothing more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('credentials_changed_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('credentials_changed_at').execute();
}
