import type { Kysely } from 'kysely';
import type { InventoryUpdateInput } from '../../../shared/schemas/inventory.ts';
import type { Database } from '../../db/schema.ts';
import { runsOnSqlite } from '../../db/dialect.ts';
import { conflict } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { auditActorOf } from '../audit/audit-service.ts';
import { appendRecordEntry, batchText, medicineNameOf } from '../narcotics/record-entries.ts';
import { requireWitness, type SignedWitness, type WitnessSigner } from '../narcotics/witness.ts';

type Batch = {
  id: string;
  site_id: string;
  medicine_template_id: string;
  batch_number: string;
  expiry_date: string;
  is_controlled_substance: number;
};

const WITNESS_REQUIRED =
  'Batchnummer och utgångsdatum för narkotika ändras inför ett vittne: ändringen blir en post i narkotikajournalen.';

/** The batch as a narcotic's edit would leave it, or null when its journal has nothing to record. */
export function batchRecordChange(before: Batch, input: InventoryUpdateInput) {
  if (before.is_controlled_substance !== 1) return null;
  const after = {
    batch_number: input.batch_number ?? before.batch_number,
    expiry_date: input.expiry_date ?? before.expiry_date,
  };
  const changes =
    after.batch_number !== before.batch_number || after.expiry_date !== before.expiry_date;
  return changes ? { before: batchText(before), after: batchText(after) } : null;
}

/** The second person of a narcotic batch's edit; 422 and nothing written without one. */
export const batchEditWitness = (
  ctx: ServiceContext,
  before: Batch,
  input: InventoryUpdateInput,
  signer: WitnessSigner,
) => requireWitness(ctx, before.site_id, input.witness, signer, WITNESS_REQUIRED);

const CHANGED_MEANWHILE =
  'Batchen ändrades av någon annan samtidigt. Ingenting sparades; läs in den och försök igen.';

/** Locks the batch (PostgreSQL) and refuses with 409 when its number or expiry changed since. */
export async function lockBatchUnchanged(trx: Kysely<Database>, before: Batch) {
  let query = trx
    .selectFrom('inventory_items')
    .select(['batch_number', 'expiry_date'])
    .where('id', '=', before.id);
  if (!runsOnSqlite(trx)) query = query.forNoKeyUpdate();
  const now = await query.executeTakeFirst();
  if (now?.batch_number !== before.batch_number || now.expiry_date !== before.expiry_date)
    throw conflict(CHANGED_MEANWHILE, 'BATCH_CHANGED');
}

/** The 'batch_changed' entry, in the transaction that edits the batch. */
export async function writeBatchRecord(
  trx: Kysely<Database>,
  ctx: ServiceContext,
  batch: Batch & { medicine_name: string; medicine_strength: string | null },
  change: { before: string; after: string },
  witness: SignedWitness,
  reason: string | null,
) {
  await appendRecordEntry(trx, {
    site_id: batch.site_id,
    medicine_template_id: batch.medicine_template_id,
    inventory_item_id: batch.id,
    medicine_name: medicineNameOf({ name: batch.medicine_name, strength: batch.medicine_strength }),
    batch_number: batch.batch_number,
    kind: 'batch_changed',
    ...change,
    reason,
    actor: auditActorOf(ctx),
    witness,
    at: ctx.clock.now(),
  });
}
