import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { QrScanRequest, QrScanResult } from '../../../shared/schemas/qr.ts';
import type { Database, QrScanTable } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { toQrBatch } from './batches.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { replayOf, requestHash, storedScan } from './idempotency.ts';
import { refuseNarcoticForToken } from '../api-tokens/token-narcotics.ts';
import { assertSignedInForNarcotic, qrAuditActor, type QrCaller } from './public-access.ts';
import { acceptedOrThrow, resolveCode, type ResolvedCode } from './resolve-code.ts';
import {
  addStock,
  medicineOf,
  withdrawStock,
  type Delivery,
  type StockMove,
} from './scan-stock.ts';
import { deliveryDetails } from '../narcotics/delivery-details.ts';
import type { WitnessSigner } from '../narcotics/witness.ts';
import { templateTotal } from './verify.ts';

type Idempotency = { key: string; hash: string } | null;

/**
 * How a scan is booked beyond its body: when an offline event happened, and where a witness of a
 * narcotic's delivery signs from (none offline: a narcotic is refused there).
 */
export type ScanOptions = { occurredAt?: string | null; signer?: WitnessSigner };

const NO_SIGNER: WitnessSigner = { address: '', kioskKey: undefined };

/** What an added quantity's movement records: a narcotic's reference and witness. */
async function deliveryOf(
  caller: QrCaller,
  code: ResolvedCode,
  input: QrScanRequest,
  signer: WitnessSigner = NO_SIGNER,
): Promise<Delivery> {
  const narcotic = code.template.is_controlled_substance === 1;
  if (input.action_type !== 'add' || !caller.actor) return { narcotic, details: {} };
  const ctx = { ...caller, actor: caller.actor, siteId: code.site.id };
  return { narcotic, details: await deliveryDetails(ctx, code.site.id, narcotic, input, signer) };
}

function scanRow(
  caller: QrCaller,
  code: ResolvedCode,
  input: QrScanRequest,
  move: StockMove | null,
  idempotency: Idempotency,
  result: QrScanResult,
  occurredAt: string | null,
): QrScanTable {
  return {
    id: result.scan_id,
    site_id: code.site.id,
    medicine_template_id: code.template.id,
    inventory_item_id: move?.item.id ?? null,
    medicine_name: medicineOf(code),
    batch_number: move?.item.batch_number ?? null,
    action_type: input.action_type,
    quantity: result.quantity,
    unit_type: move?.unitType ?? null,
    is_public: caller.actor ? 0 : 1,
    user_id: caller.actor?.id ?? null,
    actor_label: qrAuditActor(caller).label,
    client_address: caller.actor ? null : caller.address,
    idempotency_key: idempotency?.key ?? null,
    request_hash: idempotency?.hash ?? null,
    result_json: JSON.stringify(result),
    created_at: result.created_at,
    occurred_at: occurredAt,
  };
}

/** The stock move (with its ledger, warnings and audit rows) and the history row: one transaction. */
async function applyScan(
  trx: Transaction<Database>,
  caller: QrCaller,
  code: ResolvedCode,
  input: QrScanRequest,
  idempotency: Idempotency,
  occurredAt: string | null,
  delivery: Delivery,
): Promise<QrScanResult> {
  const now = caller.clock.now();
  const scanner = { caller, scanId: randomUUID(), occurredAt };
  const move =
    input.action_type === 'withdraw'
      ? await withdrawStock(trx, scanner, code, input)
      : input.action_type === 'add'
        ? await addStock(trx, scanner, code, input, delivery)
        : null;
  const total = await templateTotal(trx, code.template.id);
  const result: QrScanResult = {
    scan_id: scanner.scanId,
    action_type: input.action_type,
    site_id: code.site.id,
    medicine_template_id: code.template.id,
    medicine_name: code.template.name,
    batch: move
      ? await toQrBatch(trx, move.item, caller.clock.today(), move.quarantineReason)
      : null,
    quantity: move ? input.quantity : 0,
    current_inventory: total,
    message: move?.message ?? `${medicineOf(code)}: ${total} i lager på ${code.site.name}.`,
    created_at: now.toISOString(),
    replayed: false,
  };
  await trx
    .insertInto('qr_scans')
    .values(scanRow(caller, code, input, move, idempotency, result, occurredAt))
    .execute();
  return result;
}

/**
 * A scan: view, withdraw or add. With an Idempotency-Key the first answer is stored with the
 * change and given again (replayed) for a retry with the same body, also under a race.
 */
export async function scan(
  caller: QrCaller,
  input: QrScanRequest,
  key: string | null,
  options: ScanOptions = {},
): Promise<QrScanResult> {
  const code = acceptedOrThrow(await resolveCode(caller, input.qr_code_data));
  return scanResolved(caller, code, input, key, options);
}

/** A scan of a code already resolved and accepted (the offline replay checks the code first). */
export async function scanResolved(
  caller: QrCaller,
  code: ResolvedCode,
  input: QrScanRequest,
  key: string | null,
  options: ScanOptions = {},
): Promise<QrScanResult> {
  const idempotency = key ? { key, hash: requestHash(caller.actor?.id ?? null, input) } : null;
  const replay = async () => {
    if (!idempotency) return null;
    const stored = await storedScan(caller.db, idempotency.key);
    return stored ? replayOf(stored, idempotency.hash) : null;
  };
  assertSignedInForNarcotic(caller, code.template);
  refuseNarcoticForToken(caller.actor, code.template);
  const earlier = await replay();
  if (earlier) return earlier;
  const delivery = await deliveryOf(caller, code, input, options.signer);
  // A lost race for the key replays the winner; one for a new batch number is tried once more.
  for (let attempt = 1; ; attempt++) {
    try {
      return await caller.db
        .transaction()
        .execute((trx) =>
          applyScan(trx, caller, code, input, idempotency, options.occurredAt ?? null, delivery),
        );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = await replay();
      if (winner) return winner;
      if (attempt >= 2)
        throw conflict('Lagret ändrades samtidigt av någon annan. Försök igen.', 'SCAN_CONFLICT');
    }
  }
}
