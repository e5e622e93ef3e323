import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Sign-in failures are counted per (e-mail, client address) and per address across e-mails,
  // so a stranger can slow an attacker without locking the real person out.
  await db.schema.alterTable('login_attempts').addColumn('client_address', 'varchar(64)').execute();
  await db.schema
    .createIndex('login_attempts_address_at_idx')
    .on('login_attempts')
    .columns(['client_address', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_attempts_address_at_idx').ifExists().execute();
  await db.schema.alterTable('login_attempts').dropColumn('client_address').execute();
}
