import type { Witness } from '../../../shared/schemas/narcotics.ts';
import { invalid } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { requireWitness, type WitnessSigner } from './witness.ts';
import type { MoveDetails } from '../stock/move.ts';

const WITNESS_REQUIRED = 'Inleverans av narkotika kräver ett vittne';
const REFERENCE_REQUIRED = 'Ange följesedel eller rekvisition för en leverans av narkotika';

/** What a delivery request says beyond the batch. */
export type DeliveryInput = { delivery_reference: string | null; witness: Witness | null };

/**
 * What a delivery's movement records: its reference, and for a narcotic the witness, verified in
 * this request before the caller's transaction. A narcotic without reference or witness: 422.
 */
export async function deliveryDetails(
  ctx: ServiceContext,
  siteId: string,
  narcotic: boolean,
  input: DeliveryInput,
  signer: WitnessSigner,
): Promise<Pick<MoveDetails, 'deliveryReference' | 'witness'>> {
  if (!narcotic) return { deliveryReference: input.delivery_reference, witness: null };
  if (!input.delivery_reference) {
    const errors = [{ path: 'delivery_reference', message: REFERENCE_REQUIRED }];
    // Every missing field at once, before the witness types a password for nothing.
    if (!input.witness) errors.push({ path: 'witness', message: WITNESS_REQUIRED });
    throw invalid(REFERENCE_REQUIRED, errors, 'DELIVERY_REFERENCE_REQUIRED');
  }
  const witness = await requireWitness(ctx, siteId, input.witness, signer, WITNESS_REQUIRED);
  return { deliveryReference: input.delivery_reference, witness };
}
