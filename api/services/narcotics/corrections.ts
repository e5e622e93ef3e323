import type { z } from 'zod';
import type { JournalCorrectionInput, JournalEntry } from '../../../shared/schemas/narcotics.ts';
import { invalid, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { auditActorOf } from '../audit/audit-service.ts';
import { workingSite } from '../sites/site-scope.ts';
import { moveStock } from '../stock/move.ts';
import { journalEntry } from './journal.ts';
import { narcoticAt } from './narcotic-template.ts';
import { verifyWitness, type WitnessSigner } from './witness.ts';
import { openCorrectionDeviation } from '../deviations/narcotic-deviations.ts';

type Correction = z.output<typeof JournalCorrectionInput>;

const ENTRY_NOT_FOUND = 'Journalposten finns inte för ett narkotikaklassat läkemedel på enheten.';

/**
 * Corrects a journal entry with a new one that names it; the wrong entry stays as it was. A
 * correction that changes the balance moves the same batch and needs a witness.
 */
export async function correctEntry(
  ctx: ServiceContext,
  movementId: number,
  input: Correction,
  signer: WitnessSigner,
): Promise<JournalEntry> {
  const siteId = await workingSite(ctx);
  const wrong = await ctx.db
    .selectFrom('stock_movements')
    .select(['id', 'inventory_item_id', 'medicine_template_id'])
    .where('id', '=', movementId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (!wrong) throw notFound(ENTRY_NOT_FOUND, 'ENTRY_NOT_FOUND');
  const product = await narcoticAt(ctx.db, siteId, wrong.medicine_template_id).catch(() => {
    throw notFound(ENTRY_NOT_FOUND, 'ENTRY_NOT_FOUND');
  });
  if (input.delta !== 0 && !input.witness) {
    const message = 'En rättelse som ändrar saldot måste signeras av en annan person';
    throw invalid(message, [{ path: 'witness', message }], 'WITNESS_REQUIRED');
  }
  const witness = input.witness ? await verifyWitness(ctx, siteId, input.witness, signer) : null;
  const moved = await ctx.db.transaction().execute(async (trx) => {
    const booked = await moveStock(
      trx,
      { clock: ctx.clock, actor: auditActorOf(ctx) },
      'corrected',
      wrong.inventory_item_id,
      input.delta,
      {
        reason: input.note,
        reference: { type: 'movement', id: String(wrong.id) },
        correctsId: wrong.id,
        patient: input.patient,
        witness,
        evenIfHeld: true,
      },
    );
    await openCorrectionDeviation(trx, ctx, {
      correctedId: wrong.id,
      correctionId: booked.movementId,
      by: auditActorOf(ctx),
      witness,
    });
    return booked;
  });
  const entry = await journalEntry(ctx.db, { siteId, templateId: product.id }, moved.movementId);
  if (!entry) throw notFound(ENTRY_NOT_FOUND, 'ENTRY_NOT_FOUND');
  return entry;
}
