import { sql, type Kysely } from 'kysely';
import {
  DISPOSAL_REASON_LABELS,
  DISPOSAL_REASONS,
  personName,
} from '../../../shared/schemas/kassation.ts';
import type {
  Journal,
  JournalEntry,
  JournalPeriodQuery,
  JournalQuery,
} from '../../../shared/schemas/narcotics.ts';
import type { MovementKind } from '../../../shared/schemas/stock-movement.ts';
import type { Database } from '../../db/schema.ts';
import { offsetOf, pageAnswer } from '../../db/paging.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { journalPeriod, type JournalPeriod } from './journal-period.ts';
import { workingNarcotic, type NarcoticTemplate } from './narcotic-template.ts';

type Product = { siteId: string; templateId: string };

/**
 * A product's movements at a site with its balance over all batches after each one. The balance
 * is summed in id order: moves of one batch get their ids under the batch's row lock, so every
 * partial sum is a balance the product really had.
 */
function runningEntries(db: Kysely<Database>, { siteId, templateId }: Product) {
  return db
    .selectFrom('stock_movements as m')
    .leftJoin('kassations as k', (join) =>
      join.on('m.reference_type', '=', 'kassation').onRef('k.id', '=', 'm.reference_id'),
    )
    .select([
      'm.id',
      'm.created_at',
      'm.kind',
      'm.batch_number',
      'm.delta',
      'm.patient',
      'm.actor_label',
      'm.witness_label',
      'k.witness_name as disposal_witness',
      'm.reason',
      'm.corrects_movement_id',
    ])
    .select(sql<number | string>`sum(m.delta) over (order by m.id)`.as('product_balance'))
    .where('m.site_id', '=', siteId)
    .where('m.medicine_template_id', '=', templateId);
}

type EntryRow = {
  id: number;
  created_at: string;
  kind: MovementKind;
  batch_number: string;
  delta: number;
  patient: string | null;
  actor_label: string;
  witness_label: string | null;
  disposal_witness: string | null;
  reason: string | null;
  corrects_movement_id: number | null;
  product_balance: number | string;
};

const isDisposalReason = (value: string): value is keyof typeof DISPOSAL_REASON_LABELS =>
  DISPOSAL_REASONS.some((reason) => reason === value);

/** A disposal keeps its reason as a code; the journal says it in words. */
function noteOf(row: Pick<EntryRow, 'kind' | 'reason'>): string | null {
  if (row.kind === 'disposed' && row.reason && isDisposalReason(row.reason))
    return `Kassation: ${DISPOSAL_REASON_LABELS[row.reason]}`;
  return row.reason;
}

function toEntry(row: EntryRow): JournalEntry {
  const witness = row.witness_label ?? row.disposal_witness;
  return {
    id: row.id,
    at: row.created_at,
    kind: row.kind,
    batch_number: row.batch_number,
    delta: row.delta,
    balance_after: Number(row.product_balance),
    patient: row.patient,
    actor_name: personName(row.actor_label),
    witness_name: witness ? personName(witness) : null,
    note: noteOf(row),
    corrects_id: row.corrects_movement_id,
  };
}

/** The product's balance at the site before `instant` (null: now). */
async function balanceBefore(db: Kysely<Database>, product: Product, instant: string | null) {
  let query = db
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('delta'), eb.lit(0)).as('balance'))
    .where('site_id', '=', product.siteId)
    .where('medicine_template_id', '=', product.templateId);
  if (instant) query = query.where('created_at', '<', instant);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.balance);
}

function inPeriod(db: Kysely<Database>, product: Product, period: JournalPeriod) {
  let query = db.selectFrom(runningEntries(db, product).as('j')).selectAll();
  if (period.start) query = query.where('j.created_at', '>=', period.start);
  if (period.end) query = query.where('j.created_at', '<', period.end);
  return query;
}

/** The journal's head: the product, its unit and the balances the period opens and closes with. */
async function head(db: Kysely<Database>, narcotic: NarcoticTemplate, period: JournalPeriod) {
  const product = { siteId: narcotic.site_id, templateId: narcotic.id };
  return {
    medicine_template_id: narcotic.id,
    name: narcotic.name,
    strength: narcotic.strength,
    unit: narcotic.unit,
    site_name: narcotic.site_name,
    from: period.from,
    to: period.to,
    opening_balance: period.start ? await balanceBefore(db, product, period.start) : 0,
    closing_balance: await balanceBefore(db, product, period.end),
  };
}

/** A page of a narcotic's journal at the working site, oldest entry first. */
export async function readJournal(
  ctx: ServiceContext,
  templateId: string,
  query: JournalQuery,
): Promise<Journal> {
  const narcotic = await workingNarcotic(ctx, templateId);
  const period = journalPeriod(query);
  const product = { siteId: narcotic.site_id, templateId: narcotic.id };
  const entries = inPeriod(ctx.db, product, period);
  const counted = await entries
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await entries.orderBy('j.id').limit(query.size).offset(offsetOf(query)).execute();
  return {
    ...(await head(ctx.db, narcotic, period)),
    ...pageAnswer(rows.map(toEntry), Number(counted.total), query),
  };
}

export type JournalExport = Omit<Journal, 'total' | 'page' | 'size' | 'pages'> & {
  printed_at: string;
  printed_by: string;
};

/** The whole journal of a period, for the PDF and CSV an inspector reads. */
export async function journalForExport(
  ctx: ServiceContext,
  templateId: string,
  query: JournalPeriodQuery,
): Promise<JournalExport> {
  const narcotic = await workingNarcotic(ctx, templateId);
  const period = journalPeriod(query);
  const product = { siteId: narcotic.site_id, templateId: narcotic.id };
  const rows = await inPeriod(ctx.db, product, period).orderBy('j.id').execute();
  return {
    ...(await head(ctx.db, narcotic, period)),
    items: rows.map(toEntry),
    printed_at: ctx.clock.now().toISOString(),
    printed_by: `${ctx.actor.first_name} ${ctx.actor.last_name}`,
  };
}

/** One entry of a product's journal with the balance after it. */
export async function journalEntry(
  db: Kysely<Database>,
  product: Product,
  movementId: number,
): Promise<JournalEntry | null> {
  const row = await db
    .selectFrom(runningEntries(db, product).as('j'))
    .selectAll()
    .where('j.id', '=', movementId)
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}
