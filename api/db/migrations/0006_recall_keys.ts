import { sql, type Kysely } from 'kysely';

// The batch key as this migration wrote it, frozen here: when the rule in
// api/services/recalls/batch-text.ts changes, the rows this migration wrote stay as they were.
const SEPARATOR = String.raw`[\s.:#/\-_\u2010-\u2015]`;
const LEADING_WORD = new RegExp(
  String.raw`^(?:lot\s*-?\s*(?:nr|no|number|nummer)?|batch\s*-?\s*(?:nr|no|number|nummer)?|` +
    String.raw`ch\s*\.?\s*-?\s*b|charge\s*-?\s*(?:nr|no)?|tillverkningssats|sats)` +
    `${SEPARATOR}*(?=${SEPARATOR})`,
  'i',
);
const SEPARATORS = new RegExp(`${SEPARATOR}+`, 'g');
const LEADING_SEPARATORS = new RegExp(`^${SEPARATOR}+`);

function normaliseBatch(text: string): string {
  let rest = text.trim();
  for (let round = 0; round < 3; round += 1) {
    const stripped = rest.replace(LEADING_WORD, '').replace(LEADING_SEPARATORS, '');
    if (stripped === rest || stripped === '') break;
    rest = stripped;
  }
  return rest.toUpperCase().replace(SEPARATORS, '');
}

const PAGE = 5000;
const INSERT_CHUNK = 400;

/** Every batch's recall key, computed here and written in one statement through a staging table. */
async function backfill(db: Kysely<unknown>): Promise<void> {
  await sql`create table recall_key_backfill (id varchar(36) primary key, recall_key varchar(100) not null)`.execute(
    db,
  );
  let after = '';
  for (;;) {
    const page = await sql<{ id: string; batch_number: string }>`
      select id, batch_number from inventory_items where id > ${after} order by id limit ${PAGE}`.execute(
      db,
    );
    if (page.rows.length === 0) break;
    for (let i = 0; i < page.rows.length; i += INSERT_CHUNK) {
      const values = page.rows
        .slice(i, i + INSERT_CHUNK)
        .map((row) => sql`(${row.id}, ${normaliseBatch(row.batch_number).slice(0, 100)})`);
      await sql`insert into recall_key_backfill (id, recall_key) values ${sql.join(values)}`.execute(
        db,
      );
    }
    after = page.rows[page.rows.length - 1]?.id ?? after;
  }
  await sql`update inventory_items set recall_key = (
      select b.recall_key from recall_key_backfill b where b.id = inventory_items.id)`.execute(db);
  await sql`drop table recall_key_backfill`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Stock's batch as recall notices name it (normaliseBatch), so notices find batches by index.
  await db.schema.alterTable('inventory_items').addColumn('recall_key', 'varchar(100)').execute();
  await backfill(db);
  await db.schema
    .createIndex('inventory_items_recall_key_idx')
    .on('inventory_items')
    .column('recall_key')
    .execute();
  await db.schema
    .createIndex('recall_notice_batches_notice_idx')
    .on('recall_notice_batches')
    .column('notice_id')
    .execute();
  await db.schema
    .createIndex('recall_matches_item_idx')
    .on('recall_matches')
    .columns(['inventory_item_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'recall_matches_item_idx',
    'recall_notice_batches_notice_idx',
    'inventory_items_recall_key_idx',
  ])
    await db.schema.dropIndex(index).ifExists().execute();
  await db.schema.alterTable('inventory_items').dropColumn('recall_key').execute();
}
