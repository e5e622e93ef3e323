import type { Kysely, Transaction } from 'kysely';
import type {
  InventoryCreateInput,
  InventoryItem,
  InventoryUpdateInput,
  UnpackInput,
  UnpackResult,
} from '../../shared/schemas/inventory.ts';
import { MAX_ITEM_QUANTITY } from '../../shared/schemas/inventory.ts';
import type { Database, InventoryItemTable } from '../db/schema.ts';
import { conflict, notFound, quantityTooLarge } from '../http/errors.ts';
import type { ServiceContext } from './actor.ts';
import { audit } from './audit-service.ts';
import { insertBatchUnlessPresent, itemQuery, newBatchRow, toItem } from './inventory-records.ts';
import { findTemplate } from './medicine-service.ts';
import { canSeeSite, requireRole } from './permissions.ts';
import { batchKey, workingSite } from './site-scope.ts';
import { iso } from './time.ts';
import { refreshWarnings } from './warnings/refresh-warnings.ts';
import { matchItemsAgainstNotices } from './recalls/match-stock.ts';
import { assertNotQuarantined } from './recalls/quarantine.ts';

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

async function templateInSite(ctx: ServiceContext, templateId: string, siteId: string) {
  const template = await findTemplate(ctx, templateId);
  if (template.site_id !== siteId)
    throw notFound('Läkemedlet hittades inte på enheten.', 'MEDICINE_NOT_FOUND');
  return template;
}

type Trx = Transaction<Database>;

/** Records a batch that was just inserted: recall matching, warnings and the audit row. */
async function recordNewBatch(trx: Trx, ctx: ServiceContext, row: InventoryItemTable) {
  await matchItemsAgainstNotices(trx, ctx.clock, [row.id]);
  await refreshWarnings(trx, ctx.clock, { templateIds: [row.medicine_template_id] });
  await audit(
    trx,
    { ...ctx, siteId: row.site_id },
    { action: 'create', entity: 'inventory_item', entity_id: row.id, after: row },
  );
}

function batchRowOf(ctx: ServiceContext, siteId: string, input: InventoryCreateInput) {
  return newBatchRow(
    {
      site_id: siteId,
      medicine_template_id: input.medicine_template_id,
      batch_number: input.batch_number,
      expiry_date: input.expiry_date,
      quantity: input.quantity,
      unit_type: input.unit_type,
      location: input.location,
      notes: input.notes,
    },
    iso(ctx.clock.now()),
  );
}

export async function createItem(
  ctx: ServiceContext,
  input: InventoryCreateInput,
): Promise<InventoryItem> {
  const siteId = await workingSite(ctx);
  await templateInSite(ctx, input.medicine_template_id, siteId);
  const row = batchRowOf(ctx, siteId, input);
  await ctx.db.transaction().execute(async (trx) => {
    const { created } = await insertBatchUnlessPresent(trx, row);
    if (!created) throw conflict(BATCH_EXISTS, 'BATCH_EXISTS');
    await recordNewBatch(trx, ctx, row);
  });
  return getItem(ctx, row.id);
}

export async function updateItem(
  ctx: ServiceContext,
  id: string,
  input: InventoryUpdateInput,
): Promise<InventoryItem> {
  const before = await findItem(ctx, id);
  if (input.batch_number !== undefined && batchKey(input.batch_number) !== before.batch_key) {
    const clash = await batchAt(
      ctx.db,
      before.site_id,
      before.medicine_template_id,
      input.batch_number,
    );
    if (clash) throw conflict(BATCH_EXISTS, 'BATCH_EXISTS');
  }
  const change: Partial<InventoryItemTable> = { ...input, updated_at: iso(ctx.clock.now()) };
  if (input.batch_number !== undefined) change.batch_key = batchKey(input.batch_number);
  await ctx.db.transaction().execute(async (trx) => {
    if (input.quantity !== undefined && input.quantity !== before.quantity)
      await assertNotQuarantined(trx, id);
    await trx.updateTable('inventory_items').set(change).where('id', '=', id).execute();
    await matchItemsAgainstNotices(trx, ctx.clock, [id], {
      reopenDisposed: (input.quantity ?? 0) > before.quantity,
    });
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
        after: { ...plain, ...change },
      },
    );
  });
  return getItem(ctx, id);
}

/** Adds a delivery to a batch that is already there (same expiry, not held by a recall). */
async function addDelivery(trx: Trx, ctx: ServiceContext, itemId: string, input: UnpackInput) {
  const existing = await trx
    .selectFrom('inventory_items')
    .selectAll()
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  if (existing.expiry_date !== input.expiry_date) {
    throw conflict(
      `Batch ${existing.batch_number} finns redan med utgångsdatum ${existing.expiry_date}. Kontrollera förpackningen.`,
      'BATCH_EXPIRY_MISMATCH',
    );
  }
  await assertNotQuarantined(trx, existing.id);
  const result = await trx
    .updateTable('inventory_items')
    .set((eb) => ({
      quantity: eb('quantity', '+', input.quantity),
      updated_at: iso(ctx.clock.now()),
    }))
    .where('id', '=', existing.id)
    .where('quantity', '<=', MAX_ITEM_QUANTITY - input.quantity)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw quantityTooLarge();
  await matchItemsAgainstNotices(trx, ctx.clock, [existing.id], { reopenDisposed: true });
  await refreshWarnings(trx, ctx.clock, { templateIds: [existing.medicine_template_id] });
  await audit(
    trx,
    { ...ctx, siteId: existing.site_id },
    {
      action: 'unpack',
      entity: 'inventory_item',
      entity_id: existing.id,
      before: { quantity: existing.quantity },
      after: { quantity: existing.quantity + input.quantity, added: input.quantity },
    },
  );
}

/**
 * A delivery: creates the batch, or adds to it when it is already there. Deliveries of a new
 * batch that race all count: the one that loses the insert adds to the winner's row.
 */
export async function unpack(ctx: ServiceContext, input: UnpackInput): Promise<UnpackResult> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const siteId = await workingSite(ctx);
  await templateInSite(ctx, input.medicine_template_id, siteId);
  const row = batchRowOf(ctx, siteId, input);
  const { id, created } = await ctx.db.transaction().execute(async (trx) => {
    const batch = await insertBatchUnlessPresent(trx, row);
    if (batch.created) await recordNewBatch(trx, ctx, row);
    else await addDelivery(trx, ctx, batch.id, input);
    return batch;
  });
  return { item: await getItem(ctx, id), created };
}
