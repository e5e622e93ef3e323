import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { StockTakeStart, StockTakeSummary } from '../../../shared/schemas/stock-take.ts';
import { chunks } from '../../db/chunks.ts';
import type { Database, StockTakeLineTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, forbidden } from '../../errors.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { displayName } from '../stock/ledger.ts';
import { workingSite } from '../sites/site-scope.ts';
import {
  assertOpen,
  countsOf,
  lineCounts,
  mayCancel,
  stockTakeAt,
  summaryView,
} from './stock-take-records.ts';

type StartInput = z.output<typeof StockTakeStart>;

/** Where batches are kept, compared without case and spacing ('' for the whole site). */
export const locationKey = (location: string | null) =>
  (location ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

const ALREADY_OPEN = 'En inventering pågår redan här. Avsluta eller avbryt den först.';

async function assertNoneOverlapping(db: Kysely<Database>, siteId: string, key: string) {
  let query = db
    .selectFrom('stock_takes')
    .select('id')
    .where('site_id', '=', siteId)
    .where('status', '=', 'open');
  // A whole-site count overlaps every location's, and each location's overlaps the whole site's.
  if (key !== '') query = query.where('location_key', 'in', [key, '']);
  if (await query.executeTakeFirst()) throw conflict(ALREADY_OPEN, 'STOCK_TAKE_OPEN');
}

/** The batches in stock at the site (in the location) when the stock-take starts. */
async function snapshotLines(
  trx: Kysely<Database>,
  siteId: string,
  key: string,
  stockTakeId: string,
): Promise<StockTakeLineTable[]> {
  let query = trx
    .selectFrom('inventory_items as i')
    .innerJoin('medicine_templates as t', 't.id', 'i.medicine_template_id')
    .select([
      'i.id',
      'i.medicine_template_id',
      'i.batch_number',
      'i.batch_key',
      'i.expiry_date',
      'i.unit_type',
      'i.location',
      't.name',
      't.strength',
      't.is_controlled_substance',
    ])
    .where('i.site_id', '=', siteId)
    .where('i.quantity', '>', 0);
  if (key !== '') query = query.where(sql<string>`lower(trim(coalesce(i.location, '')))`, '=', key);
  const batches = await query.execute();
  return batches.map((b) => ({
    id: randomUUID(),
    stock_take_id: stockTakeId,
    inventory_item_id: b.id,
    medicine_template_id: b.medicine_template_id,
    medicine_name: displayName(b.name, b.strength),
    is_narcotic: b.is_controlled_substance,
    batch_number: b.batch_number,
    batch_key: b.batch_key,
    expiry_date: b.expiry_date,
    unit_type: b.unit_type,
    location: b.location,
    found: 0,
    counted: null,
    expected: null,
    counted_after_movement_id: null,
    counted_by_user_id: null,
    counted_by_label: null,
    counted_at: null,
    difference: null,
    movement_id: null,
  }));
}

/** Starts a stock-take of the working site (or one location of it) by any of its staff. */
export async function startStockTake(
  ctx: ServiceContext,
  input: StartInput,
): Promise<StockTakeSummary> {
  const siteId = await workingSite(ctx);
  const key = locationKey(input.location);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await assertNoneOverlapping(trx, siteId, key);
      const take = {
        id: randomUUID(),
        site_id: siteId,
        location: input.location,
        location_key: key,
        note: input.note,
        status: 'open' as const,
        started_by_user_id: ctx.actor.id,
        started_by_label: actorLabel(ctx.actor),
        started_at: ctx.clock.now().toISOString(),
        finished_by_user_id: null,
        finished_by_label: null,
        finished_at: null,
        uncounted: null,
        finish_note: null,
        witness_user_id: null,
        witness_label: null,
      };
      await trx.insertInto('stock_takes').values(take).execute();
      const lines = await snapshotLines(trx, siteId, key, take.id);
      for (const part of chunks(lines, 100))
        await trx.insertInto('stock_take_lines').values(part).execute();
      await audit(
        trx,
        { ...ctx, siteId },
        {
          action: 'stock_take_start',
          entity: 'stock_take',
          entity_id: take.id,
          after: { location: take.location, note: take.note, lines_total: lines.length },
        },
      );
      return summaryView(take, { lines_total: lines.length, lines_counted: 0 });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_OPEN, 'STOCK_TAKE_OPEN');
    throw error;
  }
}

/** Cancels an open stock-take: nothing it counted is booked. Unit managers, or who started it. */
export async function cancelStockTake(ctx: ServiceContext, id: string): Promise<StockTakeSummary> {
  const siteId = await workingSite(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const take = await stockTakeAt(trx, siteId, id);
    if (!mayCancel(ctx.actor, take))
      throw forbidden('Bara enhetschefen eller den som startade inventeringen kan avbryta den.');
    assertOpen(take);
    const finished = {
      status: 'cancelled' as const,
      finished_by_user_id: ctx.actor.id,
      finished_by_label: actorLabel(ctx.actor),
      finished_at: ctx.clock.now().toISOString(),
    };
    const result = await trx
      .updateTable('stock_takes')
      .set(finished)
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw conflict('Inventeringen avslutades eller avbröts samtidigt.', 'STOCK_TAKE_CLOSED');
    await audit(
      trx,
      { ...ctx, siteId },
      { action: 'stock_take_cancel', entity: 'stock_take', entity_id: id },
    );
    const counts = countsOf(await lineCounts(trx, [id]), id);
    return summaryView({ ...take, ...finished }, counts);
  });
}
