import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('medicine_templates')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(36)', (c) =>
      c.notNull().references('sites.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    // Lower-cased name: one template per name and site, whatever the case.
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('generic_name', 'varchar(200)')
    .addColumn('strength', 'varchar(100)')
    .addColumn('unit', 'varchar(50)', (c) => c.notNull())
    .addColumn('route_of_administration', 'varchar(100)')
    .addColumn('storage_requirements', 'varchar(500)')
    .addColumn('minimum_stock_level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_controlled_substance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('schablon_id', 'varchar(100)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('medicine_templates_site_name_uq', ['site_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('inventory_items')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(36)', (c) =>
      c.notNull().references('sites.id').onDelete('cascade'),
    )
    .addColumn('medicine_template_id', 'varchar(36)', (c) =>
      c.notNull().references('medicine_templates.id').onDelete('cascade'),
    )
    .addColumn('batch_number', 'varchar(100)', (c) => c.notNull())
    // Upper-cased batch without spaces: 'ab 123' and 'AB123' are the same batch.
    .addColumn('batch_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn('unit_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('location', 'varchar(100)')
    .addColumn('notes', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('inventory_items_batch_uq', [
      'site_id',
      'medicine_template_id',
      'batch_key',
    ])
    .execute();
  await db.schema
    .createIndex('inventory_items_site_expiry_idx')
    .on('inventory_items')
    .columns(['site_id', 'expiry_date'])
    .execute();
  await db.schema
    .createIndex('inventory_items_template_idx')
    .on('inventory_items')
    .column('medicine_template_id')
    .execute();

  await db.schema
    .createTable('kassations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(36)', (c) =>
      c.notNull().references('sites.id').onDelete('cascade'),
    )
    .addColumn('inventory_item_id', 'varchar(36)', (c) =>
      c.references('inventory_items.id').onDelete('set null'),
    )
    .addColumn('medicine_template_id', 'varchar(36)', (c) =>
      c.references('medicine_templates.id').onDelete('set null'),
    )
    // Copies of what was disposed, so the record stays readable if the batch is removed.
    .addColumn('medicine_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('medicine_strength', 'varchar(100)')
    .addColumn('batch_number', 'varchar(100)', (c) => c.notNull())
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('reason_description', 'varchar(500)')
    .addColumn('disposal_method', 'varchar(100)')
    .addColumn('disposal_notes', 'varchar(1000)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('initiated_by', 'varchar(36)')
    .addColumn('initiator_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('initiated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('approved_by', 'varchar(36)')
    .addColumn('approved_at', 'varchar(32)')
    .addColumn('completed_by', 'varchar(36)')
    .addColumn('completed_at', 'varchar(32)')
    .addColumn('cancelled_by', 'varchar(36)')
    .addColumn('cancelled_at', 'varchar(32)')
    .addColumn('cancel_reason', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('kassations_site_initiated_idx')
    .on('kassations')
    .columns(['site_id', 'initiated_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['kassations', 'inventory_items', 'medicine_templates']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
