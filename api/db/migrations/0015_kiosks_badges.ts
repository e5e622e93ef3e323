import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * Registered kiosks (a device key per kiosk PC), badges and PINs for signing in at them, and
 * sessions bound to a kiosk's site. The badge key hashes badge ids so the database never holds
 * them readable; it lives in the database so every server process shares it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kiosks')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // SHA-256 of the device key; the key itself is shown once when the kiosk is registered.
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('idle_minutes', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('sign_out_after_withdrawal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by_label', 'varchar(400)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('kiosks_site_idx').on('kiosks').columns(['site_id']).execute();

  await db.schema.alterTable('users').addColumn('badge_hmac', 'varchar(64)').execute();
  await db.schema.alterTable('users').addColumn('pin_hash', 'varchar(200)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('pin_locked_until', 'varchar(32)').execute();
  await db.schema
    .createIndex('users_badge_idx')
    .unique()
    .on('users')
    .column('badge_hmac')
    .execute();

  await db.schema.alterTable('sessions').addColumn('kiosk_id', 'varchar(36)').execute();
  // A badge session works in its kiosk's site only and ends after the kiosk's idle time.
  await db.schema.alterTable('sessions').addColumn('site_id', 'varchar(36)').execute();
  await db.schema.alterTable('sessions').addColumn('idle_minutes', 'integer').execute();

  await db.schema
    .createTable('secret_keys')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db
    .withTables<{ secret_keys: { name: string; secret: string } }>()
    .insertInto('secret_keys')
    .values({ name: 'badge', secret: randomBytes(32).toString('base64url') })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('secret_keys').execute();
  await db.schema.dropIndex('users_badge_idx').execute();
  for (const column of ['kiosk_id', 'site_id', 'idle_minutes'])
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  for (const column of ['badge_hmac', 'pin_hash', 'pin_failures', 'pin_locked_until'])
    await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.dropTable('kiosks').execute();
}
