import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, InventoryItemTable, MedicineTemplateTable } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { newBatchRow } from '../inventory/inventory-records.ts';
import { lockBatchesInOrder } from '../stock/lock-batches.ts';
import { batchToFill } from '../stock/new-batch.ts';
import { moveStock, type MoveBy, type MoveDetails, type MoveResult } from '../stock/move.ts';

type Trx = Kysely<Database>;

/**
 * The target unit's medicine of the same name and strength, made from the source's when the
 * unit has none (its minimum and par level are the unit's own to set, so they start unset).
 */
export async function templateAtTarget(
  trx: Trx,
  by: MoveBy,
  source: MedicineTemplateTable,
  siteId: string,
): Promise<string> {
  const now = by.clock.now().toISOString();
  const copy: MedicineTemplateTable = {
    ...source,
    id: randomUUID(),
    site_id: siteId,
    minimum_stock_level: 0,
    par_level: null,
    is_active: 1,
    created_at: now,
    updated_at: now,
  };
  const inserted = await trx
    .insertInto('medicine_templates')
    .values(copy)
    .onConflict((oc) => oc.columns(['site_id', 'name_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) {
    await writeAudit(trx, by.clock.now(), by.actor, {
      action: 'create',
      entity: 'medicine',
      entity_id: copy.id,
      site_id: siteId,
      after: { ...copy, created_by: 'transfer' },
    });
    return copy.id;
  }
  const existing = await trx
    .selectFrom('medicine_templates')
    .select('id')
    .where('site_id', '=', siteId)
    .where('name_key', '=', source.name_key)
    .executeTakeFirstOrThrow();
  return existing.id;
}

async function batchAt(trx: Trx, siteId: string, templateId: string, key: string) {
  return trx
    .selectFrom('inventory_items')
    .select(['id', 'expiry_date'])
    .where('site_id', '=', siteId)
    .where('medicine_template_id', '=', templateId)
    .where('batch_key', '=', key)
    .executeTakeFirst();
}

function assertSameExpiry(existing: { expiry_date: string }, source: InventoryItemTable) {
  if (existing.expiry_date === source.expiry_date) return;
  throw conflict(
    `Batch ${source.batch_number} finns redan på den mottagande enheten med utgångsdatum ${existing.expiry_date}, inte ${source.expiry_date}. Kontrollera batchen innan den flyttas.`,
    'BATCH_EXPIRY_DIFFERS',
  );
}

/** The target unit's batch of the source's number and expiry, made at 0 when missing. */
async function targetBatch(
  trx: Trx,
  by: MoveBy,
  source: InventoryItemTable,
  target: { siteId: string; templateId: string },
): Promise<{ id: string; created: boolean }> {
  const existing = await batchAt(trx, target.siteId, target.templateId, source.batch_key);
  if (existing) {
    assertSameExpiry(existing, source);
    return { id: existing.id, created: false };
  }
  const row = newBatchRow(
    {
      site_id: target.siteId,
      medicine_template_id: target.templateId,
      batch_number: source.batch_number,
      expiry_date: source.expiry_date,
      quantity: 0,
      unit_type: source.unit_type,
      location: null,
      notes: null,
    },
    by.clock.now().toISOString(),
  );
  const made = await batchToFill(trx, row);
  if (made.created) return made;
  const raced = await batchAt(trx, target.siteId, target.templateId, source.batch_key);
  if (raced) assertSameExpiry(raced, source);
  return made;
}

/**
 * Takes the quantity out of the source batch and into the target unit's batch of the same number
 * and expiry (created if missing): a transfer_out and a transfer_in, in the caller's transaction.
 * Both batches are locked in one order first, so moves between the same batches, in either
 * direction, wait for each other.
 */
export async function moveBetweenUnits(
  trx: Trx,
  by: MoveBy,
  source: InventoryItemTable,
  target: { siteId: string; templateId: string },
  quantity: number,
  details: { out: MoveDetails; in: MoveDetails },
): Promise<{ out: MoveResult; in: MoveResult }> {
  const into = await targetBatch(trx, by, source, target);
  await lockBatchesInOrder(trx, [source.id, into.id]);
  const out = await moveStock(trx, by, 'transfer_out', source.id, -quantity, details.out);
  // A batch made here is audited as made, as a delivery's new batch is.
  const inDetails: MoveDetails = into.created
    ? { ...details.in, audit: { action: 'create' } }
    : details.in;
  return { out, in: await moveStock(trx, by, 'transfer_in', into.id, quantity, inDetails) };
}
