import { sql, type Kysely } from 'kysely';
import {
  DISPOSAL_REASON_LABELS,
  DISPOSAL_REASONS,
  personName,
} from '../../../shared/schemas/kassation.ts';
import {
  RecordEntryKind,
  type JournalEntry,
  type JournalKind,
} from '../../../shared/schemas/narcotics.ts';
import type { Database } from '../../db/schema.ts';
import { ENTRY_KIND_LABELS } from './journal-labels.ts';

export type Product = { siteId: string; templateId: string };

/**
 * A product's movements at a site with its balance over all batches after each one. The balance
 * is summed in id order: moves of one batch get their ids under the batch's row lock, so every
 * partial sum is a balance the product really had.
 */
function movements(db: Kysely<Database>, { siteId, templateId }: Product) {
  return db
    .selectFrom('stock_movements as m')
    .leftJoin('kassations as k', (join) =>
      join.on('m.reference_type', '=', 'kassation').onRef('k.id', '=', 'm.reference_id'),
    )
    .select([
      sql<number | null>`m.id`.as('movement_id'),
      'm.created_at',
      sql<JournalKind>`m.kind`.as('kind'),
      sql<string | null>`m.batch_number`.as('batch_number'),
      'm.delta',
      'm.medicine_name',
      'm.medicine_form',
      'm.pack_size',
      'm.patient',
      'm.actor_label',
      sql<string | null>`coalesce(m.witness_label, k.witness_name)`.as('witness_label'),
      'm.delivery_reference',
      'm.reason',
      sql<string | null>`null`.as('before_value'),
      sql<string | null>`null`.as('after_value'),
      'm.corrects_movement_id',
      sql<number | string>`sum(m.delta) over (order by m.id)`.as('balance'),
      'm.id as anchor',
      sql<number>`0`.as('source'),
      'm.id as seq',
    ])
    .where('m.site_id', '=', siteId)
    .where('m.medicine_template_id', '=', templateId);
}

/**
 * The product's entries that move no stock. Each stands after the last movement made before it
 * (its anchor) and carries the balance of that moment.
 */
function recordEntries(db: Kysely<Database>, { siteId, templateId }: Product) {
  const anchor = sql<number>`coalesce((select max(a.id) from stock_movements a
    where a.site_id = r.site_id and a.medicine_template_id = r.medicine_template_id
    and a.created_at <= r.created_at), 0)`;
  const balance = sql<number | string>`coalesce((select sum(b.delta) from stock_movements b
    where b.site_id = r.site_id and b.medicine_template_id = r.medicine_template_id
    and b.id <= ${anchor}), 0)`;
  return db
    .selectFrom('narcotic_record_entries as r')
    .select([
      sql<number | null>`null`.as('movement_id'),
      'r.created_at',
      sql<JournalKind>`r.kind`.as('kind'),
      'r.batch_number',
      sql<number>`0`.as('delta'),
      'r.medicine_name',
      sql<string | null>`null`.as('medicine_form'),
      sql<string | null>`null`.as('pack_size'),
      sql<string | null>`null`.as('patient'),
      'r.actor_label',
      'r.witness_label',
      sql<string | null>`null`.as('delivery_reference'),
      'r.reason',
      'r.before_value',
      'r.after_value',
      sql<number | null>`null`.as('corrects_movement_id'),
      balance.as('balance'),
      anchor.as('anchor'),
      sql<number>`1`.as('source'),
      'r.id as seq',
    ])
    .where('r.site_id', '=', siteId)
    .where('r.medicine_template_id', '=', templateId);
}

/**
 * The product's journal: movements and record entries in time order, numbered 1, 2, 3… A new
 * entry is always numbered after the ones before it, so no number ever changes.
 */
export function numberedEntries(db: Kysely<Database>, product: Product) {
  return db
    .with('entries', () => movements(db, product).unionAll(recordEntries(db, product)))
    .with('numbered', (qb) =>
      qb
        .selectFrom('entries')
        .selectAll()
        .select(
          sql<number | string>`row_number() over (order by anchor, source, seq)`.as('number'),
        ),
    )
    .with('corrections', (qb) =>
      qb
        .selectFrom('numbered')
        .select(['corrects_movement_id as corrected_id'])
        .select((eb) => eb.fn.min('number').as('corrected_by'))
        .where('corrects_movement_id', 'is not', null)
        .groupBy('corrects_movement_id'),
    )
    .selectFrom('numbered as j')
    .leftJoin('numbered as c', (join) =>
      join.onRef('c.movement_id', '=', 'j.corrects_movement_id').on('c.source', '=', 0),
    )
    .leftJoin('corrections as b', 'b.corrected_id', 'j.movement_id')
    .selectAll('j')
    .select(['c.number as corrects_number', 'b.corrected_by as corrected_by_number']);
}

type EntryRow = {
  number: number | string;
  movement_id: number | null;
  created_at: string;
  kind: JournalKind;
  batch_number: string | null;
  delta: number | string;
  medicine_name: string;
  medicine_form: string | null;
  pack_size: string | null;
  patient: string | null;
  actor_label: string;
  witness_label: string | null;
  delivery_reference: string | null;
  reason: string | null;
  before_value: string | null;
  after_value: string | null;
  corrects_movement_id: number | null;
  corrects_number: number | string | null;
  corrected_by_number: number | string | null;
  balance: number | string;
};

const isDisposalReason = (value: string): value is keyof typeof DISPOSAL_REASON_LABELS =>
  DISPOSAL_REASONS.some((reason) => reason === value);

const isRecordKind = (kind: JournalKind): kind is RecordEntryKind =>
  RecordEntryKind.options.some((k) => k === kind);

const valueText = (row: EntryRow, value: string | null) =>
  value?.trim() ? value : row.kind === 'reclassified' ? 'ingen' : '–';

/** What the entry says in words: a disposal's reason, or what a record entry changed. */
function noteOf(row: EntryRow): string | null {
  if (row.kind === 'disposed' && row.reason && isDisposalReason(row.reason))
    return `Kassation: ${DISPOSAL_REASON_LABELS[row.reason]}`;
  if (isRecordKind(row.kind)) {
    const label = ENTRY_KIND_LABELS[row.kind];
    const change = `${label}: ${valueText(row, row.before_value)} → ${valueText(row, row.after_value)}`;
    return row.reason ? `${change}. ${row.reason}` : change;
  }
  return row.reason;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export function toEntry(row: EntryRow): JournalEntry {
  const delta = Number(row.delta);
  return {
    number: Number(row.number),
    id: row.movement_id,
    at: row.created_at,
    kind: row.kind,
    batch_number: row.batch_number,
    delta,
    quantity_in: delta > 0 ? delta : null,
    quantity_out: delta < 0 ? -delta : null,
    balance_after: Number(row.balance),
    medicine_name: row.medicine_name,
    medicine_form: row.medicine_form,
    pack_size: row.pack_size,
    patient: row.patient,
    actor_name: personName(row.actor_label),
    witness_name: row.witness_label ? personName(row.witness_label) : null,
    delivery_reference: row.delivery_reference,
    note: noteOf(row),
    corrects_id: row.corrects_movement_id,
    corrects_number: numberOrNull(row.corrects_number),
    corrected_by_number: numberOrNull(row.corrected_by_number),
  };
}
