import { awaitingDestruction } from '../stock/reserved.ts';
import type { Kysely } from 'kysely';
import type {
  Journal,
  JournalEntry,
  JournalPeriodQuery,
  JournalQuery,
} from '../../../shared/schemas/narcotics.ts';
import type { Database } from '../../db/schema.ts';
import { offsetOf, pageAnswer } from '../../db/paging.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { stockholmDay } from '../../clock.ts';
import { numberedEntries, toEntry, type Product } from './journal-entries.ts';
import { journalPeriod, type JournalPeriod } from './journal-period.ts';
import { journalProduct, type JournalProduct } from './narcotic-template.ts';

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
  let query = numberedEntries(db, product);
  if (period.start) query = query.where('j.created_at', '>=', period.start);
  if (period.end) query = query.where('j.created_at', '<', period.end);
  return query;
}

/** The names the product had before, each with the day it stopped being its name. */
async function earlierNames(db: Kysely<Database>, product: Product) {
  const renames = await db
    .selectFrom('narcotic_record_entries')
    .select(['before_value', 'medicine_name', 'created_at'])
    .where('site_id', '=', product.siteId)
    .where('medicine_template_id', '=', product.templateId)
    .where('kind', '=', 'renamed')
    .orderBy('id')
    .execute();
  return renames.map((r) => ({
    name: r.before_value ?? r.medicine_name,
    until: stockholmDay(new Date(r.created_at)),
  }));
}

/** The journal's head: the care provider, unit, product as named now and earlier, the balances. */
async function head(db: Kysely<Database>, narcotic: JournalProduct, period: JournalPeriod) {
  const product = { siteId: narcotic.site_id, templateId: narcotic.id };
  return {
    medicine_template_id: narcotic.id,
    care_provider: narcotic.care_provider,
    name: narcotic.name,
    strength: narcotic.strength,
    form: narcotic.form,
    pack_size: narcotic.pack_size,
    schedule: narcotic.schedule,
    earlier_names: await earlierNames(db, product),
    unit: narcotic.unit,
    site_name: narcotic.site_name,
    from: period.from,
    to: period.to,
    opening_balance: period.start ? await balanceBefore(db, product, period.start) : 0,
    closing_balance: await balanceBefore(db, product, period.end),
    awaiting_destruction: await awaitingDestruction(db, product),
  };
}

/** A page of a narcotic's journal at the working site, oldest entry first. */
export async function readJournal(
  ctx: ServiceContext,
  templateId: string,
  query: JournalQuery,
): Promise<Journal> {
  const narcotic = await journalProduct(ctx, templateId);
  const period = journalPeriod(query);
  const product = { siteId: narcotic.site_id, templateId: narcotic.id };
  const entries = inPeriod(ctx.db, product, period);
  const counted = await entries
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await entries
    .orderBy('j.number')
    .limit(query.size)
    .offset(offsetOf(query))
    .execute();
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
  const narcotic = await journalProduct(ctx, templateId);
  const period = journalPeriod(query);
  const product = { siteId: narcotic.site_id, templateId: narcotic.id };
  const rows = await inPeriod(ctx.db, product, period).orderBy('j.number').execute();
  return {
    ...(await head(ctx.db, narcotic, period)),
    items: rows.map(toEntry),
    printed_at: ctx.clock.now().toISOString(),
    printed_by: `${ctx.actor.first_name} ${ctx.actor.last_name}`,
  };
}

/** One ledger row of a product's journal, numbered, with the balance after it. */
export async function journalEntry(
  db: Kysely<Database>,
  product: Product,
  movementId: number,
): Promise<JournalEntry | null> {
  const row = await numberedEntries(db, product)
    .where('j.movement_id', '=', movementId)
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}
