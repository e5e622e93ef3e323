import { expressionBuilder, sql, type Kysely } from 'kysely';
import { MAX_ITEM_QUANTITY } from '../../../shared/schemas/inventory.ts';
import type { MovementKind } from '../../../shared/schemas/stock-movement.ts';
import type { Clock } from '../../clock.ts';
import { runsOnSqlite } from '../../db/dialect.ts';
import type { Database, InventoryItemTable } from '../../db/schema.ts';
import {
  conflict,
  insufficientStock,
  notFound,
  quantityTooLarge,
  siteClosed,
} from '../../errors.ts';
import { writeAudit, type AuditActor } from '../audit/audit-service.ts';
import { matchItemsAgainstNotices } from '../recalls/match-stock.ts';
import { endPacksOfEmptiedBatch } from './emptied-packs.ts';
import { assertDelegated } from './delegation-check.ts';
import { assertNotQuarantined } from './recall-hold.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';
import { appendMovement, displayName, type MovementReference } from './ledger.ts';
import { inOpenSite, refuseClosedSite } from './open-site.ts';
import { lockBatch, pendingDestructionText, reservedFor, reservedOf } from './reserved.ts';

/**
 * Who moves stock and when: a signed-in person, or the public page's client. `occurredAt` is when
 * an offline kiosk's event really happened, booked now.
 */
export type MoveBy = { clock: Clock; actor: AuditActor; occurredAt?: string | null };

/** What a caller asks for beyond the quantity: why, what it belongs to, how it is audited. */
export type MoveDetails = {
  reason?: string | null;
  reference?: MovementReference | null;
  /**
   * The audit row's action (default: the kind) and fields added to its `after`; or 'caller' when
   * the caller's own audit row of this request already tells the change (a disposal's).
   */
  audit?: { action?: string; after?: Record<string, unknown> } | 'caller';
  /** Also a batch held by an open recall (a site's stock closed when the site is removed). */
  evenIfHeld?: boolean;
  /**
   * The caller read the batch in this transaction and refused it if an open recall held it, so
   * the move does not look again.
   */
  recallChecked?: boolean;
  /** Narcotics: the patient of a withdrawal (never written to the audit log). */
  patient?: string | null;
  /** The second person who signed (a count, a correction). */
  witness?: { id: string; label: string } | null;
  /** The journal entry this movement corrects. */
  correctsId?: number | null;
  /** A delivery's delivery note or requisition number ('Följesedel/rekvisition'). */
  deliveryReference?: string | null;
  /**
   * The caller settles the batch's recall itself in the same transaction (packs a recall check
   * found unregistered, disposed of at once), so it is not matched against the notices: a match
   * would only raise and close a warning and mail the managers about packs already gone.
   */
  recallSettled?: boolean;
};

export type MoveResult = {
  /** The batch after the move. */
  item: InventoryItemTable;
  before: number;
  movementId: number;
};

/** Moves a batch held by an open recall may not make; disposal and its undoing may. */
const HELD_BY_RECALL: ReadonlySet<MovementKind> = new Set([
  'unpacked',
  'adjusted',
  'withdrawn',
  'returned',
  'transfer_out',
  'transfer_in',
]);

export async function batchRow(trx: Kysely<Database>, itemId: string) {
  const row = await trx
    .selectFrom('inventory_items')
    .selectAll()
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!row) throw notFound('Lagerartikeln hittades inte.', 'ITEM_NOT_FOUND');
  return row;
}

/**
 * A batch as a move books it: with its medicine's display name, form and pack size, which the
 * movement keeps a copy of.
 */
type MovingBatch = {
  item: InventoryItemTable;
  medicineName: string;
  medicineForm: string | null;
  packSize: string | null;
  narcotic: boolean;
};

type MedicineColumns = {
  medicine_base_name: string;
  medicine_strength: string | null;
  medicine_form: string | null;
  medicine_pack_size: string | null;
  medicine_narcotic: number;
};

function movingBatch(row: InventoryItemTable & MedicineColumns): MovingBatch {
  const {
    medicine_base_name: name,
    medicine_strength: strength,
    medicine_form: medicineForm,
    medicine_pack_size: packSize,
    medicine_narcotic: narcotic,
    ...item
  } = row;
  const medicineName = displayName(name, strength);
  return { item, medicineName, medicineForm, packSize, narcotic: narcotic === 1 };
}

/**
 * The batch with its medicine. `lock` holds the batch's row until the transaction ends
 * (PostgreSQL; SQLite runs one writer at a time), so what is read stays true until the movement
 * is written.
 */
async function batchForMove(
  trx: Kysely<Database>,
  itemId: string,
  lock = false,
): Promise<MovingBatch> {
  let query = trx
    .selectFrom('inventory_items as i')
    .innerJoin('medicine_templates as t', 't.id', 'i.medicine_template_id')
    .innerJoin('sites as s', 's.id', 'i.site_id')
    .selectAll('i')
    .select([
      't.name as medicine_base_name',
      't.strength as medicine_strength',
      't.unit as medicine_form',
      't.pack_size as medicine_pack_size',
      't.is_controlled_substance as medicine_narcotic',
      's.closed_at as site_closed_at',
    ])
    .where('i.id', '=', itemId);
  if (lock && !runsOnSqlite(trx)) query = query.forNoKeyUpdate('i');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Lagerartikeln hittades inte.', 'ITEM_NOT_FOUND');
  const { site_closed_at: closedAt, ...batch } = row;
  if (closedAt !== null) throw siteClosed();
  return movingBatch(batch);
}

const templateOfUpdated = () =>
  expressionBuilder<Database, 'inventory_items'>()
    .selectFrom('medicine_templates as t')
    .whereRef('t.id', '=', 'inventory_items.medicine_template_id');

/** The updated batch's medicine, for the update's `returning` (built once: it never changes). */
const MEDICINE_OF_UPDATED = [
  templateOfUpdated().select('t.name').as('medicine_base_name'),
  templateOfUpdated().select('t.strength').as('medicine_strength'),
  templateOfUpdated().select('t.unit').as('medicine_form'),
  templateOfUpdated().select('t.pack_size').as('medicine_pack_size'),
  templateOfUpdated().select('t.is_controlled_substance').as('medicine_narcotic'),
];

/**
 * The guarded update: never below zero, never above a batch's most; 409 naming what is left.
 * Answers the batch after the move, read by the update itself.
 */
async function applyDelta(
  trx: Kysely<Database>,
  by: MoveBy,
  itemId: string,
  delta: number,
): Promise<MovingBatch> {
  if (delta === 0) return batchForMove(trx, itemId);
  if (delta < 0) await lockBatch(trx, itemId);
  let update = trx
    .updateTable('inventory_items')
    .set((eb) => ({
      quantity: eb('quantity', '+', delta),
      updated_at: by.clock.now().toISOString(),
    }))
    .where('id', '=', itemId)
    .where(inOpenSite());
  const reserved = reservedFor(sql.ref('inventory_items.id'));
  update =
    delta < 0
      ? update.where(sql<boolean>`quantity >= ${-delta} + (${reserved})`)
      : update.where('quantity', '<=', MAX_ITEM_QUANTITY - delta);
  const row = await update.returningAll().returning(MEDICINE_OF_UPDATED).executeTakeFirst();
  if (row) {
    const { medicine_base_name: name, medicine_narcotic: narcotic } = row;
    // A batch always has its medicine (a foreign key); the subqueries are typed as if it might not.
    if (name === null || narcotic === null)
      throw notFound('Lagerartikeln hittades inte.', 'ITEM_NOT_FOUND');
    return movingBatch({ ...row, medicine_base_name: name, medicine_narcotic: narcotic });
  }
  const current = await batchRow(trx, itemId);
  await refuseClosedSite(trx, current.site_id);
  if (delta > 0) throw quantityTooLarge();
  const held = await reservedOf(trx, itemId);
  const pending = held > 0 ? `, varav ${pendingDestructionText(held, current.unit_type)}` : '';
  throw insufficientStock(
    `Inte tillräckligt med lager: batch ${current.batch_number} har ${current.quantity} ${current.unit_type} kvar${pending}.`,
  );
}

/**
 * The one way a batch's quantity changes, inside the caller's transaction: the guarded update,
 * one ledger row, the recall matching and warnings of the batch's medicine, and the audit row.
 */
export async function moveStock(
  trx: Kysely<Database>,
  by: MoveBy,
  kind: MovementKind,
  itemId: string,
  delta: number,
  details: MoveDetails = {},
): Promise<MoveResult> {
  if (HELD_BY_RECALL.has(kind) && !details.evenIfHeld && !details.recallChecked)
    await assertNotQuarantined(trx, itemId);
  const moved = await applyDelta(trx, by, itemId, delta);
  if (kind === 'withdrawn')
    await assertDelegated(
      trx,
      by.actor,
      { siteId: moved.item.site_id, narcotic: moved.narcotic },
      by.clock.today(),
    );
  return record(trx, by, kind, moved, delta, details);
}

/**
 * Sets a batch to the quantity a person states (a hand edit, a count). The change is applied
 * only if nobody changed the batch since it was read; otherwise 409 and nothing is written.
 */
export async function setStock(
  trx: Kysely<Database>,
  by: MoveBy,
  kind: 'adjusted' | 'counted',
  itemId: string,
  target: number,
  details: MoveDetails = {},
): Promise<MoveResult> {
  if (!details.evenIfHeld && !details.recallChecked) await assertNotQuarantined(trx, itemId);
  // Locked: a change of 0 writes no update, and its movement must still come after any move
  // another transaction is making to the batch right now, not beside it.
  const { item: current, ...medicine } = await batchForMove(trx, itemId, true);
  const held = await reservedOf(trx, itemId);
  if (target < held)
    throw insufficientStock(
      `Batch ${current.batch_number} kan inte få färre än ${held} ${current.unit_type}: ${pendingDestructionText(held, current.unit_type)}. Avbryt eller slutför kassationen först.`,
    );
  const delta = target - current.quantity;
  if (delta !== 0) {
    const result = await trx
      .updateTable('inventory_items')
      .set({ quantity: target, updated_at: by.clock.now().toISOString() })
      .where('id', '=', itemId)
      .where('quantity', '=', current.quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1)
      throw conflict(
        'Antalet i batchen ändrades samtidigt av någon annan. Ladda om och försök igen.',
        'STOCK_CHANGED',
      );
  }
  const item = { ...current, quantity: target };
  return record(trx, by, kind, { item, ...medicine }, delta, details);
}

/**
 * How a batch row comes into being: a delivery, a disposal undone after its row was removed, a
 * batch found at a stock-take, or one moved in from another unit.
 */
export type NewBatchKind =
  'received' | 'disposal_cancelled' | 'restored' | 'counted' | 'transfer_in' | 'opening_balance';

/** Books a batch row just inserted with its quantity. */
export async function recordNewBatch(
  trx: Kysely<Database>,
  by: MoveBy,
  item: InventoryItemTable,
  details: MoveDetails = {},
  kind: NewBatchKind = 'received',
): Promise<MoveResult> {
  const audit = details.audit === 'caller' ? details.audit : { action: 'create', ...details.audit };
  await refuseClosedSite(trx, item.site_id);
  const medicine = await trx
    .selectFrom('medicine_templates')
    .select(['name', 'strength', 'unit', 'pack_size', 'is_controlled_substance'])
    .where('id', '=', item.medicine_template_id)
    .executeTakeFirstOrThrow();
  const batch: MovingBatch = {
    item,
    medicineName: displayName(medicine.name, medicine.strength),
    medicineForm: medicine.unit,
    packSize: medicine.pack_size,
    narcotic: medicine.is_controlled_substance === 1,
  };
  return record(trx, by, kind, batch, item.quantity, { ...details, audit }, true);
}

async function record(
  trx: Kysely<Database>,
  by: MoveBy,
  kind: MovementKind,
  { item, medicineName, medicineForm, packSize, narcotic }: MovingBatch,
  delta: number,
  details: MoveDetails,
  created = false,
): Promise<MoveResult> {
  const before = item.quantity - delta;
  const movementId = await appendMovement(trx, {
    item,
    medicineName,
    medicineForm,
    packSize,
    kind,
    delta,
    at: by.clock.now().toISOString(),
    actor: by.actor,
    reason: details.reason ?? null,
    reference: details.reference ?? null,
    patient: details.patient ?? null,
    witness: details.witness ?? null,
    correctsId: details.correctsId ?? null,
    occurredAt: by.occurredAt ?? null,
    deliveryReference: details.deliveryReference ?? null,
  });
  if ((delta > 0 || created) && !details.recallSettled)
    await matchItemsAgainstNotices(trx, by.clock, [item.id], {
      reopenDisposed: kind !== 'received',
    });
  if (delta < 0 && item.quantity === 0)
    await endPacksOfEmptiedBatch(trx, item.id, by.clock.now().toISOString(), by.actor);
  await refreshWarnings(trx, by.clock, {
    templateIds: [item.medicine_template_id],
    narcotics: narcotic,
  });
  if (details.audit !== 'caller')
    await writeAudit(trx, by.clock.now(), by.actor, {
      action: details.audit?.action ?? kind,
      entity: 'inventory_item',
      entity_id: item.id,
      site_id: item.site_id,
      before: created ? null : { quantity: before },
      after: {
        batch_number: item.batch_number,
        expiry_date: item.expiry_date,
        quantity: item.quantity,
        delta,
        movement: kind,
        movement_id: movementId,
        ...(details.reason ? { reason: details.reason } : {}),
        ...(details.witness ? { witness: details.witness.label } : {}),
        ...(details.correctsId ? { corrects_movement_id: details.correctsId } : {}),
        ...(details.deliveryReference ? { delivery_reference: details.deliveryReference } : {}),
        ...(by.occurredAt ? { occurred_at: by.occurredAt } : {}),
        ...details.audit?.after,
      },
    });
  return { item, before, movementId };
}
