import type { z } from 'zod';
import type { JournalCorrectionInput, JournalEntry } from '../../../shared/schemas/narcotics.ts';
import { lockKeys } from '../../db/key-lock.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { auditActorOf } from '../audit/audit-service.ts';
import { workingSite } from '../sites/site-scope.ts';
import { moveStock } from '../stock/move.ts';
import { journalEntry } from './journal.ts';
import { narcoticAt } from './narcotic-template.ts';
import { requireWitness, type WitnessSigner } from './witness.ts';
import { openCorrectionDeviation } from '../deviations/narcotic-deviations.ts';

type Correction = z.output<typeof JournalCorrectionInput>;
type Product = { siteId: string; templateId: string };

const ENTRY_NOT_FOUND = 'Journalposten finns inte för ett narkotikaklassat läkemedel på enheten.';
const WITNESS_REQUIRED = 'En rättelse måste signeras av en annan person';

const entryNumber = async (ctx: ServiceContext, product: Product, movementId: number) =>
  (await journalEntry(ctx.db, product, movementId))?.number ?? movementId;

/** Counts and corrections are not corrected: a count is counted again, a correction stands. */
async function refuseUncorrectable(
  ctx: ServiceContext,
  product: Product,
  wrong: { id: number; kind: string },
) {
  if (wrong.kind !== 'corrected' && wrong.kind !== 'counted') return;
  const number = await entryNumber(ctx, product, wrong.id);
  throw conflict(
    wrong.kind === 'counted'
      ? `Post ${number} är en kontrollräkning och kan inte rättas. Gör en ny kontrollräkning.`
      : `Post ${number} är en rättelse och kan inte rättas i sin tur.`,
    'ENTRY_NOT_CORRECTABLE',
  );
}

/** The amount a correction may set: between 0 and the entry's own. */
function refuseBeyondOriginal(original: number, quantity: number) {
  if (quantity <= original) return;
  const message =
    `En rättelse kan bara sätta postens antal till mellan 0 och ${original}. ` +
    'Annat är en kontrollräkning.';
  throw invalid(message, [{ path: 'quantity', message }], 'CORRECTION_OUT_OF_RANGE');
}

/**
 * Corrects a journal entry with a new one that names it and sets its amount to between 0 and
 * the original; the wrong entry stays as it was. An entry is corrected once, with a witness.
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
    .select(['id', 'kind', 'delta', 'patient', 'inventory_item_id', 'medicine_template_id'])
    .where('id', '=', movementId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (!wrong) throw notFound(ENTRY_NOT_FOUND, 'ENTRY_NOT_FOUND');
  const narcotic = await narcoticAt(ctx.db, siteId, wrong.medicine_template_id).catch(() => {
    throw notFound(ENTRY_NOT_FOUND, 'ENTRY_NOT_FOUND');
  });
  const product = { siteId, templateId: narcotic.id };
  await refuseUncorrectable(ctx, product, wrong);
  refuseBeyondOriginal(Math.abs(wrong.delta), input.quantity);
  const witness = await requireWitness(ctx, siteId, input.witness, signer, WITNESS_REQUIRED);
  // A withdrawal of 2 set to 1 puts 1 back; a delivery of 5 set to 3 takes 2 out.
  const delta = Math.sign(wrong.delta) * input.quantity - wrong.delta;
  const moved = await ctx.db.transaction().execute(async (trx) => {
    await lockKeys(trx, [`journal-correction:${wrong.id}`]);
    const earlier = await trx
      .selectFrom('stock_movements')
      .select('id')
      .where('corrects_movement_id', '=', wrong.id)
      .executeTakeFirst();
    if (earlier) {
      const number = await entryNumber({ ...ctx, db: trx }, product, wrong.id);
      const by = await entryNumber({ ...ctx, db: trx }, product, earlier.id);
      throw conflict(`Post ${number} är redan rättad av post ${by}.`, 'ALREADY_CORRECTED');
    }
    const booked = await moveStock(
      trx,
      { clock: ctx.clock, actor: auditActorOf(ctx) },
      'corrected',
      wrong.inventory_item_id,
      delta,
      {
        reason: input.note,
        reference: { type: 'movement', id: String(wrong.id) },
        correctsId: wrong.id,
        patient: input.patient ?? wrong.patient,
        witness,
        evenIfHeld: true,
      },
    );
    await openCorrectionDeviation(trx, ctx, {
      correctedId: wrong.id,
      correctionId: booked.movementId,
      numbers: {
        corrected: await entryNumber({ ...ctx, db: trx }, product, wrong.id),
        correction: await entryNumber({ ...ctx, db: trx }, product, booked.movementId),
      },
      by: auditActorOf(ctx),
      witness,
    });
    return booked;
  });
  const entry = await journalEntry(ctx.db, product, moved.movementId);
  if (!entry) throw notFound(ENTRY_NOT_FOUND, 'ENTRY_NOT_FOUND');
  return entry;
}
