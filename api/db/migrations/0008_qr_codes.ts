import type { Kysely } from 'kysely';
import { runsOnSqlite } from '../dialect.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The key that signs a site's QR codes; made on first use. The previous key is kept so a
  // scan of an old sheet can say that the sheet was replaced rather than that it is forged.
  await db.schema.alterTable('sites').addColumn('qr_secret', 'varchar(64)').execute();
  await db.schema.alterTable('sites').addColumn('qr_previous_secret', 'varchar(64)').execute();
  await db.schema.alterTable('sites').addColumn('qr_secret_rotated_at', 'varchar(32)').execute();

  // A medicine pack's GTIN, linked to the site's template the first time it is scanned.
  await db.schema
    .createTable('medicine_gtins')
    .addColumn('site_id', 'varchar(36)', (c) =>
      c.notNull().references('sites.id').onDelete('cascade'),
    )
    .addColumn('gtin', 'varchar(14)', (c) => c.notNull())
    .addColumn('medicine_template_id', 'varchar(36)', (c) =>
      c.notNull().references('medicine_templates.id').onDelete('cascade'),
    )
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('medicine_gtins_pk', ['site_id', 'gtin'])
    .execute();

  await db.schema
    .createTable('qr_scans')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(36)', (c) =>
      c.notNull().references('sites.id').onDelete('cascade'),
    )
    .addColumn('medicine_template_id', 'varchar(36)', (c) =>
      c.references('medicine_templates.id').onDelete('set null'),
    )
    .addColumn('inventory_item_id', 'varchar(36)', (c) =>
      c.references('inventory_items.id').onDelete('set null'),
    )
    // Copies, so the history stays readable when the template or batch is removed.
    .addColumn('medicine_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('batch_number', 'varchar(100)')
    .addColumn('action_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_type', 'varchar(10)')
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'varchar(36)')
    .addColumn('actor_label', 'varchar(400)', (c) => c.notNull())
    .addColumn('client_address', 'varchar(64)')
    .addColumn('idempotency_key', 'varchar(100)')
    // Hash of the request a key was first used with, and the answer given, for replays.
    .addColumn('request_hash', 'varchar(64)')
    .addColumn('result_json', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('qr_scans_idempotency_uq', ['site_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('qr_scans_site_created_idx')
    .on('qr_scans')
    .columns(['site_id', 'created_at'])
    .execute();

  // Generated A4 sheets, kept so 'Ladda ner igen' and printing give the very same file.
  await db.schema
    .createTable('qr_sheets')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(36)', (c) =>
      c.notNull().references('sites.id').onDelete('cascade'),
    )
    .addColumn('filename', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('include_controlled', 'integer', (c) => c.notNull())
    .addColumn('codes_per_page', 'integer', (c) => c.notNull())
    .addColumn('total_codes', 'integer', (c) => c.notNull())
    .addColumn('total_pages', 'integer', (c) => c.notNull())
    .addColumn('pdf', runsOnSqlite(db) ? 'blob' : 'bytea', (c) => c.notNull())
    .addColumn('generated_by', 'varchar(36)')
    .addColumn('generated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('qr_sheets_site_generated_idx')
    .on('qr_sheets')
    .columns(['site_id', 'generated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['qr_sheets', 'qr_scans', 'medicine_gtins'])
    await db.schema.dropTable(table).ifExists().execute();
  for (const column of ['qr_secret_rotated_at', 'qr_previous_secret', 'qr_secret'])
    await db.schema.alterTable('sites').dropColumn(column).execute();
}
