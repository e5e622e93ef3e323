import { sql, type Kysely } from 'kysely';

/**
 * E-mail: each person's notification choices on the server, the messages waiting to be sent
 * (an outbox, so a message is written once and sent by whichever process runs the mail job), and
 * when a recall match was told to the unit's managers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'varchar(36)', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('digest', 'varchar(10)', (c) => c.notNull().defaultTo('off'))
    .addColumn('email_expiry_alerts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email_low_stock', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email_warnings', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email_recalls', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_digest_key', 'varchar(40)')
    .addColumn('last_digest_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(200)', (c) => c.unique())
    .addColumn('user_id', 'varchar(36)')
    .addColumn('site_id', 'varchar(36)')
    .addColumn('to_address', 'varchar(320)', (c) => c.notNull())
    .addColumn('subject', 'varchar(300)', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('failed_at', 'varchar(32)')
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_pending_idx')
    .on('mail_outbox')
    .columns(['sent_at', 'failed_at', 'next_attempt_at'])
    .execute();
  await db.schema.alterTable('recall_matches').addColumn('mailed_at', 'varchar(32)').execute();
  // Matches made before e-mail existed were seen on the screens; they are not sent now.
  await sql`update recall_matches set mailed_at = matched_at`.execute(db);
  await db.schema
    .createIndex('recall_matches_unmailed_idx')
    .on('recall_matches')
    .column('mailed_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recall_matches_unmailed_idx').execute();
  await db.schema.alterTable('recall_matches').dropColumn('mailed_at').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('notification_settings').execute();
}
