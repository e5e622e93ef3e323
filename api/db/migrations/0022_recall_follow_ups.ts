import { sql, type Kysely } from 'kysely';

/**
 * A recall is a task for every unit: each active site confirms it has checked its shelves
 * (recall_follow_ups, one per notice and site), and each confirmation is kept as written
 * (recall_follow_up_confirmations; a correction is a new row naming the one it corrects).
 * Packs found unregistered may be registered and disposed of in the same step (kassation_id).
 * A match keeps the quantity it found, which a unit's confirmation is pre-filled with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recall_follow_ups')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('notice_id', 'varchar(36)', (c) => c.notNull().references('recall_notices.id'))
    .addColumn('site_id', 'varchar(36)', (c) => c.notNull().references('sites.id'))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('opened_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('confirmation_id', 'varchar(36)')
    .addColumn('overdue_alerted_at', 'varchar(32)')
    .addUniqueConstraint('recall_follow_ups_notice_site_key', ['notice_id', 'site_id'])
    .execute();
  await db.schema
    .createIndex('recall_follow_ups_site_status_idx')
    .on('recall_follow_ups')
    .columns(['site_id', 'status', 'due_date'])
    .execute();
  await db.schema
    .createIndex('recall_follow_ups_status_due_idx')
    .on('recall_follow_ups')
    .columns(['status', 'due_date'])
    .execute();
  await db.schema
    .createTable('recall_follow_up_confirmations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('follow_up_id', 'varchar(36)', (c) => c.notNull().references('recall_follow_ups.id'))
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('quantity_found', 'integer')
    .addColumn('action', 'varchar(200)')
    .addColumn('note', 'varchar(1000)')
    .addColumn('corrects_id', 'varchar(36)')
    .addColumn('kassation_id', 'varchar(36)', (c) => c.references('kassations.id'))
    .addColumn('confirmed_by', 'varchar(36)', (c) => c.notNull())
    .addColumn('confirmed_by_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('confirmed_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recall_follow_up_confirmations_follow_up_idx')
    .on('recall_follow_up_confirmations')
    .column('follow_up_id')
    .execute();
  // One statement per column: SQLite adds a single column per ALTER TABLE.
  for (const column of ['follow_up_closed_at', 'follow_up_closed_by'])
    await db.schema.alterTable('recall_notices').addColumn(column, 'varchar(36)').execute();
  await db.schema
    .alterTable('recall_notices')
    .addColumn('follow_up_close_reason', 'varchar(1000)')
    .execute();
  await db.schema
    .alterTable('sites')
    .addColumn('recall_users_may_confirm', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('recall_matches').addColumn('matched_quantity', 'integer').execute();
  await sql`update recall_matches set matched_quantity = (
    select i.quantity from inventory_items i where i.id = recall_matches.inventory_item_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recall_matches').dropColumn('matched_quantity').execute();
  await db.schema.alterTable('sites').dropColumn('recall_users_may_confirm').execute();
  for (const column of ['follow_up_close_reason', 'follow_up_closed_by', 'follow_up_closed_at'])
    await db.schema.alterTable('recall_notices').dropColumn(column).execute();
  await db.schema.dropTable('recall_follow_up_confirmations').execute();
  await db.schema.dropTable('recall_follow_ups').execute();
}
