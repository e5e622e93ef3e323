import type { Kysely } from 'kysely';

// Timestamps are ISO-8601 UTC text and flags are 0/1 integers in both dialects.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('customer_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_email', 'varchar(254)')
    .addColumn('contact_phone', 'varchar(40)')
    .addColumn('billing_address', 'varchar(500)')
    .addColumn('monthly_price_sek', 'double precision', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sites')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('customer_id', 'varchar(36)', (c) => c.references('customers.id'))
    .addColumn('address', 'varchar(500)')
    .addColumn('contact_email', 'varchar(254)')
    .addColumn('contact_phone', 'varchar(40)')
    .addColumn('default_withdraw_limit', 'integer', (c) => c.notNull())
    .addColumn('default_add_limit', 'integer', (c) => c.notNull())
    .addColumn('warning_days', 'integer', (c) => c.notNull())
    .addColumn('critical_warning_days', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sites_customer_idx').on('sites').column('customer_id').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('role', 'varchar(20)', (c) => c.notNull())
    .addColumn('mobile_phone', 'varchar(40)')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_login', 'varchar(32)')
    .addColumn('current_site_id', 'varchar(36)', (c) =>
      c.references('sites.id').onDelete('set null'),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_sites')
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'varchar(36)', (c) =>
      c.notNull().references('sites.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('user_sites_pk', ['user_id', 'site_id'])
    .execute();
  await db.schema.createIndex('user_sites_site_idx').on('user_sites').column('site_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_email_at_idx')
    .on('login_attempts')
    .columns(['email', 'at'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(36)')
    .addColumn('actor_label', 'varchar(300)', (c) => c.notNull())
    .addColumn('site_id', 'varchar(36)')
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(36)')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('audit_at_idx').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_site_idx')
    .on('audit_log')
    .columns(['site_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_actor_idx')
    .on('audit_log')
    .columns(['actor_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'audit_log',
    'login_attempts',
    'sessions',
    'user_sites',
    'users',
    'sites',
    'customers',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
