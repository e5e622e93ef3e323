import type { Kysely } from 'kysely';

/**
 * Offline kiosk events: the time a change really happened beside the time it was booked
 * (`occurred_at`, null when the same), and the replays the server refused, kept for the unit
 * manager as 'Behöver åtgärd' until someone has dealt with them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stock_movements').addColumn('occurred_at', 'varchar(32)').execute();
  await db.schema.alterTable('qr_scans').addColumn('occurred_at', 'varchar(32)').execute();
  await db.schema
    .createTable('offline_refusals')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('kiosk_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('kiosk_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('actor_label', 'varchar(400)', (c) => c.notNull())
    // The kiosk's key for the event: a second replay of a refused event finds this row.
    .addColumn('idempotency_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('medicine_template_id', 'varchar(36)')
    .addColumn('medicine_name', 'varchar(400)', (c) => c.notNull())
    .addColumn('action_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('batch_number', 'varchar(100)')
    .addColumn('occurred_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('error_code', 'varchar(50)')
    .addColumn('reason', 'varchar(1000)', (c) => c.notNull())
    .addColumn('resolved_at', 'varchar(32)')
    .addColumn('resolved_by_label', 'varchar(400)')
    .addColumn('resolution_note', 'varchar(1000)')
    .execute();
  await db.schema
    .createIndex('offline_refusals_site_idx')
    .on('offline_refusals')
    .columns(['site_id', 'resolved_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offline_refusals').execute();
  await db.schema.alterTable('qr_scans').dropColumn('occurred_at').execute();
  await db.schema.alterTable('stock_movements').dropColumn('occurred_at').execute();
}
