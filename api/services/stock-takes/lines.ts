import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { StockTakeFound, StockTakeLine } from '../../../shared/schemas/stock-take.ts';
import { runsOnSqlite } from '../../db/dialect.ts';
import type {
  Database,
  InventoryItemTable,
  StockTakeLineTable,
  StockTakeTable,
} from '../../db/schema.ts';
import { invalid, notFound } from '../../errors.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { countingUnit } from '../narcotics/narcotic-template.ts';
import { displayName } from '../stock/ledger.ts';
import { batchKey, workingSite } from '../sites/site-scope.ts';
import { locationKey } from './start.ts';
import { assertOpen, lineView, seesExpected, stockTakeAt } from './stock-take-records.ts';

type Trx = Kysely<Database>;
type FoundInput = z.output<typeof StockTakeFound>;

/** The batch with its medicine, share-locked so its quantity and newest ledger entry hold. */
async function batchToCount(trx: Trx, siteId: string, itemId: string) {
  let query = trx
    .selectFrom('inventory_items as i')
    .innerJoin('medicine_templates as t', 't.id', 'i.medicine_template_id')
    .selectAll('i')
    .select(['t.name', 't.strength', 't.is_controlled_substance'])
    .where('i.id', '=', itemId)
    .where('i.site_id', '=', siteId);
  if (!runsOnSqlite(trx)) query = query.forShare('i');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Lagerartikeln hittades inte.', 'ITEM_NOT_FOUND');
  return row;
}

async function newestMovementOf(trx: Trx, itemId: string): Promise<number> {
  const row = await trx
    .selectFrom('stock_movements')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('inventory_item_id', '=', itemId)
    .executeTakeFirst();
  return row?.id ?? 0;
}

function assertInScope(take: StockTakeTable, item: Pick<InventoryItemTable, 'location'>) {
  if (take.location_key === '' || locationKey(item.location) === take.location_key) return;
  const message = `Batchen förvaras inte på ${take.location ?? ''} och ingår inte i inventeringen.`;
  throw invalid(message, [{ path: 'inventory_item_id', message }], 'BATCH_NOT_IN_STOCK_TAKE');
}

/** Who counted a line and when; what completion fills in starts empty. */
const countedNow = (ctx: ServiceContext) => ({
  counted_by_user_id: ctx.actor.id,
  counted_by_label: actorLabel(ctx.actor),
  counted_at: ctx.clock.now().toISOString(),
  difference: null,
  movement_id: null,
});

const auditLine = (
  trx: Trx,
  ctx: ServiceContext,
  take: StockTakeTable,
  action: string,
  after: Record<string, unknown>,
) =>
  audit(
    trx,
    { ...ctx, siteId: take.site_id },
    { action, entity: 'stock_take', entity_id: take.id, after },
  );

/** Inserts or replaces a stock-take's line of one batch (unique per stock-take and batch). */
async function saveLine(trx: Trx, line: StockTakeLineTable): Promise<StockTakeLineTable> {
  const { id: _id, stock_take_id: _take, medicine_template_id: _t, batch_key: _k, ...rest } = line;
  return trx
    .insertInto('stock_take_lines')
    .values(line)
    .onConflict((oc) =>
      oc.columns(['stock_take_id', 'medicine_template_id', 'batch_key']).doUpdateSet(rest),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function countKnownBatch(
  trx: Trx,
  ctx: ServiceContext,
  take: StockTakeTable,
  itemId: string,
  counted: number,
): Promise<StockTakeLineTable> {
  const batch = await batchToCount(trx, take.site_id, itemId);
  assertInScope(take, batch);
  const line = await saveLine(trx, {
    id: randomUUID(),
    stock_take_id: take.id,
    inventory_item_id: batch.id,
    medicine_template_id: batch.medicine_template_id,
    medicine_name: displayName(batch.name, batch.strength),
    is_narcotic: batch.is_controlled_substance,
    batch_number: batch.batch_number,
    batch_key: batch.batch_key,
    expiry_date: batch.expiry_date,
    unit_type: batch.unit_type,
    location: batch.location,
    found: 0,
    counted,
    expected: batch.quantity,
    counted_after_movement_id: await newestMovementOf(trx, batch.id),
    ...countedNow(ctx),
  });
  await auditLine(trx, ctx, take, 'stock_take_count', {
    inventory_item_id: batch.id,
    batch_number: batch.batch_number,
    counted,
  });
  return line;
}

/** An open stock-take of the working site, held so a completion cannot pass a count mid-way. */
async function openStockTake(trx: Trx, ctx: ServiceContext, id: string) {
  const take = await stockTakeAt(trx, await workingSite(ctx), id, 'share');
  assertOpen(take);
  return take;
}

/**
 * Records (or replaces) the count of a batch and remembers the batch's quantity at that moment.
 * A batch of the site that came in after the start is added; care staff get no expected figure.
 */
export async function countLine(
  ctx: ServiceContext,
  id: string,
  itemId: string,
  counted: number,
): Promise<StockTakeLine> {
  const line = await ctx.db.transaction().execute(async (trx) => {
    const take = await openStockTake(trx, ctx, id);
    return countKnownBatch(trx, ctx, take, itemId, counted);
  });
  return lineView(line, seesExpected(ctx.actor));
}

/**
 * A batch found on the shelf. Known to the site already: it is counted like any line. Unknown:
 * the line is kept and the batch created when the stock-take is completed.
 */
export async function addFoundLine(
  ctx: ServiceContext,
  id: string,
  input: FoundInput,
): Promise<StockTakeLine> {
  const line = await ctx.db.transaction().execute(async (trx) => {
    const take = await openStockTake(trx, ctx, id);
    const template = await trx
      .selectFrom('medicine_templates as t')
      .select(['t.id', 't.name', 't.strength', 't.is_controlled_substance'])
      .select(countingUnit.as('unit_type'))
      .where('t.id', '=', input.medicine_template_id)
      .where('t.site_id', '=', take.site_id)
      .executeTakeFirst();
    if (!template) throw notFound('Läkemedlet hittades inte.', 'MEDICINE_NOT_FOUND');
    const key = batchKey(input.batch_number);
    const known = await trx
      .selectFrom('inventory_items')
      .select('id')
      .where('site_id', '=', take.site_id)
      .where('medicine_template_id', '=', template.id)
      .where('batch_key', '=', key)
      .executeTakeFirst();
    if (known) return countKnownBatch(trx, ctx, take, known.id, input.counted_quantity);
    const found = await saveLine(trx, {
      id: randomUUID(),
      stock_take_id: take.id,
      inventory_item_id: null,
      medicine_template_id: template.id,
      medicine_name: displayName(template.name, template.strength),
      is_narcotic: template.is_controlled_substance,
      batch_number: input.batch_number,
      batch_key: key,
      expiry_date: input.expiry_date,
      unit_type: template.unit_type,
      location: take.location,
      found: 1,
      counted: input.counted_quantity,
      expected: 0,
      counted_after_movement_id: null,
      ...countedNow(ctx),
    });
    await auditLine(trx, ctx, take, 'stock_take_found', {
      medicine_template_id: template.id,
      batch_number: input.batch_number,
      expiry_date: input.expiry_date,
      counted: input.counted_quantity,
    });
    return found;
  });
  return lineView(line, seesExpected(ctx.actor));
}
