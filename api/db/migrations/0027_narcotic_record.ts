import { sql, type Kysely } from 'kysely';
import { runsOnSqlite } from '../dialect.ts';

/**
 * The narcotics record as it was at each moment:
 *
 * - `medicine_templates.narcotic_schedule`: the förteckning (II–V of LVFS 2011:10) or null when
 *   the medicine is not a narcotic; `is_controlled_substance` stays as its yes/no. Templates
 *   already marked as narcotics get the förteckning of their substance (LVFS 2011:10, frozen
 *   below as it stood when this ran), or II, the strictest a unit keeps, for any other. None
 *   loses its mark here: that is a witnessed reclassification, which the journal shows.
 * - `medicine_templates.pack_size`: the pack as the journal's heading names it ('10 × 1 ml').
 * - Each movement keeps the form and pack size it was made under (its name and strength it kept
 *   already), and a delivery its delivery note or requisition number.
 * - `narcotic_record_entries`: journal entries that move no stock: a change of a narcotic's
 *   classification, name, batch number or expiry, with before, after, who and the witness.
 *   Append-only like the ledger; the journal shows them among the movements.
 */
const SCHEDULE_OF_SUBSTANCE: Record<string, string> = {
  morfin: 'II',
  oxikodon: 'II',
  'oxikodon, naloxon': 'II',
  fentanyl: 'II',
  ketobemidon: 'II',
  hydromorfon: 'II',
  tapentadol: 'II',
  metadon: 'II',
  buprenorfin: 'III',
  tramadol: 'III',
  kodein: 'III',
  'paracetamol, kodein': 'III',
  diazepam: 'IV',
  midazolam: 'IV',
  oxazepam: 'IV',
  alprazolam: 'IV',
  klonazepam: 'IV',
  nitrazepam: 'IV',
  zopiklon: 'IV',
  zolpidem: 'IV',
  pregabalin: 'V',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = runsOnSqlite(db);
  const templates = db.schema.alterTable('medicine_templates');
  await templates.addColumn('narcotic_schedule', 'varchar(3)').execute();
  await db.schema.alterTable('medicine_templates').addColumn('pack_size', 'varchar(100)').execute();
  for (const [substance, schedule] of Object.entries(SCHEDULE_OF_SUBSTANCE))
    await sql`update medicine_templates set narcotic_schedule = ${schedule}
      where is_controlled_substance = 1 and lower(trim(generic_name)) = ${substance}`.execute(db);
  await sql`update medicine_templates set narcotic_schedule = 'II'
    where is_controlled_substance = 1 and narcotic_schedule is null`.execute(db);

  for (const [column, type] of [
    ['medicine_form', 'varchar(200)'],
    ['pack_size', 'varchar(100)'],
    ['delivery_reference', 'varchar(100)'],
  ] as const)
    await db.schema.alterTable('stock_movements').addColumn(column, type).execute();

  const idColumn = sqlite
    ? sql`id integer primary key autoincrement`
    : sql`id integer generated always as identity primary key`;
  await sql`
    create table narcotic_record_entries (
      ${idColumn},
      site_id varchar(36) not null,
      medicine_template_id varchar(36) not null,
      inventory_item_id varchar(36),
      medicine_name varchar(400) not null,
      batch_number varchar(100),
      kind varchar(30) not null,
      before_value varchar(400),
      after_value varchar(400),
      reason varchar(500),
      actor_user_id varchar(36),
      actor_label varchar(400) not null,
      witness_user_id varchar(36),
      witness_label varchar(400),
      created_at varchar(32) not null
    )
  `.execute(db);
  await sql`create index narcotic_record_entries_product_idx
    on narcotic_record_entries (site_id, medicine_template_id, id)`.execute(db);

  const message = 'narcotic_record_entries är oföränderlig: rätta med en ny post';
  if (sqlite) {
    for (const action of ['update', 'delete'])
      await sql
        .raw(
          `create trigger narcotic_record_entries_no_${action} before ${action}
           on narcotic_record_entries begin select raise(abort, '${message}'); end`,
        )
        .execute(db);
    return;
  }
  // history_append_only() and history_no_truncate() come from 0025.
  await sql`create trigger narcotic_record_entries_append_only before update or delete
    on narcotic_record_entries for each row execute function history_append_only()`.execute(db);
  await sql`create trigger narcotic_record_entries_no_truncate before truncate
    on narcotic_record_entries for each statement execute function history_no_truncate()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists narcotic_record_entries`.execute(db);
  for (const column of ['delivery_reference', 'pack_size', 'medicine_form'])
    await db.schema.alterTable('stock_movements').dropColumn(column).execute();
  for (const column of ['pack_size', 'narcotic_schedule'])
    await db.schema.alterTable('medicine_templates').dropColumn(column).execute();
}
