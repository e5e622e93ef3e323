import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The notice's own text as plain text (never HTML), and the product's form and pack size.
  for (const [column, type] of [
    ['body', 'varchar(20000)'],
    ['pharmaceutical_form', 'varchar(200)'],
    ['pack_size', 'varchar(200)'],
  ] as const) {
    await db.schema.alterTable('recall_notices').addColumn(column, type).execute();
  }
  await db.schema
    .createIndex('recall_notices_created_idx')
    .on('recall_notices')
    .column('created_at')
    .execute();

  // One row per read of the feed, so the monitor can say when it was last read and whether it worked.
  await db.schema
    .createTable('recall_feed_runs')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('source', 'varchar(1000)', (c) => c.notNull())
    .addColumn('trigger', 'varchar(20)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .addColumn('ok', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('not_modified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'varchar(1000)')
    .addColumn('items_seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notices_added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('matches_added', 'integer', (c) => c.notNull().defaultTo(0))
    // Validators of the last good answer, sent back as If-None-Match / If-Modified-Since.
    .addColumn('etag', 'varchar(500)')
    .addColumn('last_modified', 'varchar(100)')
    .execute();
  await db.schema
    .createIndex('recall_feed_runs_started_idx')
    .on('recall_feed_runs')
    .column('started_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recall_feed_runs').ifExists().execute();
}
