import type { Kysely } from 'kysely';
import type {
  MovementKind,
  MovementReferenceType,
} from '../../../shared/schemas/stock-movement.ts';
import type { Database, InventoryItemTable } from '../../db/schema.ts';
import type { AuditActor } from '../audit/audit-service.ts';

export type MovementReference = { type: MovementReferenceType; id: string };

type NewMovement = {
  /** The batch after the change. */
  item: Pick<
    InventoryItemTable,
    'id' | 'site_id' | 'medicine_template_id' | 'batch_number' | 'quantity'
  >;
  /** The medicine's name and strength, form and pack size when the move was made. */
  medicineName: string;
  medicineForm?: string | null;
  packSize?: string | null;
  kind: MovementKind;
  delta: number;
  at: string;
  actor: AuditActor;
  reason: string | null;
  reference: MovementReference | null;
  /** Narcotics: who it went to, who signed beside the actor, which entry it corrects. */
  patient?: string | null;
  witness?: { id: string; label: string } | null;
  correctsId?: number | null;
  /** When an offline kiosk's event happened, if not `at`. */
  occurredAt?: string | null;
  /** A delivery's delivery note or requisition number. */
  deliveryReference?: string | null;
};

/** 'Morfin 10 mg/ml', or the name alone when the medicine has no strength. */
export const displayName = (name: string, strength: string | null) =>
  strength ? `${name} ${strength}` : name;

/** Appends one row to the ledger (never updated or deleted) and answers its id. */
export async function appendMovement(trx: Kysely<Database>, move: NewMovement): Promise<number> {
  const row = await trx
    .insertInto('stock_movements')
    .values({
      site_id: move.item.site_id,
      inventory_item_id: move.item.id,
      medicine_template_id: move.item.medicine_template_id,
      medicine_name: move.medicineName,
      medicine_form: move.medicineForm ?? null,
      pack_size: move.packSize ?? null,
      batch_number: move.item.batch_number,
      kind: move.kind,
      delta: move.delta,
      balance_after: move.item.quantity,
      actor_user_id: move.actor.id,
      actor_label: move.actor.label,
      reason: move.reason,
      reference_type: move.reference?.type ?? null,
      reference_id: move.reference?.id ?? null,
      created_at: move.at,
      patient: move.patient ?? null,
      witness_user_id: move.witness?.id ?? null,
      witness_label: move.witness?.label ?? null,
      corrects_movement_id: move.correctsId ?? null,
      occurred_at: move.occurredAt ?? null,
      delivery_reference: move.deliveryReference ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
