import type {
  Kassation,
  KassationRecord,
  KassationRestoreInput,
  KassationStatus,
  KassationStepInput,
} from '../../../shared/schemas/kassation.ts';
import { stockholmDay } from '../../clock.ts';
import type { KassationTable } from '../../db/schema.ts';
import { conflict, forbidden, invalid } from '../../errors.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { requireRole } from '../auth/permissions.ts';
import { iso } from '../../time.ts';
import { findKassation, toKassation, toRecord, type KassationRow } from './records.ts';
import { guardedChange, requireState, type Step } from './state-rules.ts';
import { BATCH_GONE, releaseReservation, returnToStock } from './stock-return.ts';
import { requireWitness, type SignedWitness, type WitnessSigner } from '../narcotics/witness.ts';
import type { Witness } from '../../../shared/schemas/narcotics.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { auditActorOf } from '../audit/audit-service.ts';
import { moveStock } from '../stock/move.ts';
import { settleRecallsOfEmptiedBatch } from '../recalls/emptied-batch.ts';

const NARCOTIC_SAME_PERSON =
  'Narkotikaklassade läkemedel måste godkännas av en annan person än den som initierade kassationen.';

const isManager = (ctx: ServiceContext) =>
  ctx.actor.role === 'admin' || ctx.actor.role === 'site_admin';

/** The day the medicine left: a real day from the kassation's start up to today. */
function disposalDay(ctx: ServiceContext, row: KassationTable, day: string | null): string | null {
  if (day === null) return null;
  const refuse = (message: string) =>
    invalid(message, [{ path: 'actual_disposal_date', message }], 'INVALID_DISPOSAL_DATE');
  if (day > ctx.clock.today()) throw refuse('Kassationsdatum kan inte vara i framtiden.');
  const started = stockholmDay(new Date(row.initiated_at));
  if (day < started)
    throw refuse(`Kassationsdatum kan inte vara före kassationen initierades (${started}).`);
  return day;
}

async function moveOn(
  ctx: ServiceContext,
  row: KassationRow,
  step: Step,
  change: Partial<KassationTable>,
  alsoInside?: (trx: Transaction<Database>) => Promise<void>,
): Promise<KassationRecord> {
  await ctx.db.transaction().execute(async (trx) => {
    await guardedChange(trx, row, step, change);
    await alsoInside?.(trx);
    await audit(
      trx,
      { ...ctx, siteId: row.site_id },
      {
        action: step,
        entity: 'kassation',
        entity_id: row.id,
        before: { status: row.status },
        after: change,
      },
    );
  });
  return toRecord(await findKassation(ctx, row.id));
}

/** A unit manager approves; a narcotic needs someone other than the one who initiated it. */
export async function approveKassation(
  ctx: ServiceContext,
  id: string,
  input: KassationStepInput,
): Promise<KassationRecord> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const row = await findKassation(ctx, id);
  requireState(row, 'approve');
  if (row.is_controlled_substance === 1 && row.initiated_by === ctx.actor.id)
    throw conflict(NARCOTIC_SAME_PERSON, 'NARCOTIC_NEEDS_SECOND_PERSON');
  return moveOn(ctx, row, 'approve', {
    status: 'approved',
    approved_by: ctx.actor.id,
    approver_name: actorLabel(ctx.actor),
    approved_at: iso(ctx.clock.now()),
    approval_notes: input.disposal_notes,
    actual_disposal_date: disposalDay(ctx, row, input.actual_disposal_date),
  });
}

const WITNESS_REQUIRED = 'Kassation av narkotika kräver ett vittne';
const RESTORE_WITNESS_REQUIRED = 'Återställning av en narkotikakassation kräver ett vittne';

/** A narcotic (or packs still reserved for destruction) is handled in front of a witness. */
const needsWitness = (row: KassationRow) =>
  row.is_controlled_substance === 1 || row.stock_left === 0;

/** A narcotic leaves the unit in front of a witness, who signs in the same request. */
async function disposalWitness(
  ctx: ServiceContext,
  row: KassationRow,
  witness: Witness | null,
  signer: WitnessSigner,
  detail = WITNESS_REQUIRED,
): Promise<SignedWitness | null> {
  if (!needsWitness(row)) return null;
  return requireWitness(ctx, row.site_id, witness, signer, detail);
}

/**
 * The witnessed moment a reserved narcotic leaves: one 'disposed' movement naming the one who
 * completes and the witness, both of this request.
 */
function bookOutReserved(ctx: ServiceContext, row: KassationRow, witness: SignedWitness | null) {
  return async (trx: Transaction<Database>) => {
    if (!row.inventory_item_id) throw conflict(BATCH_GONE, 'ITEM_NOT_FOUND');
    const by = { clock: ctx.clock, actor: auditActorOf(ctx) };
    const moved = await moveStock(trx, by, 'disposed', row.inventory_item_id, -row.quantity, {
      reason: row.reason,
      reference: { type: 'kassation', id: row.id },
      witness,
      audit: 'caller',
    });
    if (moved.item.quantity === 0)
      await settleRecallsOfEmptiedBatch(trx, ctx.clock, by.actor, moved.item.id, {
        resolution: 'disposed',
        kassationId: row.id,
      });
  };
}

/**
 * The medicine has left the unit: records who and on which day (today unless given), and for a
 * narcotic the witness, who signs from where the request came (`signer`).
 */
export async function completeKassation(
  ctx: ServiceContext,
  id: string,
  input: KassationStepInput,
  signer: WitnessSigner,
): Promise<KassationRecord> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const row = await findKassation(ctx, id);
  requireState(row, 'complete');
  const day =
    disposalDay(ctx, row, input.actual_disposal_date) ??
    row.actual_disposal_date ??
    ctx.clock.today();
  const witness = await disposalWitness(ctx, row, input.witness, signer);
  const reserved = row.stock_left === 0;
  const change: Partial<KassationTable> = {
    ...(witness ? { witness_user_id: witness.id, witness_name: witness.label } : {}),
    ...(reserved ? { stock_left: 1 } : {}),
    status: 'completed',
    completed_by: ctx.actor.id,
    completer_name: actorLabel(ctx.actor),
    completed_at: iso(ctx.clock.now()),
    completion_notes: input.disposal_notes,
    actual_disposal_date: day,
  };
  return moveOn(
    ctx,
    row,
    'complete',
    change,
    reserved ? bookOutReserved(ctx, row, witness) : undefined,
  );
}

async function putBack(
  ctx: ServiceContext,
  row: KassationRow,
  step: 'restore' | 'cancel',
  change: Partial<KassationTable>,
  from?: readonly KassationStatus[],
  witness: SignedWitness | null = null,
): Promise<Kassation> {
  const remaining = await ctx.db.transaction().execute(async (trx) => {
    await guardedChange(trx, row, step, change, from);
    // Packs still reserved never left the balance: releasing them moves nothing.
    const returned =
      row.stock_left === 0
        ? await releaseReservation(trx, row)
        : await returnToStock(
            trx,
            ctx,
            row,
            step === 'cancel' ? 'disposal_cancelled' : 'restored',
            witness,
          );
    await audit(
      trx,
      { ...ctx, siteId: row.site_id },
      {
        action: step,
        entity: 'kassation',
        entity_id: row.id,
        before: { status: row.status, inventory_item_id: row.inventory_item_id },
        after: {
          ...change,
          returned_quantity: row.quantity,
          inventory_item_id: returned.itemId,
          batch_quantity: returned.quantity,
          batch_recreated: returned.recreated,
        },
      },
    );
    return returned.quantity;
  });
  return toKassation(await findKassation(ctx, row.id), remaining);
}

/**
 * A wrong disposal: the quantity goes back on the batch and the record leaves the disposed list.
 * A narcotic's restoration is witnessed and its 'restored' movement names restorer and witness.
 */
export async function restoreKassation(
  ctx: ServiceContext,
  id: string,
  input: KassationRestoreInput,
  signer: WitnessSigner,
): Promise<Kassation> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const row = await findKassation(ctx, id);
  requireState(row, 'restore');
  const witness = await disposalWitness(ctx, row, input.witness, signer, RESTORE_WITNESS_REQUIRED);
  const change = {
    restored_by: ctx.actor.id,
    restorer_name: actorLabel(ctx.actor),
    restored_at: iso(ctx.clock.now()),
    restoration_reason: input.restoration_reason,
  };
  return putBack(ctx, row, 'restore', change, undefined, witness);
}

/**
 * Cancels a kassation that is not completed and puts its quantity back. Care staff may cancel
 * only what they initiated themselves and only before it is approved.
 */
export async function cancelKassation(
  ctx: ServiceContext,
  id: string,
  reason: string | null,
): Promise<Kassation> {
  const row = await findKassation(ctx, id);
  const manager = isManager(ctx);
  if (!manager && row.initiated_by !== ctx.actor.id)
    throw forbidden(
      'Du kan bara avbryta kassationer som du själv har initierat.',
      'NOT_OWN_KASSATION',
    );
  requireState(row, 'cancel');
  if (!manager && row.status !== 'initiated')
    throw forbidden(
      'En godkänd kassation kan bara avbrytas av enhetsadmin.',
      'KASSATION_ALREADY_APPROVED',
    );
  return putBack(
    ctx,
    row,
    'cancel',
    {
      status: 'cancelled',
      cancelled_by: ctx.actor.id,
      cancelled_at: iso(ctx.clock.now()),
      cancel_reason: reason,
    },
    manager ? undefined : ['initiated'],
  );
}
