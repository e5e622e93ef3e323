import type { Witness } from '../../../shared/schemas/narcotics.ts';
import { invalid } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { requireWitness, type WitnessSigner } from '../narcotics/witness.ts';
import type { MoveDetails } from './move.ts';

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
  if (!input.delivery_reference)
    throw invalid(
      REFERENCE_REQUIRED,
      [{ path: 'delivery_reference', message: REFERENCE_REQUIRED }],
      'DELIVERY_REFERENCE_REQUIRED',
    );
  const witness = await requireWitness(ctx, siteId, input.witness, signer, WITNESS_REQUIRED);
  return { deliveryReference: input.delivery_reference, witness };
}
