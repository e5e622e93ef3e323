import type { Transaction } from 'kysely';
import { MAX_ITEM_QUANTITY } from '../../../shared/schemas/inventory.ts';
import type { QrScanRequest } from '../../../shared/schemas/qr.ts';
import type { Database, InventoryItemTable } from '../../db/schema.ts';
import {
  conflict,
  insufficientStock,
  invalid,
  notFound,
  quantityTooLarge,
} from '../../http/errors.ts';
import { matchItemsAgainstNotices } from '../recalls/match-stock.ts';
import { activeRecallOf, assertNotQuarantined } from '../recalls/quarantine.ts';
import { insertBatchUnlessPresent, newBatchRow } from '../inventory-records.ts';
import { batchAt } from '../inventory-service.ts';
import type { QrCaller } from './public-access.ts';
import type { ResolvedCode } from './resolve-code.ts';

type Trx = Transaction<Database>;

/** What a withdrawal or refill did to one batch. */
export type StockMove = {
  item: InventoryItemTable;
  before: number | null;
  unitType: string;
  message: string;
};

export const displayName = (code: ResolvedCode) =>
  code.template.strength ? `${code.template.name} ${code.template.strength}` : code.template.name;

const NOT_ENOUGH = 'Inte tillräckligt med lager';

async function itemById(trx: Trx, id: string) {
  return trx
    .selectFrom('inventory_items')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function unitTypeFor(item: InventoryItemTable, asked: string | undefined): string {
  if (asked !== undefined && asked !== item.unit_type)
    throw invalid(
      `Batch ${item.batch_number} räknas i ${item.unit_type}, inte i ${asked}.`,
      undefined,
      'UNIT_TYPE_MISMATCH',
    );
  return item.unit_type;
}

/** The first batch to expire that is not expired, not held by a recall and has stock (FEFO). */
async function firstUsableBatch(trx: Trx, code: ResolvedCode, today: string) {
  const candidates = await trx
    .selectFrom('inventory_items')
    .selectAll()
    .where('medicine_template_id', '=', code.template.id)
    .where('quantity', '>', 0)
    .where('expiry_date', '>=', today)
    .orderBy('expiry_date')
    .orderBy('batch_number')
    .execute();
  for (const item of candidates) if (!(await activeRecallOf(trx, item.id))) return item;
  throw insufficientStock(
    `${NOT_ENOUGH}: ${displayName(code)} har inget lager som går att ta ut (utgångna och spärrade batcher räknas inte).`,
  );
}

async function namedBatch(trx: Trx, code: ResolvedCode, batch: string, today: string) {
  const item = await batchAt(trx, code.site.id, code.template.id, batch);
  if (!item)
    throw notFound(
      `Batch ${batch} finns inte för ${displayName(code)} på enheten.`,
      'BATCH_NOT_FOUND',
    );
  if (item.expiry_date < today)
    throw conflict(
      `Batch ${item.batch_number} gick ut ${item.expiry_date} och ska kasseras, inte delas ut.`,
      'BATCH_EXPIRED',
    );
  return item;
}

export async function withdrawStock(
  trx: Trx,
  caller: QrCaller,
  code: ResolvedCode,
  input: QrScanRequest,
): Promise<StockMove> {
  const today = caller.clock.today();
  const batch = input.batch_number ?? code.gs1?.batch_number;
  const item = batch
    ? await namedBatch(trx, code, batch, today)
    : await firstUsableBatch(trx, code, today);
  const unitType = unitTypeFor(item, input.unit_type);
  await assertNotQuarantined(trx, item.id);
  // The guard makes racing withdrawals of the last packs end with exactly as many winners as packs.
  const taken = await trx
    .updateTable('inventory_items')
    .set((eb) => ({
      quantity: eb('quantity', '-', input.quantity),
      updated_at: caller.clock.now().toISOString(),
    }))
    .where('id', '=', item.id)
    .where('quantity', '>=', input.quantity)
    .executeTakeFirst();
  const after = await itemById(trx, item.id);
  if (Number(taken.numUpdatedRows) !== 1)
    throw insufficientStock(
      `${NOT_ENOUGH}: batch ${item.batch_number} har ${after.quantity} ${unitType} kvar.`,
    );
  return {
    item: after,
    before: after.quantity + input.quantity,
    unitType,
    message: `Tog ut ${input.quantity} ${unitType} ${displayName(code)} ur batch ${item.batch_number}. ${after.quantity} kvar i batchen.`,
  };
}

async function addToBatch(
  trx: Trx,
  caller: QrCaller,
  code: ResolvedCode,
  item: InventoryItemTable,
  input: QrScanRequest,
  expiry: string | undefined,
): Promise<StockMove> {
  if (expiry && expiry !== item.expiry_date)
    throw conflict(
      `Batch ${item.batch_number} finns redan med utgångsdatum ${item.expiry_date}. Kontrollera förpackningen.`,
      'BATCH_EXPIRY_MISMATCH',
    );
  const unitType = unitTypeFor(item, input.unit_type);
  await assertNotQuarantined(trx, item.id);
  const added = await trx
    .updateTable('inventory_items')
    .set((eb) => ({
      quantity: eb('quantity', '+', input.quantity),
      updated_at: caller.clock.now().toISOString(),
    }))
    .where('id', '=', item.id)
    .where('quantity', '<=', MAX_ITEM_QUANTITY - input.quantity)
    .executeTakeFirst();
  if (Number(added.numUpdatedRows) !== 1) throw quantityTooLarge();
  await matchItemsAgainstNotices(trx, caller.clock, [item.id], { reopenDisposed: true });
  const after = await itemById(trx, item.id);
  return {
    item: after,
    before: after.quantity - input.quantity,
    unitType,
    message: `Lade till ${input.quantity} ${unitType} ${displayName(code)} i batch ${item.batch_number}. ${after.quantity} i batchen nu.`,
  };
}

async function newBatch(
  trx: Trx,
  caller: QrCaller,
  code: ResolvedCode,
  batch: string,
  input: QrScanRequest,
  expiry: string | undefined,
): Promise<StockMove> {
  if (!expiry) throw invalid('Utgångsdatum krävs för en ny batch', undefined, 'EXPIRY_REQUIRED');
  const row = newBatchRow(
    {
      site_id: code.site.id,
      medicine_template_id: code.template.id,
      batch_number: batch,
      expiry_date: expiry,
      quantity: input.quantity,
      unit_type: input.unit_type ?? 'styck',
      location: null,
      notes: null,
    },
    caller.clock.now().toISOString(),
  );
  const inserted = await insertBatchUnlessPresent(trx, row);
  // A refill racing this one registered the batch first: add to it instead.
  if (!inserted.created)
    return addToBatch(trx, caller, code, await itemById(trx, inserted.id), input, expiry);
  await matchItemsAgainstNotices(trx, caller.clock, [row.id]);
  return {
    item: row,
    before: null,
    unitType: row.unit_type,
    message: `Lade till ${input.quantity} ${row.unit_type} ${displayName(code)} i den nya batchen ${batch} (utgår ${expiry}).`,
  };
}

/** A refill: adds to the named batch when it exists, otherwise creates it (expiry needed). */
export async function addStock(
  trx: Trx,
  caller: QrCaller,
  code: ResolvedCode,
  input: QrScanRequest,
): Promise<StockMove> {
  const batch = input.batch_number ?? code.gs1?.batch_number;
  if (!batch)
    throw invalid('Välj en batch eller ange ett nytt batchnummer.', undefined, 'BATCH_REQUIRED');
  const expiry = input.expiry_date ?? code.gs1?.expiry_date ?? undefined;
  const existing = await batchAt(trx, code.site.id, code.template.id, batch);
  return existing
    ? addToBatch(trx, caller, code, existing, input, expiry)
    : newBatch(trx, caller, code, batch, input, expiry);
}
