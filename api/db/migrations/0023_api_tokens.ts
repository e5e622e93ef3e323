import type { Kysely } from 'kysely';

/**
 * Tokens a region's own systems call the API with: a token acts for a system, not a person, in
 * the sites named in api_token_sites, and only on the calls its scopes open. Only the SHA-256 of
 * the token is kept; the token itself is shown once when it is made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    // Space-separated, as OAuth writes scopes: 'read:stock write:stock'.
    .addColumn('scopes', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_by_label', 'varchar(400)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema
    .createTable('api_token_sites')
    .addColumn('token_id', 'varchar(36)', (c) =>
      c.notNull().references('api_tokens.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'varchar(36)', (c) =>
      c.notNull().references('sites.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('api_token_sites_pk', ['token_id', 'site_id'])
    .execute();
  await db.schema
    .createIndex('api_token_sites_site_idx')
    .on('api_token_sites')
    .column('site_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_token_sites').execute();
  await db.schema.dropTable('api_tokens').execute();
}
