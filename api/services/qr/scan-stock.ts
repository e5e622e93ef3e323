import { sql, type Transaction } from 'kysely';
import { PATIENT_REQUIRED } from '../../../shared/schemas/narcotics.ts';
import type { QrScanRequest } from '../../../shared/schemas/qr.ts';
import type { Database, InventoryItemTable } from '../../db/schema.ts';
import { conflict, insufficientStock, invalid, notFound } from '../../errors.ts';
import { assertNotQuarantined, heldByRecall } from '../stock/recall-hold.ts';
import { newBatchRow } from '../inventory/inventory-records.ts';
import { displayName } from '../stock/ledger.ts';
import { batchRow, moveStock, type MoveBy, type MoveDetails } from '../stock/move.ts';
import { receiveNewBatch } from '../stock/new-batch.ts';
import { batchAt } from '../inventory/inventory-service.ts';
import { batchKey } from '../sites/site-scope.ts';
import { qrAuditActor, type QrCaller } from './public-access.ts';
import type { ResolvedCode } from './resolve-code.ts';
import { assertWithinScanLimit } from './scan-limit.ts';

type Trx = Transaction<Database>;

/**
 * What a refill's movement records beyond the scan: a narcotic's delivery reference and witness.
 * A narcotic's refill is a delivery ('received'), never a return.
 */
export type Delivery = { narcotic: boolean; details: MoveDetails };

/** What a withdrawal or refill did to one batch. */
export type StockMove = {
  item: InventoryItemTable;
  unitType: string;
  message: string;
  /** Why an open recall holds the batch now (null: none does), when the move already knows. */
  quarantineReason?: string | null;
};

/** The medicine a code names, as a message says it: 'Alvedon 500 mg'. */
export const medicineOf = (code: ResolvedCode) =>
  displayName(code.template.name, code.template.strength);

const NOT_ENOUGH = 'Inte tillräckligt med lager';

function unitTypeFor(
  item: Pick<InventoryItemTable, 'batch_number' | 'unit_type'>,
  asked: string | undefined,
): string {
  if (asked !== undefined && asked !== item.unit_type)
    throw invalid(
      `Batch ${item.batch_number} räknas i ${item.unit_type}, inte i ${asked}.`,
      undefined,
      'UNIT_TYPE_MISMATCH',
    );
  return item.unit_type;
}

/** Whether an open recall holds the batch read (built once: it never changes). */
const HELD = heldByRecall(sql.ref<string>('i.id'));

/** What a withdrawal reads of a batch. */
function batchToTake(trx: Trx) {
  return trx
    .selectFrom('inventory_items as i')
    .select(['i.id', 'i.batch_number', 'i.expiry_date', 'i.unit_type']);
}

/** The first batch to expire that is not expired, not held by a recall and has stock (FEFO). */
async function firstUsableBatch(trx: Trx, code: ResolvedCode, today: string) {
  const item = await batchToTake(trx)
    .where('i.medicine_template_id', '=', code.template.id)
    .where('i.quantity', '>', 0)
    .where('i.expiry_date', '>=', today)
    .where((eb) => eb.not(HELD))
    .orderBy('i.expiry_date')
    .orderBy('i.batch_number')
    .limit(1)
    .executeTakeFirst();
  // Held batches are passed over here, so the one found is not held.
  if (item) return { ...item, held: false };
  throw insufficientStock(
    `${NOT_ENOUGH}: ${medicineOf(code)} har inget lager som går att ta ut (utgångna och spärrade batcher räknas inte).`,
  );
}

async function namedBatch(trx: Trx, code: ResolvedCode, batch: string, today: string) {
  const row = await batchToTake(trx)
    .select(HELD.as('held'))
    .where('i.site_id', '=', code.site.id)
    .where('i.medicine_template_id', '=', code.template.id)
    .where('i.batch_key', '=', batchKey(batch))
    .executeTakeFirst();
  if (!row)
    throw notFound(
      `Batch ${batch} finns inte för ${medicineOf(code)} på enheten.`,
      'BATCH_NOT_FOUND',
    );
  const item = { ...row, held: Boolean(row.held) };
  if (item.expiry_date < today)
    throw conflict(
      `Batch ${item.batch_number} gick ut ${item.expiry_date} och ska kasseras, inte delas ut.`,
      'BATCH_EXPIRED',
    );
  return item;
}

/**
 * Who scans, and the scan's id the movement and audit row refer to; `occurredAt` when an offline
 * kiosk's scan happened earlier than it is booked.
 */
export type Scanner = { caller: QrCaller; scanId: string; occurredAt: string | null };

const moverOf = (scanner: Scanner): MoveBy => ({
  clock: scanner.caller.clock,
  actor: qrAuditActor(scanner.caller),
  occurredAt: scanner.occurredAt,
});

const scanDetails = (
  scanner: Scanner,
  action: 'qr_withdraw' | 'qr_add',
  quantity: number,
  unitType: string,
): MoveDetails => ({
  reference: { type: 'qr_scan', id: scanner.scanId },
  audit: {
    action,
    after: {
      [action === 'qr_withdraw' ? 'withdrawn' : 'added']: quantity,
      unit_type: unitType,
      scan_id: scanner.scanId,
    },
  },
});

/** A narcotic's withdrawal names the patient, for its journal; other medicines do not keep one. */
function patientFor(code: ResolvedCode, input: QrScanRequest): string | null {
  if (code.template.is_controlled_substance !== 1) return null;
  if (!input.patient)
    throw invalid(
      PATIENT_REQUIRED,
      [{ path: 'patient', message: PATIENT_REQUIRED }],
      'PATIENT_REQUIRED',
    );
  return input.patient;
}

export async function withdrawStock(
  trx: Trx,
  scanner: Scanner,
  code: ResolvedCode,
  input: QrScanRequest,
): Promise<StockMove> {
  const patient = patientFor(code, input);
  const today = scanner.caller.clock.today();
  const batch = input.batch_number ?? code.gs1?.batch_number;
  const item = batch
    ? await namedBatch(trx, code, batch, today)
    : await firstUsableBatch(trx, code, today);
  const unitType = unitTypeFor(item, input.unit_type);
  assertWithinScanLimit(scanner.caller, code, input, 'withdraw', unitType);
  // Refused with the recall named, as the move itself would.
  if (item.held) await assertNotQuarantined(trx, item.id);
  // The guarded move makes racing withdrawals of the last packs end with as many winners as packs.
  const moved = await moveStock(trx, moverOf(scanner), 'withdrawn', item.id, -input.quantity, {
    ...scanDetails(scanner, 'qr_withdraw', input.quantity, unitType),
    patient,
    recallChecked: true,
  });
  return {
    item: moved.item,
    unitType,
    message: `Tog ut ${input.quantity} ${unitType} ${medicineOf(code)} ur batch ${item.batch_number}. ${moved.item.quantity} kvar i batchen.`,
    // Not held: the batch was refused otherwise, and a withdrawal matches no recalls.
    quarantineReason: null,
  };
}

async function addToBatch(
  trx: Trx,
  scanner: Scanner,
  code: ResolvedCode,
  item: InventoryItemTable,
  input: QrScanRequest,
  expiry: string | undefined,
  delivery: Delivery,
): Promise<StockMove> {
  if (expiry && expiry !== item.expiry_date)
    throw conflict(
      `Batch ${item.batch_number} finns redan med utgångsdatum ${item.expiry_date}. Kontrollera förpackningen.`,
      'BATCH_EXPIRY_MISMATCH',
    );
  const unitType = unitTypeFor(item, input.unit_type);
  assertWithinScanLimit(scanner.caller, code, input, 'add', unitType);
  const moved = await moveStock(
    trx,
    moverOf(scanner),
    delivery.narcotic ? 'received' : 'returned',
    item.id,
    input.quantity,
    { ...scanDetails(scanner, 'qr_add', input.quantity, unitType), ...delivery.details },
  );
  return {
    item: moved.item,
    unitType,
    message: `Lade till ${input.quantity} ${unitType} ${medicineOf(code)} i batch ${item.batch_number}. ${moved.item.quantity} i batchen nu.`,
  };
}

async function newBatch(
  trx: Trx,
  scanner: Scanner,
  code: ResolvedCode,
  batch: string,
  input: QrScanRequest,
  expiry: string | undefined,
  delivery: Delivery,
): Promise<StockMove> {
  if (!expiry) throw invalid('Utgångsdatum krävs för en ny batch', undefined, 'EXPIRY_REQUIRED');
  assertWithinScanLimit(scanner.caller, code, input, 'add', input.unit_type ?? 'styck');
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
    scanner.caller.clock.now().toISOString(),
  );
  const received = await receiveNewBatch(trx, moverOf(scanner), row, {
    ...scanDetails(scanner, 'qr_add', input.quantity, row.unit_type),
    ...delivery.details,
  });
  // A refill racing this one registered the batch first: add to it instead.
  if (!received.created)
    return addToBatch(
      trx,
      scanner,
      code,
      await batchRow(trx, received.id),
      input,
      expiry,
      delivery,
    );
  return {
    item: row,
    unitType: row.unit_type,
    message: `Lade till ${input.quantity} ${row.unit_type} ${medicineOf(code)} i den nya batchen ${batch} (utgår ${expiry}).`,
  };
}

/** A refill: adds to the named batch when it exists, otherwise creates it (expiry needed). */
export async function addStock(
  trx: Trx,
  scanner: Scanner,
  code: ResolvedCode,
  input: QrScanRequest,
  delivery: Delivery,
): Promise<StockMove> {
  const batch = input.batch_number ?? code.gs1?.batch_number;
  if (!batch)
    throw invalid('Välj en batch eller ange ett nytt batchnummer.', undefined, 'BATCH_REQUIRED');
  const expiry = input.expiry_date ?? code.gs1?.expiry_date ?? undefined;
  const existing = await batchAt(trx, code.site.id, code.template.id, batch);
  return existing
    ? addToBatch(trx, scanner, code, existing, input, expiry, delivery)
    : newBatch(trx, scanner, code, batch, input, expiry, delivery);
}
