import { randomUUID } from 'node:crypto';
import type { Kassation, KassationInitiateInput } from '../../../shared/schemas/kassation.ts';
import type { Transaction } from 'kysely';
import type { Database, KassationTable } from '../../db/schema.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit, auditActorOf } from '../audit/audit-service.ts';
import { findItem } from '../inventory/inventory-service.ts';
import { toKassation } from './records.ts';
import { settleRecallsOfEmptiedBatch } from '../recalls/emptied-batch.ts';
import { iso } from '../../time.ts';
import { moveStock } from '../stock/move.ts';
import { reserveForDestruction } from './reserve.ts';

export { cancelKassation } from './transitions.ts';

/**
 * Takes the quantity out of stock and records why, in one transaction; a narcotic's quantity is
 * reserved for its witnessed destruction instead.
 */
export async function initiateKassation(
  ctx: ServiceContext,
  input: KassationInitiateInput,
): Promise<Kassation> {
  const item = await findItem(ctx, input.inventory_item_id);
  return ctx.db.transaction().execute((trx) => disposeFromStock(trx, ctx, item, input));
}

/** The trail columns of a disposal nobody has approved, completed, cancelled or restored yet. */
export const NOT_YET_HANDLED = {
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
  witness_user_id: null,
  witness_name: null,
} satisfies Partial<KassationTable>;

type DisposableItem = Awaited<ReturnType<typeof findItem>>;

/** What is available of the batch after the disposal, and its balance (null: unchanged). */
type Disposed = { remaining: number; balance: number | null };

async function reserve(
  trx: Transaction<Database>,
  itemId: string,
  quantity: number,
): Promise<Disposed> {
  return { remaining: await reserveForDestruction(trx, itemId, quantity), balance: null };
}

/** Any other medicine leaves the balance when its kassation starts, as it always has. */
async function bookOut(
  trx: Transaction<Database>,
  ctx: ServiceContext,
  itemId: string,
  quantity: number,
  reason: string,
  kassationId: string,
): Promise<Disposed> {
  // The guarded move makes two disposals racing for the last packs end with exactly one winner.
  const { item } = await moveStock(
    trx,
    { clock: ctx.clock, actor: auditActorOf(ctx) },
    'disposed',
    itemId,
    -quantity,
    { reason, reference: { type: 'kassation', id: kassationId }, audit: 'caller' },
  );
  return { remaining: item.quantity, balance: item.quantity };
}

/**
 * The disposal itself, inside the caller's transaction: a guarded decrement, the kassation row and
 * its audit entry. Quick-dispose and recall resolution build on it so their own rows change atomically.
 */
export async function disposeFromStock(
  trx: Transaction<Database>,
  ctx: ServiceContext,
  item: DisposableItem,
  input: Omit<KassationInitiateInput, 'inventory_item_id'> & { disposal_method?: string | null },
): Promise<Kassation> {
  const now = iso(ctx.clock.now());
  const row: Omit<KassationTable, 'stock_left'> = {
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
    disposal_method: input.disposal_method ?? null,
    disposal_notes: input.disposal_notes,
    status: 'initiated',
    initiated_by: ctx.actor.id,
    initiator_name: actorLabel(ctx.actor),
    initiated_at: now,
    ...NOT_YET_HANDLED,
  };
  const narcotic = item.is_controlled_substance === 1;
  const { remaining, balance } = narcotic
    ? await reserve(trx, item.id, input.quantity)
    : await bookOut(trx, ctx, item.id, input.quantity, input.reason, row.id);
  await trx
    .insertInto('kassations')
    .values({ ...row, stock_left: narcotic ? 0 : 1 })
    .execute();
  if (balance === 0)
    await settleRecallsOfEmptiedBatch(trx, ctx.clock, auditActorOf(ctx), item.id, {
      resolution: 'disposed',
      kassationId: row.id,
    });
  await audit(
    trx,
    { ...ctx, siteId: item.site_id },
    {
      action: 'initiate',
      entity: 'kassation',
      entity_id: row.id,
      before: { inventory_item_id: item.id, quantity: remaining + input.quantity },
      after: { ...row, remaining_quantity: remaining, stock_left: !narcotic },
    },
  );
  const flags = { is_controlled_substance: item.is_controlled_substance, has_certificate: false };
  return toKassation({ ...row, stock_left: narcotic ? 0 : 1, ...flags }, remaining);
}
