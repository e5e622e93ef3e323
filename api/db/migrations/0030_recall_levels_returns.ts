import { sql, type Kysely } from 'kysely';
import { runsOnSqlite } from '../dialect.ts';

/**
 * Recalls as they are issued: a notice has a level (who in the chain must act), a kind (a recall,
 * or information such as a withdrawn authorisation), a look-back for which units count as having
 * held the product, and may name no batches (the whole product). A follow-up has the moment it is
 * due (class I: the same day). Packs returned to the supplier are kept as written, each with the
 * movement that took them out of stock.
 */

// The name's words as this migration wrote them, frozen here (api/services/recalls/product-match.ts).
const nameWords = (name: string) =>
  name
    .toLowerCase()
    .replace(/[®™©*]/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

async function backfillProductWords(db: Kysely<unknown>, table: string, column: string) {
  const rows = await sql<{ id: string; name: string }>`
    select id, ${sql.ref(column)} as name from ${sql.table(table)}`.execute(db);
  const byWords = new Map<string, string[]>();
  for (const row of rows.rows) {
    const all = nameWords(row.name).join(' ').slice(0, 300);
    byWords.set(all, [...(byWords.get(all) ?? []), row.id]);
  }
  for (const [all, ids] of byWords) {
    const first = (all.split(' ')[0] ?? '').slice(0, 100);
    for (let i = 0; i < ids.length; i += 500)
      await sql`update ${sql.table(table)} set product_word = ${first}, product_words = ${all}
        where id in (${sql.join(ids.slice(i, i + 500))})`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const columns: [string, string][] = [
    ['level', `varchar(12) not null default 'vårdgivare'`],
    ['kind', `varchar(12) not null default 'recall'`],
    ['look_back_months', 'integer not null default 24'],
    ['whole_product', 'integer not null default 0'],
    ['product_word', 'varchar(100)'],
    ['product_words', 'varchar(300)'],
  ];
  for (const [column, type] of columns)
    await sql`alter table recall_notices add column ${sql.raw(column)} ${sql.raw(type)}`.execute(
      db,
    );
  await sql`update recall_notices set whole_product = 1 where not exists (
    select 1 from recall_notice_batches b where b.notice_id = recall_notices.id)`.execute(db);
  await backfillProductWords(db, 'recall_notices', 'product_name');
  await sql`create index recall_notices_product_word_idx
    on recall_notices (product_word, whole_product)`.execute(db);
  await sql`create index recall_notices_gtin_idx on recall_notices (gtin)`.execute(db);

  await sql`alter table medicine_templates add column product_word varchar(100)`.execute(db);
  await sql`alter table medicine_templates add column product_words varchar(300)`.execute(db);
  await backfillProductWords(db, 'medicine_templates', 'name');
  await sql`create index medicine_templates_product_word_idx
    on medicine_templates (product_word)`.execute(db);
  await sql`create index medicine_gtins_gtin_idx on medicine_gtins (gtin)`.execute(db);

  await sql`alter table recall_follow_ups add column deadline_at varchar(32)`.execute(db);
  await sql`alter table recall_follow_ups add column urgent_mailed_at varchar(32)`.execute(db);

  await sql`
    create table supplier_returns (
      id varchar(36) primary key,
      note_number varchar(20) not null unique,
      site_id varchar(36) not null references sites(id),
      notice_id varchar(36) references recall_notices(id),
      inventory_item_id varchar(36) not null,
      movement_id integer not null,
      medicine_name varchar(300) not null,
      batch_number varchar(100) not null,
      expiry_date varchar(10),
      quantity integer not null check (quantity > 0),
      unit_type varchar(20) not null,
      supplier_reference varchar(100),
      note varchar(1000),
      returned_by varchar(36) not null,
      returned_by_name varchar(300) not null,
      witness_id varchar(36),
      witness_name varchar(300),
      returned_at varchar(32) not null
    )
  `.execute(db);
  await sql`create index supplier_returns_site_idx on supplier_returns (site_id, returned_at)`.execute(
    db,
  );
  await sql`create index supplier_returns_notice_idx
    on supplier_returns (notice_id, site_id)`.execute(db);

  const message = 'supplier_returns är oföränderlig: en retur rättas med en ny rörelse';
  if (runsOnSqlite(db)) {
    for (const action of ['update', 'delete'])
      await sql
        .raw(
          `create trigger supplier_returns_no_${action} before ${action}
           on supplier_returns begin select raise(abort, '${message}'); end`,
        )
        .execute(db);
    return;
  }
  // history_append_only() and history_no_truncate() come from 0025.
  await sql`create trigger supplier_returns_append_only before update or delete
    on supplier_returns for each row execute function history_append_only()`.execute(db);
  await sql`create trigger supplier_returns_no_truncate before truncate
    on supplier_returns for each statement execute function history_no_truncate()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists supplier_returns`.execute(db);
  for (const column of ['urgent_mailed_at', 'deadline_at'])
    await db.schema.alterTable('recall_follow_ups').dropColumn(column).execute();
  for (const index of [
    'medicine_gtins_gtin_idx',
    'medicine_templates_product_word_idx',
    'recall_notices_gtin_idx',
    'recall_notices_product_word_idx',
  ])
    await db.schema.dropIndex(index).ifExists().execute();
  for (const column of ['product_words', 'product_word'])
    await db.schema.alterTable('medicine_templates').dropColumn(column).execute();
  for (const column of [
    'product_words',
    'product_word',
    'whole_product',
    'look_back_months',
    'kind',
    'level',
  ])
    await db.schema.alterTable('recall_notices').dropColumn(column).execute();
}
