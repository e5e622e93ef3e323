import type { Kysely } from 'kysely';
import type { StockTakeLine, StockTakeSummary } from '../../../shared/schemas/stock-take.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import { runsOnSqlite } from '../../db/dialect.ts';
import type { Database, StockTakeLineTable, StockTakeTable } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Actor } from '../auth/actor.ts';

/** Unit managers and admins see what the system expected; care staff count blind. */
export const seesExpected = (actor: Actor) => actor.role !== 'user';

/** Who may cancel an open stock-take: unit managers and admins, or whoever started it. */
export const mayCancel = (actor: Actor, take: Pick<StockTakeTable, 'started_by_user_id'>) =>
  seesExpected(actor) || take.started_by_user_id === actor.id;

export const NOT_FOUND = 'Inventeringen hittades inte.';

/**
 * A stock-take of the site, or 404 (another site's looks as if it did not exist). `lock` makes a
 * write wait for, and then see, a completion or cancellation that is under way (PostgreSQL).
 */
export async function stockTakeAt(
  db: Kysely<Database>,
  siteId: string,
  id: string,
  lock: 'share' | 'update' | null = null,
): Promise<StockTakeTable> {
  let query = db
    .selectFrom('stock_takes')
    .selectAll()
    .where('id', '=', id)
    .where('site_id', '=', siteId);
  if (lock === 'share' && !runsOnSqlite(db)) query = query.forShare();
  if (lock === 'update' && !runsOnSqlite(db)) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND, 'STOCK_TAKE_NOT_FOUND');
  return row;
}

export function assertOpen(take: Pick<StockTakeTable, 'status'>): void {
  if (take.status === 'completed')
    throw conflict('Inventeringen är redan avslutad.', 'STOCK_TAKE_CLOSED');
  if (take.status === 'cancelled')
    throw conflict('Inventeringen är avbruten.', 'STOCK_TAKE_CLOSED');
}

export const personOrNull = (label: string | null) => (label ? personName(label) : null);

export function lineView(line: StockTakeLineTable, showExpected: boolean): StockTakeLine {
  const view: StockTakeLine = {
    id: line.id,
    inventory_item_id: line.inventory_item_id,
    medicine_template_id: line.medicine_template_id,
    medicine_name: line.medicine_name,
    is_narcotic: line.is_narcotic === 1,
    batch_number: line.batch_number,
    expiry_date: line.expiry_date,
    unit_type: line.unit_type,
    location: line.location,
    found: line.found === 1,
    counted: line.counted,
    counted_by: personOrNull(line.counted_by_label),
    counted_at: line.counted_at,
  };
  if (!showExpected) return view;
  return { ...view, expected: line.expected, difference: line.difference };
}

export function summaryView(
  take: StockTakeTable,
  counts: { lines_total: number; lines_counted: number },
): StockTakeSummary {
  return {
    id: take.id,
    site_id: take.site_id,
    location: take.location,
    note: take.note,
    status: take.status,
    started_at: take.started_at,
    started_by: personName(take.started_by_label),
    finished_at: take.finished_at,
    finished_by: personOrNull(take.finished_by_label),
    ...counts,
  };
}

/** How many lines a stock-take has and how many of them are counted. */
export async function lineCounts(db: Kysely<Database>, ids: string[]) {
  const counts = new Map<string, { lines_total: number; lines_counted: number }>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('stock_take_lines')
    .select((eb) => [
      'stock_take_id',
      eb.fn.countAll().as('total'),
      eb.fn.count('counted').as('counted'),
    ])
    .where('stock_take_id', 'in', ids)
    .groupBy('stock_take_id')
    .execute();
  for (const row of rows)
    counts.set(row.stock_take_id, {
      lines_total: Number(row.total),
      lines_counted: Number(row.counted),
    });
  return counts;
}

export const countsOf = (
  counts: Map<string, { lines_total: number; lines_counted: number }>,
  id: string,
) => counts.get(id) ?? { lines_total: 0, lines_counted: 0 };
