import type { Kysely } from 'kysely';

/**
 * Badge and PIN attempts, each written before its PIN is checked, so every server process counts
 * the same attempts: per badge (its HMAC, known or not) and kiosk customer, and per kiosk. They
 * replace the per-user counter on users, which one customer's kiosk could use to lock a badge
 * at another customer's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('badge_attempts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('badge_hmac', 'varchar(64)', (c) => c.notNull())
    // The kiosk's customer, or 'local' for the embedded kiosk of a stand-alone unit.
    .addColumn('scope', 'varchar(36)', (c) => c.notNull())
    // The kiosk's id, or 'local' for the embedded kiosk.
    .addColumn('kiosk_key', 'varchar(36)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('badge_attempts_badge_idx')
    .on('badge_attempts')
    .columns(['badge_hmac', 'scope', 'at'])
    .execute();
  await db.schema
    .createIndex('badge_attempts_kiosk_idx')
    .on('badge_attempts')
    .columns(['kiosk_key', 'at'])
    .execute();
  await db.schema
    .createIndex('login_attempts_email_address_at_idx')
    .on('login_attempts')
    .columns(['email', 'client_address', 'at'])
    .execute();
  await db.schema.alterTable('users').dropColumn('pin_failures').execute();
  await db.schema.alterTable('users').dropColumn('pin_locked_until').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('pin_locked_until', 'varchar(32)').execute();
  await db.schema.dropIndex('login_attempts_email_address_at_idx').ifExists().execute();
  await db.schema.dropTable('badge_attempts').execute();
}
