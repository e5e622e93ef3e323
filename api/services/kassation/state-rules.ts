import type { Kysely } from 'kysely';
import type { KassationStatus } from '../../../shared/schemas/kassation.ts';
import type { Database, KassationTable } from '../../db/schema.ts';
import { AppError, conflict } from '../../errors.ts';

export type Step = 'approve' | 'complete' | 'restore' | 'cancel';

/** Spec 2-stock §4: initiated → approved → completed; cancel before completion; restore once. */
export const ALLOWED_FROM: Record<Step, readonly KassationStatus[]> = {
  approve: ['initiated'],
  complete: ['approved'],
  restore: ['initiated', 'approved', 'completed'],
  cancel: ['initiated', 'approved'],
};

type Refusal = [detail: string, code: string];

const REFUSALS: Record<Step, Partial<Record<KassationStatus, Refusal>>> = {
  approve: {
    approved: ['Kassationen är redan godkänd.', 'ALREADY_APPROVED'],
    completed: ['Kassationen är redan slutförd.', 'ALREADY_COMPLETED'],
    cancelled: ['Kassationen är avbruten och kan inte godkännas.', 'KASSATION_CANCELLED'],
  },
  complete: {
    initiated: ['Kassationen måste godkännas innan den kan slutföras.', 'NOT_APPROVED'],
    completed: ['Kassationen är redan slutförd.', 'ALREADY_COMPLETED'],
    cancelled: ['Kassationen är avbruten och kan inte slutföras.', 'KASSATION_CANCELLED'],
  },
  restore: {
    cancelled: [
      'En avbruten kassation kan inte återställas: antalet är redan tillbaka i lagret.',
      'KASSATION_CANCELLED',
    ],
  },
  cancel: {
    cancelled: ['Kassationen är redan avbruten.', 'ALREADY_CANCELLED'],
    completed: ['En slutförd kassation kan inte avbrytas.', 'ALREADY_COMPLETED'],
  },
};

/** Why the step cannot be taken from the record's state, or null when it can. */
export function stateConflict(row: KassationTable, step: Step): AppError | null {
  if (row.restored_at !== null)
    return step === 'restore'
      ? conflict('Kassationen är redan återställd.', 'ALREADY_RESTORED')
      : conflict('Kassationen är återställd och kan inte ändras.', 'KASSATION_RESTORED');
  if (ALLOWED_FROM[step].some((status) => status === row.status)) return null;
  const refusal = REFUSALS[step][row.status];
  return refusal
    ? conflict(...refusal)
    : conflict('Kassationen kan inte ändras i sitt nuvarande läge.', 'KASSATION_STATE');
}

export function requireState(row: KassationTable, step: Step): void {
  const refusal = stateConflict(row, step);
  if (refusal) throw refusal;
}

/**
 * Moves the record on only if it is still in a state the step allows, so of two racing
 * requests exactly one wins; the loser gets the conflict for the state it lost to.
 */
export async function guardedChange(
  trx: Kysely<Database>,
  row: KassationTable,
  step: Step,
  change: Partial<KassationTable>,
  from: readonly KassationStatus[] = ALLOWED_FROM[step],
): Promise<void> {
  const result = await trx
    .updateTable('kassations')
    .set(change)
    .where('id', '=', row.id)
    .where('status', 'in', [...from])
    .where('restored_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const now = await trx
    .selectFrom('kassations')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  throw (
    stateConflict(now, step) ??
    conflict(
      'Kassationen har ändrats av någon annan. Ladda om och försök igen.',
      'KASSATION_CHANGED',
    )
  );
}
