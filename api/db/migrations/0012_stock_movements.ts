import { sql, type Kysely } from 'kysely';
import { runsOnSqlite } from '../dialect.ts';

/**
 * The stock ledger: one row per change of a batch's quantity, never updated or deleted. Rows
 * keep ids without foreign keys (and copies of the names), so the history outlives a batch, a
 * medicine or a site that is removed. Every existing batch gets its opening balance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = runsOnSqlite(db);
  const idColumn = sqlite
    ? sql`id integer primary key autoincrement`
    : sql`id integer generated always as identity primary key`;
  await sql`
    create table stock_movements (
      ${idColumn},
      site_id varchar(36) not null,
      inventory_item_id varchar(36) not null,
      medicine_template_id varchar(36) not null,
      medicine_name varchar(400) not null,
      batch_number varchar(100) not null,
      kind varchar(30) not null,
      delta integer not null,
      balance_after integer not null check (balance_after >= 0),
      actor_user_id varchar(36),
      actor_label varchar(400) not null,
      reason varchar(500),
      reference_type varchar(30),
      reference_id varchar(100),
      created_at varchar(32) not null
    )
  `.execute(db);
  for (const [name, column] of [
    ['stock_movements_item_idx', 'inventory_item_id'],
    ['stock_movements_site_idx', 'site_id'],
    ['stock_movements_template_idx', 'medicine_template_id'],
  ] as const)
    await db.schema.createIndex(name).on('stock_movements').columns([column, 'id']).execute();

  await sql`
    insert into stock_movements (site_id, inventory_item_id, medicine_template_id, medicine_name,
      batch_number, kind, delta, balance_after, actor_user_id, actor_label, reason, created_at)
    select i.site_id, i.id, i.medicine_template_id,
      case when t.strength is null or t.strength = '' then t.name
           else t.name || ' ' || t.strength end,
      i.batch_number, 'opening_balance', i.quantity, i.quantity, null, 'System',
      'Saldo när lagerhistoriken började', i.updated_at
    from inventory_items i join medicine_templates t on t.id = i.medicine_template_id
    order by i.created_at, i.id
  `.execute(db);

  if (sqlite) {
    for (const action of ['update', 'delete'])
      await sql
        .raw(
          `create trigger stock_movements_no_${action} before ${action} on stock_movements
           begin select raise(abort, 'stock_movements är oföränderlig: rätta med en ny rörelse'); end`,
        )
        .execute(db);
  } else {
    await sql`
      create function stock_movements_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'stock_movements är oföränderlig: rätta med en ny rörelse';
      end $$
    `.execute(db);
    await sql`
      create trigger stock_movements_append_only before update or delete on stock_movements
      for each row execute function stock_movements_append_only()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists stock_movements`.execute(db);
  if (!runsOnSqlite(db))
    await sql`drop function if exists stock_movements_append_only()`.execute(db);
}
