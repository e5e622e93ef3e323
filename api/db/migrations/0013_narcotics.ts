import { sql, type Kysely } from 'kysely';

/**
 * Narcotics: the journal is the ledger, so movements learn the patient, a witness and which entry
 * they correct; control counts are kept as their own records; disposals record their witness;
 * each site chooses how often its narcotics are counted and whether a receiver may count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const movements = db.schema.alterTable('stock_movements');
  await movements.addColumn('patient', 'varchar(100)').execute();
  await movements.addColumn('witness_user_id', 'varchar(36)').execute();
  await movements.addColumn('witness_label', 'varchar(400)').execute();
  await movements.addColumn('corrects_movement_id', 'integer').execute();

  await db.schema.alterTable('kassations').addColumn('witness_user_id', 'varchar(36)').execute();
  await db.schema.alterTable('kassations').addColumn('witness_name', 'varchar(400)').execute();

  await db.schema
    .alterTable('sites')
    .addColumn('narcotics_count_days', 'integer', (c) => c.notNull().defaultTo(30))
    .execute();
  await db.schema
    .alterTable('sites')
    .addColumn('narcotics_receiver_may_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // `sequence` numbers a product's counts at a site; two counts saved at once take the same
  // number and the unique index lets only one of them through.
  await db.schema
    .createTable('narcotic_counts')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('medicine_template_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('medicine_name', 'varchar(400)', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('expected', 'integer', (c) => c.notNull())
    .addColumn('counted', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'varchar(500)')
    .addColumn('counter_user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('counter_label', 'varchar(400)', (c) => c.notNull())
    .addColumn('witness_user_id', 'varchar(36)')
    .addColumn('witness_label', 'varchar(400)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('narcotic_counts_sequence_idx')
    .on('narcotic_counts')
    .columns(['site_id', 'medicine_template_id', 'sequence'])
    .unique()
    .execute();

  await db.schema
    .createTable('narcotic_count_lines')
    .addColumn('count_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('inventory_item_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('batch_number', 'varchar(100)', (c) => c.notNull())
    .addColumn('expiry_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('expected', 'integer', (c) => c.notNull())
    .addColumn('counted', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('narcotic_count_lines_pk', ['count_id', 'inventory_item_id'])
    .execute();

  // A journal reads a product's movements at a site in order.
  await sql`create index stock_movements_site_template_idx
    on stock_movements (site_id, medicine_template_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('stock_movements_site_template_idx').ifExists().execute();
  await db.schema.dropTable('narcotic_count_lines').ifExists().execute();
  await db.schema.dropTable('narcotic_counts').ifExists().execute();
  await db.schema.alterTable('sites').dropColumn('narcotics_receiver_may_count').execute();
  await db.schema.alterTable('sites').dropColumn('narcotics_count_days').execute();
  await db.schema.alterTable('kassations').dropColumn('witness_name').execute();
  await db.schema.alterTable('kassations').dropColumn('witness_user_id').execute();
  for (const column of ['corrects_movement_id', 'witness_label', 'witness_user_id', 'patient'])
    await db.schema.alterTable('stock_movements').dropColumn(column).execute();
}
