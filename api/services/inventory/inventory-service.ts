import type { Kysely, Transaction } from 'kysely';
import type {
  InventoryCreateInput,
  InventoryItem,
  InventoryUpdateInput,
  UnpackInput,
  UnpackResult,
} from '../../../shared/schemas/inventory.ts';
import type { Database, InventoryItemTable } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit, auditActorOf } from '../audit/audit-service.ts';
import { refuseNarcoticForToken } from '../api-tokens/token-narcotics.ts';
import { itemQuery, newBatchRow, toItem } from './inventory-records.ts';
import { findTemplate } from '../medicines/medicine-service.ts';
import { canSeeSite, requireRole } from '../auth/permissions.ts';
import { batchKey, workingSite } from '../sites/site-scope.ts';
import { iso } from '../../time.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';
import { matchItemsAgainstNotices } from '../recalls/match-stock.ts';
import { batchRow, moveStock, setStock, type MoveBy, type MoveDetails } from '../stock/move.ts';
import { deliveryDetails, type DeliveryInput } from '../narcotics/delivery-details.ts';
import type { WitnessSigner } from '../narcotics/witness.ts';
import { receiveNewBatch } from '../stock/new-batch.ts';
import { placeInUseAt } from '../storage-places/storage-places.ts';
import {
  batchEditWitness,
  batchRecordChange,
  lockBatchUnchanged,
  writeBatchRecord,
} from './narcotic-batch-edit.ts';

export { inventoryCounts, listInventory } from './inventory-list.ts';
export type { InventoryFilter, InventoryListQuery } from './inventory-list.ts';

const ITEM_NOT_FOUND = 'Lagerartikeln hittades inte.';
const BATCH_EXISTS = 'Batchnumret finns redan för detta läkemedel. Använd ett annat batchnummer.';

export async function findItem(ctx: ServiceContext, id: string, db: Kysely<Database> = ctx.db) {
  const row = await itemQuery(db).where('i.id', '=', id).executeTakeFirst();
  if (!row || !canSeeSite(ctx.actor, row.site_id)) throw notFound(ITEM_NOT_FOUND, 'ITEM_NOT_FOUND');
  return row;
}

export async function getItem(ctx: ServiceContext, id: string): Promise<InventoryItem> {
  return toItem(await findItem(ctx, id), ctx.clock.today());
}

/** A medicine's batch at a site, however its number is spaced or cased. */
export async function batchAt(
  db: Kysely<Database>,
  siteId: string,
  templateId: string,
  batch: string,
) {
  return db
    .selectFrom('inventory_items')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('medicine_template_id', '=', templateId)
    .where('batch_key', '=', batchKey(batch))
    .executeTakeFirst();
}

/** The medicine, when it is kept at the site; 404 otherwise. */
export async function templateInSite(ctx: ServiceContext, templateId: string, siteId: string) {
  const template = await findTemplate(ctx, templateId);
  if (template.site_id !== siteId)
    throw notFound('Läkemedlet hittades inte på enheten.', 'MEDICINE_NOT_FOUND');
  return template;
}

type Trx = Transaction<Database>;

const moverOf = (ctx: ServiceContext): MoveBy => ({ clock: ctx.clock, actor: auditActorOf(ctx) });

function batchRowOf(
  ctx: ServiceContext,
  siteId: string,
  input: Omit<InventoryCreateInput, 'storage_place_id'> & { storage_place_id?: string | null },
) {
  return newBatchRow(
    {
      site_id: siteId,
      medicine_template_id: input.medicine_template_id,
      batch_number: input.batch_number,
      expiry_date: input.expiry_date,
      quantity: input.quantity,
      unit_type: input.unit_type,
      location: input.location,
      storage_place_id: input.storage_place_id ?? null,
      notes: input.notes,
    },
    iso(ctx.clock.now()),
  );
}

/** A delivery's template at the working site, and what its movement records (`deliveryDetails`). */
async function delivered(
  ctx: ServiceContext,
  input: DeliveryInput & { medicine_template_id: string },
  signer: WitnessSigner,
) {
  const siteId = await workingSite(ctx);
  const template = await templateInSite(ctx, input.medicine_template_id, siteId);
  refuseNarcoticForToken(ctx.actor, template);
  const narcotic = template.is_controlled_substance === 1;
  return { siteId, details: await deliveryDetails(ctx, siteId, narcotic, input, signer) };
}

/** A new batch; a narcotic's needs its delivery reference and a witness (`signer`). */
export async function createItem(
  ctx: ServiceContext,
  input: InventoryCreateInput,
  signer: WitnessSigner,
): Promise<InventoryItem> {
  const { siteId, details } = await delivered(ctx, input, signer);
  await placeInUseAt(ctx.db, siteId, input.storage_place_id);
  const row = batchRowOf(ctx, siteId, input);
  await ctx.db.transaction().execute(async (trx) => {
    const received = await receiveNewBatch(trx, moverOf(ctx), row, {
      ...details,
      audit: { after: { location: row.location, notes: row.notes } },
    });
    if (!received.created) throw conflict(BATCH_EXISTS, 'BATCH_EXISTS');
  });
  return getItem(ctx, row.id);
}

const REASON_NEEDED = 'Ange varför antalet ändras';
/** A narcotic's balance changes only by entries its journal can account for. */
const NARCOTIC_BY_JOURNAL =
  'Antalet för narkotikaklassade läkemedel ändras genom uttag, kontrollräkning eller kassation, inte genom redigering.';

/**
 * Edits a batch. A narcotic's batch number or expiry changes only before a witness who signs in
 * the same request (`signer`), and the change is an entry in its journal.
 */
export async function updateItem(
  ctx: ServiceContext,
  id: string,
  input: InventoryUpdateInput,
  signer: WitnessSigner,
): Promise<InventoryItem> {
  const before = await findItem(ctx, id);
  const {
    quantity,
    adjustment_reason: reason,
    witness: _witness,
    reason: recordReason,
    ...fields
  } = input;
  const adjusts = quantity !== undefined && quantity !== before.quantity;
  if (adjusts && before.is_controlled_substance === 1)
    throw invalid(
      NARCOTIC_BY_JOURNAL,
      [{ path: 'quantity', message: NARCOTIC_BY_JOURNAL }],
      'NARCOTIC_ADJUST_REFUSED',
    );
  if (adjusts && !reason)
    throw invalid(
      REASON_NEEDED,
      [{ path: 'adjustment_reason', message: REASON_NEEDED }],
      'ADJUSTMENT_REASON_REQUIRED',
    );
  if (fields.batch_number !== undefined && batchKey(fields.batch_number) !== before.batch_key) {
    const clash = await batchAt(
      ctx.db,
      before.site_id,
      before.medicine_template_id,
      fields.batch_number,
    );
    if (clash) throw conflict(BATCH_EXISTS, 'BATCH_EXISTS');
  }
  if (fields.storage_place_id) await placeInUseAt(ctx.db, before.site_id, fields.storage_place_id);
  const recorded = batchRecordChange(before, input);
  const witness = recorded ? await batchEditWitness(ctx, before, input, signer) : null;
  const change: Partial<Omit<InventoryItemTable, 'quantity'>> = { ...fields };
  if (fields.batch_number !== undefined) change.batch_key = batchKey(fields.batch_number);
  const changesFields = Object.keys(change).length > 0;
  await ctx.db.transaction().execute(async (trx) => {
    if (recorded && witness) {
      await lockBatchUnchanged(trx, before);
      await writeBatchRecord(trx, ctx, before, recorded, witness, recordReason ?? null);
    }
    if (changesFields) {
      await trx
        .updateTable('inventory_items')
        .set({ ...change, updated_at: iso(ctx.clock.now()) })
        .where('id', '=', id)
        .execute();
      await matchItemsAgainstNotices(trx, ctx.clock, [id]);
      // A quantity change below refreshes the medicine's warnings as part of its move.
      if (!adjusts)
        await refreshWarnings(trx, ctx.clock, { templateIds: [before.medicine_template_id] });
      const { template_total: _total, ...plain } = before;
      await audit(
        trx,
        { ...ctx, siteId: before.site_id },
        {
          action: 'update',
          entity: 'inventory_item',
          entity_id: id,
          before: plain,
          after: witness
            ? { ...plain, ...change, witness: witness.label, reason: recordReason }
            : { ...plain, ...change },
        },
      );
    }
    if (adjusts) await setStock(trx, moverOf(ctx), 'adjusted', id, quantity, { reason });
  });
  return getItem(ctx, id);
}

/** Adds a delivery to a batch that is already there (same expiry, not held by a recall). */
async function addDelivery(
  trx: Trx,
  ctx: ServiceContext,
  itemId: string,
  input: UnpackInput,
  details: MoveDetails,
) {
  const existing = await batchRow(trx, itemId);
  if (existing.expiry_date !== input.expiry_date) {
    throw conflict(
      `Batch ${existing.batch_number} finns redan med utgångsdatum ${existing.expiry_date}. Kontrollera förpackningen.`,
      'BATCH_EXPIRY_MISMATCH',
    );
  }
  await moveStock(trx, moverOf(ctx), 'unpacked', itemId, input.quantity, {
    ...details,
    audit: { action: 'unpack', after: { added: input.quantity } },
  });
}

/**
 * A delivery: creates the batch, or adds to it when it is already there. Deliveries of a new
 * batch that race all count: the one that loses the insert adds to the winner's row.
 */
export async function unpack(
  ctx: ServiceContext,
  input: UnpackInput,
  signer: WitnessSigner,
): Promise<UnpackResult> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const { siteId, details } = await delivered(ctx, input, signer);
  const row = batchRowOf(ctx, siteId, input);
  const received = await ctx.db.transaction().execute(async (trx) => {
    const batch = await receiveNewBatch(trx, moverOf(ctx), row, details);
    if (!batch.created) await addDelivery(trx, ctx, batch.id, input, details);
    return batch;
  });
  const id = received.created ? row.id : received.id;
  return { item: await getItem(ctx, id), created: received.created };
}
