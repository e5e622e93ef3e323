import type { Transaction } from 'kysely';
import type { FoundPacksInput } from '../../../shared/schemas/recall-follow-up.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { iso } from '../../time.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { auditActorOf } from '../audit/audit-service.ts';
import { newBatchRow } from '../inventory/inventory-records.ts';
import { findItem, templateInSite } from '../inventory/inventory-service.ts';
import { disposeFromStock } from '../kassation/kassation-service.ts';
import { receiveNewBatch } from '../stock/new-batch.ts';

const REGISTERED =
  'Batchen finns redan i enhetens lager. Kassera den från lagret eller under Indragningar i stället.';

/** The found packs' medicine is kept at the unit; read before the transaction opens. */
export async function requireFoundMedicine(
  ctx: ServiceContext,
  siteId: string,
  found: FoundPacksInput | null | undefined,
): Promise<void> {
  if (found) await templateInSite(ctx, found.medicine_template_id, siteId);
}

/**
 * Packs a unit's recall check found on the shelf that were never registered: the batch is
 * registered ('received') and at once disposed of as recalled, two movements in the caller's
 * transaction, so the ledger and the disposal list account for them like any other stock.
 * Answers the disposal's id. The caller has checked the medicine with `requireFoundMedicine`.
 */
export async function registerAndDisposeFoundPacks(
  trx: Transaction<Database>,
  ctx: ServiceContext,
  followUp: { id: string; site_id: string; product_name: string },
  found: FoundPacksInput,
): Promise<string> {
  const productName = followUp.product_name;
  const row = newBatchRow(
    {
      site_id: followUp.site_id,
      medicine_template_id: found.medicine_template_id,
      batch_number: found.batch_number,
      expiry_date: found.expiry_date,
      quantity: found.quantity,
      unit_type: found.unit_type,
      location: null,
      notes: null,
    },
    iso(ctx.clock.now()),
  );
  const received = await receiveNewBatch(trx, { clock: ctx.clock, actor: auditActorOf(ctx) }, row, {
    reason: `Hittat vid kontroll av indragning: ${productName}`,
    reference: { type: 'recall_follow_up', id: followUp.id },
    recallSettled: true,
  });
  if (!received.created) throw conflict(REGISTERED, 'BATCH_EXISTS');
  const item = await findItem(ctx, row.id, trx);
  const kassation = await disposeFromStock(trx, ctx, item, {
    quantity: found.quantity,
    reason: 'recalled',
    reason_description: `Indragning: ${productName}`.slice(0, 500),
    disposal_notes: null,
  });
  return kassation.id;
}
