import type { Kysely } from 'kysely';
import type { Kassation, KassationRecord } from '../../../shared/schemas/kassation.ts';
import type { Database, KassationTable } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { canSeeSite } from '../auth/permissions.ts';

export const KASSATION_NOT_FOUND = 'Kassationen hittades inte.';

/** Kassations with whether the medicine is narcotic and whether a certificate exists. */
export function recordQuery(db: Kysely<Database>) {
  return db
    .selectFrom('kassations as k')
    .leftJoin('medicine_templates as t', 't.id', 'k.medicine_template_id')
    .selectAll('k')
    .select('t.is_controlled_substance')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('kassation_certificates as c')
            .select('c.id')
            .whereRef('c.kassation_id', '=', 'k.id'),
        )
        .as('has_certificate'),
    );
}

export type KassationRow = KassationTable & {
  is_controlled_substance: number | null;
  has_certificate: unknown;
};

const isTrue = (value: unknown) => value === true || Number(value) === 1;

/** A narcotic whose packs are still in the balance, reserved until the witnessed completion. */
export const awaitsDestruction = (row: KassationTable) =>
  row.stock_left === 0 &&
  row.restored_at === null &&
  (row.status === 'initiated' || row.status === 'approved');

export function toRecord(row: KassationRow): KassationRecord {
  return {
    id: row.id,
    site_id: row.site_id,
    inventory_item_id: row.inventory_item_id,
    medicine_template_id: row.medicine_template_id,
    medicine_name: row.medicine_name,
    medicine_strength: row.medicine_strength,
    is_controlled_substance: isTrue(row.is_controlled_substance),
    awaiting_destruction: awaitsDestruction(row),
    batch_number: row.batch_number,
    expiry_date: row.expiry_date,
    quantity: row.quantity,
    unit_type: row.unit_type,
    reason: row.reason,
    reason_description: row.reason_description,
    disposal_method: row.disposal_method,
    disposal_notes: row.disposal_notes,
    status: row.status,
    initiated_by: row.initiated_by,
    initiator_name: row.initiator_name,
    disposal_date: row.initiated_at,
    approver_name: row.approver_name,
    approved_at: row.approved_at,
    approval_notes: row.approval_notes,
    completer_name: row.completer_name,
    completed_at: row.completed_at,
    completion_notes: row.completion_notes,
    witness_name: row.witness_name,
    actual_disposal_date: row.actual_disposal_date,
    cancelled_at: row.cancelled_at,
    cancel_reason: row.cancel_reason,
    is_restored: row.restored_at !== null,
    restorer_name: row.restorer_name,
    restored_at: row.restored_at,
    restoration_reason: row.restoration_reason,
    has_certificate: isTrue(row.has_certificate),
  };
}

export const toKassation = (row: KassationRow, remaining: number): Kassation => ({
  ...toRecord(row),
  remaining_quantity: remaining,
});

/** A kassation of a site the actor sees; another tenant's answers as if it did not exist. */
export async function findKassation(
  ctx: ServiceContext,
  id: string,
  db: Kysely<Database> = ctx.db,
): Promise<KassationRow> {
  const row = await recordQuery(db).where('k.id', '=', id).executeTakeFirst();
  if (!row || !canSeeSite(ctx.actor, row.site_id))
    throw notFound(KASSATION_NOT_FOUND, 'KASSATION_NOT_FOUND');
  return row;
}
