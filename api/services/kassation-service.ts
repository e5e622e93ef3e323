import { randomUUID } from 'node:crypto';
import type { Kassation, KassationInitiateInput } from '../../shared/schemas/kassation.ts';
import type { Transaction } from 'kysely';
import type { Database, KassationTable } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { actorLabel, type ServiceContext } from './actor.ts';
import { audit } from './audit-service.ts';
import { findItem } from './inventory-service.ts';
import { canSeeSite, isAdmin } from './permissions.ts';
import { iso } from './time.ts';

const NOT_FOUND = 'Kassationen hittades inte.';

function toKassation(row: KassationTable, remaining: number): Kassation {
  return {
    id: row.id,
    site_id: row.site_id,
    inventory_item_id: row.inventory_item_id,
    medicine_template_id: row.medicine_template_id,
    medicine_name: row.medicine_name,
    batch_number: row.batch_number,
    expiry_date: row.expiry_date,
    quantity: row.quantity,
    unit_type: row.unit_type,
    reason: row.reason as Kassation['reason'],
    reason_description: row.reason_description,
    disposal_notes: row.disposal_notes,
    status: row.status as Kassation['status'],
    initiator_name: row.initiator_name,
    disposal_date: row.initiated_at,
    remaining_quantity: remaining,
  };
}

/** Takes the quantity out of stock and records why, in one transaction. */
export async function initiateKassation(
  ctx: ServiceContext,
  input: KassationInitiateInput,
): Promise<Kassation> {
  const item = await findItem(ctx, input.inventory_item_id);
  return ctx.db.transaction().execute((trx) => disposeFromStock(trx, ctx, item, input));
}

type DisposableItem = Awaited<ReturnType<typeof findItem>>;

/**
 * The disposal itself, inside the caller's transaction: a guarded decrement, the kassation row and
 * its audit entry. Quick-dispose and recall resolution build on it so their own rows change atomically.
 */
export async function disposeFromStock(
  trx: Transaction<Database>,
  ctx: ServiceContext,
  item: DisposableItem,
  input: Omit<KassationInitiateInput, 'inventory_item_id'>,
): Promise<Kassation> {
  const now = iso(ctx.clock.now());
  const row: KassationTable = {
    id: randomUUID(),
    site_id: item.site_id,
    inventory_item_id: item.id,
    medicine_template_id: item.medicine_template_id,
    medicine_name: item.medicine_name,
    medicine_strength: item.medicine_strength,
    batch_number: item.batch_number,
    expiry_date: item.expiry_date,
    quantity: input.quantity,
    unit_type: item.unit_type,
    reason: input.reason,
    reason_description: input.reason_description,
    disposal_method: null,
    disposal_notes: input.disposal_notes,
    status: 'initiated',
    initiated_by: ctx.actor.id,
    initiator_name: actorLabel(ctx.actor),
    initiated_at: now,
    approved_by: null,
    approved_at: null,
    completed_by: null,
    completed_at: null,
    cancelled_by: null,
    cancelled_at: null,
    cancel_reason: null,
    approver_name: null,
    approval_notes: null,
    completer_name: null,
    completion_notes: null,
    actual_disposal_date: null,
    restored_by: null,
    restorer_name: null,
    restored_at: null,
    restoration_reason: null,
  };
  // The guard makes two disposals racing for the last packs end with exactly one winner.
  const taken = await trx
    .updateTable('inventory_items')
    .set((eb) => ({ quantity: eb('quantity', '-', input.quantity), updated_at: now }))
    .where('id', '=', item.id)
    .where('quantity', '>=', input.quantity)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) {
    const current = await trx
      .selectFrom('inventory_items')
      .select('quantity')
      .where('id', '=', item.id)
      .executeTakeFirst();
    throw badRequest(
      `Antalet är större än lagersaldot (${current?.quantity ?? 0} ${item.unit_type}).`,
      'INSUFFICIENT_STOCK',
    );
  }
  await trx.insertInto('kassations').values(row).execute();
  const after = await trx
    .selectFrom('inventory_items')
    .select('quantity')
    .where('id', '=', item.id)
    .executeTakeFirstOrThrow();
  await audit(
    trx,
    { ...ctx, siteId: item.site_id },
    {
      action: 'initiate',
      entity: 'kassation',
      entity_id: row.id,
      before: { inventory_item_id: item.id, quantity: after.quantity + input.quantity },
      after: { ...row, remaining_quantity: after.quantity },
    },
  );
  return toKassation(row, after.quantity);
}

/** Cancels a disposal that is not completed and puts its quantity back on the batch. */
export async function cancelKassation(
  ctx: ServiceContext,
  id: string,
  reason: string | null,
): Promise<Kassation> {
  const row = await ctx.db
    .selectFrom('kassations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || !canSeeSite(ctx.actor, row.site_id)) throw notFound(NOT_FOUND, 'KASSATION_NOT_FOUND');
  const mayCancel =
    isAdmin(ctx.actor) || ctx.actor.role === 'site_admin' || row.initiated_by === ctx.actor.id;
  if (!mayCancel) throw notFound(NOT_FOUND, 'KASSATION_NOT_FOUND');
  if (row.status === 'cancelled')
    throw conflict('Kassationen är redan avbruten.', 'ALREADY_CANCELLED');
  if (row.status === 'completed')
    throw conflict('En slutförd kassation kan inte avbrytas.', 'ALREADY_COMPLETED');
  if (!row.inventory_item_id) throw conflict('Batchen finns inte längre i lagret.', 'BATCH_GONE');
  const itemId = row.inventory_item_id;
  const now = iso(ctx.clock.now());
  const remaining = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('kassations')
      .set({
        status: 'cancelled',
        cancelled_by: ctx.actor.id,
        cancelled_at: now,
        cancel_reason: reason,
      })
      .where('id', '=', id)
      .where('status', 'in', ['initiated', 'approved'])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      throw conflict('Kassationen har redan ändrats.', 'KASSATION_CHANGED');
    await trx
      .updateTable('inventory_items')
      .set((eb) => ({ quantity: eb('quantity', '+', row.quantity), updated_at: now }))
      .where('id', '=', itemId)
      .execute();
    const item = await trx
      .selectFrom('inventory_items')
      .select('quantity')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    await audit(
      trx,
      { ...ctx, siteId: row.site_id },
      {
        action: 'cancel',
        entity: 'kassation',
        entity_id: id,
        before: { status: row.status },
        after: { status: 'cancelled', cancel_reason: reason, restored_quantity: row.quantity },
      },
    );
    return item.quantity;
  });
  return toKassation(
    { ...row, status: 'cancelled', cancelled_at: now, cancel_reason: reason },
    remaining,
  );
}
