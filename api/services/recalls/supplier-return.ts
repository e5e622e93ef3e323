import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  SupplierReturn,
  SupplierReturnInput,
} from '../../../shared/schemas/supplier-return.ts';
import type { Database } from '../../db/schema.ts';
import { invalid, notFound } from '../../errors.ts';
import { iso } from '../../time.ts';
import { actorLabel, type ServiceContext } from '../auth/actor.ts';
import { audit, auditActorOf } from '../audit/audit-service.ts';
import { findItem } from '../inventory/inventory-service.ts';
import { requireWitness, type WitnessSigner } from '../narcotics/witness.ts';
import { moveStock } from '../stock/move.ts';
import { settleRecallsOfEmptiedBatch } from './emptied-batch.ts';
import { confirmByReturn } from './follow-up-by-return.ts';
import { loadReturn, RETURN_NOT_FOUND, toSupplierReturn } from './supplier-return-records.ts';

const NOTICE_NOT_FOUND = 'Indragningsmeddelandet hittades inte.';
const WITNESS_NEEDED = 'Narkotika som returneras till leverantören kräver ett vittne som signerar.';

/** The return note's number: the year and a part of its id, unique and short enough to read out. */
const noteNumber = (id: string, now: Date) =>
  `RET-${now.getUTCFullYear()}-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

/** The notice's match of the batch that allows a return: one that holds it, or did. */
async function coveringMatch(db: Kysely<Database>, noticeId: string, itemId: string) {
  return db
    .selectFrom('recall_matches')
    .select(['id', 'status'])
    .where('notice_id', '=', noticeId)
    .where('inventory_item_id', '=', itemId)
    .where('status', 'in', ['active', 'resolved'])
    .executeTakeFirst();
}

/**
 * Books packs of a recalled batch as returned to the supplier: one movement out of stock through
 * the stock module (a narcotic with a witness who signed), the return as written for its return
 * note, the recall settled when the batch is empty, and the unit's check confirmed when nothing
 * the recall holds is left on its shelves. A batch the notice does not cover is refused (422),
 * more than the batch holds is refused (409); nothing is written then.
 */
export async function returnToSupplier(
  ctx: ServiceContext,
  noticeId: string,
  input: SupplierReturnInput,
  signer: WitnessSigner,
): Promise<SupplierReturn> {
  const notice = await ctx.db
    .selectFrom('recall_notices')
    .select(['id', 'product_name', 'kind'])
    .where('id', '=', noticeId)
    .executeTakeFirst();
  if (!notice) throw notFound(NOTICE_NOT_FOUND, 'RECALL_NOTICE_NOT_FOUND');
  const item = await findItem(ctx, input.inventory_item_id);
  if (!(await coveringMatch(ctx.db, noticeId, item.id))) {
    const message = `Indragningen av ${notice.product_name} gäller inte batch ${item.batch_number}.`;
    throw invalid(message, [{ path: 'inventory_item_id', message }], 'RETURN_NOT_COVERED');
  }
  const witness =
    item.is_controlled_substance === 1
      ? await requireWitness(ctx, item.site_id, input.witness, signer, WITNESS_NEEDED)
      : null;

  const { id, followUpConfirmed } = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const returnId = randomUUID();
    const number = noteNumber(returnId, now);
    const by = { clock: ctx.clock, actor: auditActorOf(ctx) };
    const moved = await moveStock(trx, by, 'returned_to_supplier', item.id, -input.quantity, {
      reason: `Retur till leverantör: indragning av ${notice.product_name} (${number})`,
      reference: { type: 'supplier_return', id: returnId },
      witness,
      audit: { after: { note_number: number, notice_id: noticeId } },
    });
    await trx
      .insertInto('supplier_returns')
      .values({
        id: returnId,
        note_number: number,
        site_id: item.site_id,
        notice_id: noticeId,
        inventory_item_id: item.id,
        movement_id: moved.movementId,
        medicine_name: [item.medicine_name, item.medicine_strength].filter(Boolean).join(' '),
        batch_number: item.batch_number,
        expiry_date: item.expiry_date,
        quantity: input.quantity,
        unit_type: item.unit_type,
        supplier_reference: input.supplier_reference,
        note: input.note,
        returned_by: ctx.actor.id,
        returned_by_name: actorLabel(ctx.actor),
        witness_id: witness?.id ?? null,
        witness_name: witness?.label ?? null,
        returned_at: iso(now),
      })
      .execute();
    if (moved.item.quantity === 0)
      await settleRecallsOfEmptiedBatch(trx, ctx.clock, by.actor, item.id, {
        resolution: 'returned',
        returnId,
        noteNumber: number,
      });
    await audit(
      trx,
      { ...ctx, siteId: item.site_id },
      {
        action: 'create',
        entity: 'supplier_return',
        entity_id: returnId,
        after: {
          note_number: number,
          notice_id: noticeId,
          name: item.medicine_name,
          batch_number: item.batch_number,
          quantity: input.quantity,
          supplier_reference: input.supplier_reference,
          witness: witness?.label ?? null,
        },
      },
    );
    const confirmed = await confirmByReturn(trx, ctx, {
      noticeId,
      siteId: item.site_id,
      noteNumber: number,
    });
    return { id: returnId, followUpConfirmed: confirmed };
  });
  const row = await loadReturn(ctx.db, id);
  if (!row) throw notFound(RETURN_NOT_FOUND, 'SUPPLIER_RETURN_NOT_FOUND');
  return toSupplierReturn(row, followUpConfirmed);
}
