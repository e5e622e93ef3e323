import type { Kysely } from 'kysely';
import type { MedicineUpdateInput } from '../../../shared/schemas/medicine.ts';
import type { Database, MedicineTemplateTable, NarcoticSchedule } from '../../db/schema.ts';
import { invalid } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { auditActorOf } from '../audit/audit-service.ts';
import {
  appendRecordEntry,
  hasRecordHistory,
  medicineNameOf,
  productText,
  scheduleText,
} from '../narcotics/record-entries.ts';
import { requireWitness, type SignedWitness, type WitnessSigner } from '../narcotics/witness.ts';

type Template = Pick<
  MedicineTemplateTable,
  'id' | 'site_id' | 'name' | 'strength' | 'unit' | 'pack_size' | 'narcotic_schedule'
>;

/**
 * The förteckning a request asks for. A client that sends only the old yes/no keeps the
 * template's förteckning for yes (II when it had none: the strictest) and clears it for no.
 */
export function scheduleAsked(
  input: Pick<MedicineUpdateInput, 'narcotic_schedule' | 'is_controlled_substance'>,
  current: NarcoticSchedule | null,
): NarcoticSchedule | null {
  if (input.narcotic_schedule !== undefined) return input.narcotic_schedule;
  if (input.is_controlled_substance === undefined) return current;
  return input.is_controlled_substance ? (current ?? 'II') : null;
}

export type RecordChanges = {
  reclassified: { before: string; after: string } | null;
  renamed: { before: string; after: string } | null;
};

/** What of a change the narcotics journal must record; nothing when there is no history. */
export async function recordChangesOf(
  db: Kysely<Database>,
  before: Template,
  after: Template,
): Promise<RecordChanges> {
  const none: RecordChanges = { reclassified: null, renamed: null };
  const reclassifies = before.narcotic_schedule !== after.narcotic_schedule;
  const renames = productText(before) !== productText(after);
  if (!reclassifies && !renames) return none;
  const history = await hasRecordHistory(db, before.id);
  if (!history.any) return none;
  const narcotic =
    before.narcotic_schedule !== null || after.narcotic_schedule !== null || history.recorded;
  return {
    reclassified: reclassifies
      ? {
          before: scheduleText(before.narcotic_schedule),
          after: scheduleText(after.narcotic_schedule),
        }
      : null,
    renamed:
      renames && narcotic ? { before: productText(before), after: productText(after) } : null,
  };
}

export const needsRecord = (changes: RecordChanges) =>
  changes.reclassified !== null || changes.renamed !== null;

const REASON_REQUIRED = 'Ange varför narkotikaklassningen eller namnet ändras.';
const WITNESS_REQUIRED =
  'Läkemedlet har narkotikahistorik: en ändring av klassning eller namn kräver ett vittne.';

/** Reason first, then the witness, so a request without a reason spends no witness attempt. */
export async function recordWitness(
  ctx: ServiceContext,
  siteId: string,
  input: Pick<MedicineUpdateInput, 'witness' | 'reason'>,
  signer: WitnessSigner,
): Promise<SignedWitness> {
  if (!input.reason)
    throw invalid(
      REASON_REQUIRED,
      [{ path: 'reason', message: REASON_REQUIRED }],
      'RECORD_REASON_REQUIRED',
    );
  return requireWitness(ctx, siteId, input.witness, signer, WITNESS_REQUIRED);
}

/** Writes the 'reclassified' and 'renamed' entries of one change, in its transaction. */
export async function writeRecordChanges(
  trx: Kysely<Database>,
  ctx: ServiceContext,
  after: Template,
  changes: RecordChanges,
  signed: { witness: SignedWitness; reason: string | null },
): Promise<void> {
  const common = {
    site_id: after.site_id,
    medicine_template_id: after.id,
    medicine_name: medicineNameOf(after),
    reason: signed.reason,
    actor: auditActorOf(ctx),
    witness: signed.witness,
    at: ctx.clock.now(),
  };
  if (changes.reclassified)
    await appendRecordEntry(trx, { ...common, kind: 'reclassified', ...changes.reclassified });
  if (changes.renamed)
    await appendRecordEntry(trx, { ...common, kind: 'renamed', ...changes.renamed });
}
