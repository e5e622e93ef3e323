import { sql, type Kysely } from 'kysely';

/**
 * Stock-takes (inventering) with one line per batch, transfers between a customer's units, and a
 * medicine's par level (the stock an order fills up to).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stock_takes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('location', 'varchar(100)')
    // '' for the whole site; one open stock-take per site and location key.
    .addColumn('location_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('started_by_user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('started_by_label', 'varchar(400)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_by_user_id', 'varchar(36)')
    .addColumn('finished_by_label', 'varchar(400)')
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('uncounted', 'varchar(10)')
    .addColumn('finish_note', 'varchar(500)')
    .addColumn('witness_user_id', 'varchar(36)')
    .addColumn('witness_label', 'varchar(400)')
    .execute();
  await sql`create unique index stock_takes_open_idx on stock_takes (site_id, location_key)
    where status = 'open'`.execute(db);
  await db.schema
    .createIndex('stock_takes_site_idx')
    .on('stock_takes')
    .columns(['site_id', 'started_at'])
    .execute();

  await db.schema
    .createTable('stock_take_lines')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('stock_take_id', 'varchar(36)', (c) => c.notNull())
    // Null for a batch found on the shelf until the stock-take is completed and creates it.
    .addColumn('inventory_item_id', 'varchar(36)')
    .addColumn('medicine_template_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('medicine_name', 'varchar(400)', (c) => c.notNull())
    .addColumn('is_narcotic', 'integer', (c) => c.notNull())
    .addColumn('batch_number', 'varchar(100)', (c) => c.notNull())
    .addColumn('batch_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('unit_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('location', 'varchar(100)')
    .addColumn('found', 'integer', (c) => c.notNull())
    .addColumn('counted', 'integer')
    // The batch's quantity and its newest ledger entry when the line was counted.
    .addColumn('expected', 'integer')
    .addColumn('counted_after_movement_id', 'integer')
    .addColumn('counted_by_user_id', 'varchar(36)')
    .addColumn('counted_by_label', 'varchar(400)')
    .addColumn('counted_at', 'varchar(32)')
    // Set when the stock-take is completed: the change booked, and its ledger entry.
    .addColumn('difference', 'integer')
    .addColumn('movement_id', 'integer')
    .execute();
  await db.schema
    .createIndex('stock_take_lines_batch_idx')
    .on('stock_take_lines')
    .columns(['stock_take_id', 'medicine_template_id', 'batch_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('transfers')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('from_site_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('to_site_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('from_item_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('to_item_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('medicine_name', 'varchar(400)', (c) => c.notNull())
    .addColumn('batch_number', 'varchar(100)', (c) => c.notNull())
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('actor_user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('actor_label', 'varchar(400)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  for (const column of ['from_site_id', 'to_site_id'] as const)
    await db.schema
      .createIndex(`transfers_${column}_idx`)
      .on('transfers')
      .columns([column, 'created_at'])
      .execute();

  await db.schema.alterTable('medicine_templates').addColumn('par_level', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('medicine_templates').dropColumn('par_level').execute();
  await db.schema.dropTable('transfers').ifExists().execute();
  await db.schema.dropTable('stock_take_lines').ifExists().execute();
  await db.schema.dropTable('stock_takes').ifExists().execute();
}
