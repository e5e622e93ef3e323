import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { StockTakeComplete, VarianceReport } from '../../../shared/schemas/stock-take.ts';
import type { Database, StockTakeLineTable, StockTakeTable } from '../../db/schema.ts';
import { AppError, conflict, invalid, type FieldError } from '../../errors.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit, auditActorOf } from '../audit/audit-service.ts';
import { requireRole } from '../auth/permissions.ts';
import { newBatchRow } from '../inventory/inventory-records.ts';
import {
  requireSignedDiscrepancy,
  verifyWitness,
  type SignedWitness,
  type WitnessSigner,
} from '../narcotics/witness.ts';
import { lockBatchesInOrder } from '../stock/lock-batches.ts';
import { receiveNewBatch } from '../stock/new-batch.ts';
import { moveStock, setStock, type MoveBy, type MoveDetails } from '../stock/move.ts';
import { workingSite } from '../sites/site-scope.ts';
import { assertOpen, stockTakeAt } from './stock-take-records.ts';
import { varianceReport } from './variance.ts';
import { openStockTakeDeviation } from '../deviations/narcotic-deviations.ts';

type CompleteInput = z.output<typeof StockTakeComplete>;
type Trx = Kysely<Database>;

/** Entries that set a batch to a stated quantity: a line counted before one is out of date. */
const SETS_QUANTITY = ['adjusted', 'counted', 'corrected'] as const;

function refuseUncounted(lines: StockTakeLineTable[]): never {
  const detail =
    lines.length === 1
      ? '1 rad är inte räknad. Välj om den ska behållas som den är eller sättas till 0.'
      : `${lines.length} rader är inte räknade. Välj om de ska behållas som de är eller sättas till 0.`;
  const errors: FieldError[] = lines.map((l) => ({
    path: `lines.${l.inventory_item_id ?? l.id}`,
    message: `${l.medicine_name}, batch ${l.batch_number}`,
  }));
  throw invalid(detail, errors, 'UNCOUNTED_LINES');
}

/** Lines whose batch was set by hand, counted or corrected after the line was counted. */
async function assertNoneOverwritten(trx: Trx, takeId: string) {
  const stale = await trx
    .selectFrom('stock_take_lines as l')
    .innerJoin('stock_movements as m', 'm.inventory_item_id', 'l.inventory_item_id')
    .select(['l.batch_number', 'l.medicine_name'])
    .distinct()
    .where('l.stock_take_id', '=', takeId)
    .where('l.counted', 'is not', null)
    .whereRef('m.id', '>', 'l.counted_after_movement_id')
    .where('m.kind', 'in', SETS_QUANTITY)
    .execute();
  if (stale.length === 0) return;
  const names = stale.map((s) => `${s.medicine_name} ${s.batch_number}`).join(', ');
  throw conflict(
    `Saldot ändrades för hand eller räknades på nytt efter att raden räknades: ${names}. Räkna om raderna.`,
    'STOCK_TAKE_LINE_CHANGED',
  );
}

/** What each line changes: counted − the quantity when counted; an uncounted one to 0 if asked. */
type Booking = { line: StockTakeLineTable; difference: number };

async function bookings(
  trx: Trx,
  lines: StockTakeLineTable[],
  uncounted: 'keep' | 'zero' | undefined,
): Promise<Booking[]> {
  const out: Booking[] = [];
  const toZero = lines.filter((l) => l.counted === null && l.inventory_item_id !== null);
  const current = new Map<string, number>();
  if (uncounted === 'zero' && toZero.length > 0) {
    const ids = toZero.flatMap((l) => (l.inventory_item_id ? [l.inventory_item_id] : []));
    const rows = await trx
      .selectFrom('inventory_items')
      .select(['id', 'quantity'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) current.set(row.id, row.quantity);
  }
  for (const line of lines) {
    if (line.counted !== null) {
      out.push({ line, difference: line.counted - (line.expected ?? 0) });
    } else if (uncounted === 'zero' && line.inventory_item_id) {
      out.push({ line, difference: -(current.get(line.inventory_item_id) ?? 0) });
    }
  }
  return out;
}

const NARCOTIC_WITNESS = 'En avvikelse för narkotika måste signeras av en annan person';

/** A narcotic that differs needs a witness and a reason, as a narcotics count does. */
function requireNarcoticSignature(changed: Booking[], input: CompleteInput, signed: boolean) {
  if (!changed.some((b) => b.line.is_narcotic === 1)) return;
  requireSignedDiscrepancy(signed, input.note, NARCOTIC_WITNESS);
}

async function bookLine(
  trx: Trx,
  by: MoveBy,
  take: StockTakeTable,
  { line, difference }: Booking,
  details: MoveDetails,
): Promise<{ itemId: string | null; movementId: number | null }> {
  if (line.found === 1) {
    const row = newBatchRow(
      {
        site_id: take.site_id,
        medicine_template_id: line.medicine_template_id,
        batch_number: line.batch_number,
        expiry_date: line.expiry_date,
        quantity: difference,
        unit_type: line.unit_type,
        location: line.location,
        notes: null,
      },
      by.clock.now().toISOString(),
    );
    if (difference === 0) return { itemId: null, movementId: null };
    const made = await receiveNewBatch(trx, by, row, details, 'counted');
    if (!made.created)
      throw conflict(
        `Batch ${line.batch_number} av ${line.medicine_name} registrerades medan inventeringen pågick. Räkna den igen i listan.`,
        'STOCK_TAKE_LINE_CHANGED',
      );
    return { itemId: row.id, movementId: made.move.movementId };
  }
  const itemId = line.inventory_item_id ?? '';
  if (difference === 0) return { itemId, movementId: null };
  if (line.counted === null) {
    const moved = await setStock(trx, by, 'counted', itemId, 0, details);
    return { itemId, movementId: moved.movementId };
  }
  const moved = await moveStock(trx, by, 'counted', itemId, difference, details).catch(
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_STOCK')
        throw conflict(
          `Batch ${line.batch_number} av ${line.medicine_name} har mindre kvar än räkningen ger: räkna om raden.`,
          'STOCK_TAKE_LINE_CHANGED',
        );
      if (error instanceof AppError && error.code === 'ITEM_NOT_FOUND')
        throw conflict(
          `Batch ${line.batch_number} av ${line.medicine_name} finns inte längre i lagret. Registrera den som hittad batch om den står på hyllan.`,
          'STOCK_TAKE_LINE_CHANGED',
        );
      throw error;
    },
  );
  return { itemId, movementId: moved.movementId };
}

/** Each narcotic whose batches differed gets its deviation, naming every differing batch. */
async function openNarcoticDeviations(
  trx: Trx,
  ctx: ServiceContext,
  take: StockTakeTable,
  changed: Booking[],
  input: CompleteInput,
  witness: SignedWitness | null,
) {
  const byProduct = new Map<string, Booking[]>();
  for (const booking of changed.filter((b) => b.line.is_narcotic === 1)) {
    const id = booking.line.medicine_template_id;
    byProduct.set(id, [...(byProduct.get(id) ?? []), booking]);
  }
  for (const [templateId, bookings] of byProduct) {
    const [first] = bookings;
    if (!first) continue;
    await openStockTakeDeviation(trx, ctx, {
      stockTakeId: take.id,
      siteId: take.site_id,
      medicine: { id: templateId, name: first.line.medicine_name, unit: first.line.unit_type },
      lines: bookings.map(({ line, difference }) => {
        const counted = line.counted ?? 0;
        return { batch: line.batch_number, expected: counted - difference, counted };
      }),
      note: input.note,
      finisher: auditActorOf(ctx),
      witness,
    });
  }
}

/**
 * The signature demand read before the witness signs, so a missing reason never costs the witness
 * a password (or a throttled attempt); the locked check in the transaction still decides.
 */
async function precheckSignature(db: Trx, takeId: string, input: CompleteInput) {
  if (input.witness && input.note) return;
  const lines = await db
    .selectFrom('stock_take_lines')
    .selectAll()
    .where('stock_take_id', '=', takeId)
    .execute();
  const changed = (await bookings(db, lines, input.uncounted)).filter((b) => b.difference !== 0);
  requireNarcoticSignature(changed, input, Boolean(input.witness));
}

async function completeInTransaction(
  trx: Trx,
  ctx: ServiceContext,
  take: StockTakeTable,
  input: CompleteInput,
  witness: SignedWitness | null,
): Promise<VarianceReport> {
  const now = ctx.clock.now().toISOString();
  const closed = await trx
    .updateTable('stock_takes')
    .set({
      status: 'completed',
      finished_by_user_id: ctx.actor.id,
      finished_by_label: actorLabel(ctx.actor),
      finished_at: now,
      uncounted: input.uncounted ?? null,
      finish_note: input.note,
      witness_user_id: witness?.id ?? null,
      witness_label: witness?.label ?? null,
    })
    .where('id', '=', take.id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) !== 1) {
    assertOpen(await stockTakeAt(trx, take.site_id, take.id));
    throw conflict('Inventeringen avslutades samtidigt av någon annan.', 'STOCK_TAKE_CLOSED');
  }

  const lines = await trx
    .selectFrom('stock_take_lines')
    .selectAll()
    .where('stock_take_id', '=', take.id)
    .execute();
  const uncounted = lines.filter((l) => l.counted === null);
  if (uncounted.length > 0 && !input.uncounted) refuseUncounted(uncounted);
  await lockBatchesInOrder(
    trx,
    lines.flatMap((l) => (l.inventory_item_id ? [l.inventory_item_id] : [])),
  );
  await assertNoneOverwritten(trx, take.id);

  const booked = await bookings(trx, lines, input.uncounted);
  const changed = booked.filter((b) => b.difference !== 0);
  requireNarcoticSignature(changed, input, witness !== null);

  const by = { clock: ctx.clock, actor: auditActorOf(ctx) };
  for (const booking of booked) {
    const { line } = booking;
    const details: MoveDetails = {
      reason: input.note ?? 'Inventering',
      reference: { type: 'stock_take', id: take.id },
      witness: line.is_narcotic === 1 ? witness : null,
      evenIfHeld: true,
      audit: 'caller',
    };
    const { itemId, movementId } = await bookLine(trx, by, take, booking, details);
    await trx
      .updateTable('stock_take_lines')
      .set({
        inventory_item_id: itemId ?? line.inventory_item_id,
        difference: booking.difference,
        movement_id: movementId,
        ...(line.counted === null ? { expected: -booking.difference } : {}),
      })
      .where('id', '=', line.id)
      .execute();
  }

  await openNarcoticDeviations(trx, ctx, take, changed, input, witness);
  const report = await varianceReport(trx, take.id);
  await audit(
    trx,
    { ...ctx, siteId: take.site_id },
    {
      action: 'stock_take_complete',
      entity: 'stock_take',
      entity_id: take.id,
      after: {
        uncounted: input.uncounted ?? null,
        note: input.note,
        witness: witness?.label ?? null,
        lines_counted: report.lines_counted,
        lines_with_difference: report.lines_with_difference,
        units_missing: report.units_missing,
        units_found: report.units_found,
      },
    },
  );
  return report;
}

/**
 * Completes a stock-take (unit managers and admins): in one transaction every difference becomes a
 * `counted` movement and found batches are created; answers the variance report.
 */
export async function completeStockTake(
  ctx: ServiceContext,
  id: string,
  input: CompleteInput,
  signer: WitnessSigner,
): Promise<VarianceReport> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const siteId = await workingSite(ctx);
  const take = await stockTakeAt(ctx.db, siteId, id);
  assertOpen(take);
  await precheckSignature(ctx.db, take.id, input);
  const witness = input.witness ? await verifyWitness(ctx, siteId, input.witness, signer) : null;
  return ctx.db
    .transaction()
    .execute((trx) => completeInTransaction(trx, ctx, take, input, witness));
}
