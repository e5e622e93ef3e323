import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The disposal trail: who approved, completed and restored, and when the medicine really left.
  for (const [column, type] of [
    ['approver_name', 'varchar(300)'],
    ['approval_notes', 'varchar(1000)'],
    ['completer_name', 'varchar(300)'],
    ['completion_notes', 'varchar(1000)'],
    ['actual_disposal_date', 'varchar(10)'],
    ['restored_by', 'varchar(36)'],
    ['restorer_name', 'varchar(300)'],
    ['restored_at', 'varchar(32)'],
    ['restoration_reason', 'varchar(500)'],
  ] as const) {
    await db.schema.alterTable('kassations').addColumn(column, type).execute();
  }
  await db.schema
    .createIndex('kassations_site_status_idx')
    .on('kassations')
    .columns(['site_id', 'status'])
    .execute();

  await db.schema
    .createTable('kassation_certificates')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kassation_id', 'varchar(36)', (c) =>
      c.notNull().references('kassations.id').onDelete('cascade'),
    )
    .addColumn('include_signatures', 'integer', (c) => c.notNull())
    .addColumn('additional_notes', 'varchar(2000)')
    .addColumn('generated_by', 'varchar(36)')
    .addColumn('generator_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('generated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('kassation_certificates_kassation_idx')
    .on('kassation_certificates')
    .columns(['kassation_id', 'generated_at'])
    .execute();

  await db.schema
    .createTable('warnings')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(36)', (c) =>
      c.notNull().references('sites.id').onDelete('cascade'),
    )
    // Expiry warnings concern a batch; low-stock warnings a medicine; system alerts neither.
    .addColumn('inventory_item_id', 'varchar(36)', (c) =>
      c.references('inventory_items.id').onDelete('set null'),
    )
    .addColumn('medicine_template_id', 'varchar(36)', (c) =>
      c.references('medicine_templates.id').onDelete('set null'),
    )
    .addColumn('warning_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('severity', 'varchar(10)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)', (c) => c.notNull())
    // Set while the warning is open ('type:subject'), null once resolved: one open warning per cause.
    .addColumn('open_key', 'varchar(120)', (c) => c.unique())
    // Set when a person resolves a warning whose cause remains, so the engine does not raise it
    // again at once; cleared by the engine when the cause goes away.
    .addColumn('suppress_key', 'varchar(120)', (c) => c.unique())
    .addColumn('is_acknowledged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('acknowledged_by', 'varchar(36)')
    .addColumn('acknowledged_at', 'varchar(32)')
    .addColumn('is_resolved', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('resolved_by', 'varchar(36)')
    .addColumn('resolved_at', 'varchar(32)')
    .addColumn('resolution_notes', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('warnings_site_resolved_idx')
    .on('warnings')
    .columns(['site_id', 'is_resolved', 'created_at'])
    .execute();

  await db.schema
    .createTable('warning_history')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('warning_id', 'varchar(36)', (c) =>
      c.notNull().references('warnings.id').onDelete('cascade'),
    )
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_id', 'varchar(36)')
    // A name, or 'System' for the engine.
    .addColumn('actor_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('details', 'varchar(2000)')
    .execute();
  await db.schema
    .createIndex('warning_history_warning_idx')
    .on('warning_history')
    .columns(['warning_id', 'at'])
    .execute();

  await db.schema
    .createTable('recall_notices')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('source', 'varchar(10)', (c) => c.notNull())
    // The feed item's guid or link, so re-reading a feed never duplicates a notice.
    .addColumn('external_id', 'varchar(500)', (c) => c.unique())
    .addColumn('product_name', 'varchar(300)', (c) => c.notNull())
    .addColumn('strength', 'varchar(100)')
    .addColumn('gtin', 'varchar(20)')
    .addColumn('varunummer', 'varchar(20)')
    .addColumn('recall_class', 'varchar(10)')
    .addColumn('reason', 'varchar(2000)')
    .addColumn('link', 'varchar(1000)')
    .addColumn('published_at', 'varchar(32)')
    .addColumn('created_by', 'varchar(36)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('recall_notice_batches')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('notice_id', 'varchar(36)', (c) =>
      c.notNull().references('recall_notices.id').onDelete('cascade'),
    )
    .addColumn('batch_number', 'varchar(100)', (c) => c.notNull())
    .addColumn('batch_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('expiry_date', 'varchar(10)')
    .execute();
  await db.schema
    .createIndex('recall_notice_batches_key_idx')
    .on('recall_notice_batches')
    .column('batch_key')
    .execute();

  await db.schema
    .createTable('recall_matches')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('notice_id', 'varchar(36)', (c) =>
      c.notNull().references('recall_notices.id').onDelete('cascade'),
    )
    .addColumn('site_id', 'varchar(36)', (c) =>
      c.notNull().references('sites.id').onDelete('cascade'),
    )
    .addColumn('inventory_item_id', 'varchar(36)', (c) =>
      c.references('inventory_items.id').onDelete('set null'),
    )
    .addColumn('medicine_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('batch_number', 'varchar(100)', (c) => c.notNull())
    .addColumn('withdrawal_reason', 'varchar(2000)')
    // active, resolved (disposed) or dismissed (a false match).
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('matched_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('resolution_type', 'varchar(20)')
    .addColumn('resolution_notes', 'varchar(1000)')
    .addColumn('resolved_by', 'varchar(36)')
    .addColumn('resolved_at', 'varchar(32)')
    .addUniqueConstraint('recall_matches_notice_item_uq', ['notice_id', 'inventory_item_id'])
    .execute();
  await db.schema
    .createIndex('recall_matches_site_status_idx')
    .on('recall_matches')
    .columns(['site_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'recall_matches',
    'recall_notice_batches',
    'recall_notices',
    'warning_history',
    'warnings',
    'kassation_certificates',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
