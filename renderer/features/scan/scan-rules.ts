import { parseMedvaktCode } from '../../../shared/qr-code.ts';
import type { Gs1Fields, QR_ERROR_CODES, QrBatch } from '../../../shared/schemas/qr.ts';
import {
  SCREEN_CAPS,
  scanLimit,
  type ScanOrigin,
  type SiteScanLimits,
} from '../../../shared/scan-limits.ts';

export type StockAction = 'withdraw' | 'add';

/** Which batch a withdrawal or refill goes to: one in stock, or a new one with its expiry. */
export type BatchChoice =
  | { kind: 'existing'; batchNumber: string }
  | { kind: 'new'; batchNumber: string; expiryDate: string };

/** Recalled (quarantined) batches take nothing; expired and empty ones give nothing. */
export function batchUsableFor(action: StockAction, batch: QrBatch): boolean {
  if (batch.is_quarantined) return false;
  return action === 'add' || (!batch.is_expired && batch.quantity > 0);
}

const existing = (batch: QrBatch): BatchChoice => ({
  kind: 'existing',
  batchNumber: batch.batch_number,
});

/**
 * The batch to start with: the pack's own batch when a GS1 code named one, otherwise the first to
 * expire that may be used (the list comes in FEFO order). A refill of a batch not in stock yet
 * starts as a new batch with the pack's number and expiry.
 */
export function initialBatchChoice(
  action: StockAction,
  batches: readonly QrBatch[],
  pack: Gs1Fields | null = null,
): BatchChoice | null {
  const packBatch = pack?.batch_number
    ? batches.find((batch) => batch.batch_number === pack.batch_number)
    : undefined;
  if (packBatch && batchUsableFor(action, packBatch)) return existing(packBatch);
  if (action === 'add' && pack?.batch_number && !packBatch) {
    return { kind: 'new', batchNumber: pack.batch_number, expiryDate: pack.expiry_date ?? '' };
  }
  const first = batches.find((batch) => batchUsableFor(action, batch));
  if (first) return existing(first);
  return action === 'add' ? { kind: 'new', batchNumber: '', expiryDate: '' } : null;
}

/** How many may be taken out: the chosen batch's quantity, or all usable stock. */
export function availableToWithdraw(
  batches: readonly QrBatch[],
  choice: BatchChoice | null,
): number {
  if (choice?.kind === 'existing') {
    return batches.find((batch) => batch.batch_number === choice.batchNumber)?.quantity ?? 0;
  }
  return batches
    .filter((batch) => batchUsableFor('withdraw', batch))
    .reduce((sum, batch) => sum + batch.quantity, 0);
}

export type QuantityProblem = 'notWhole' | 'belowOne' | 'aboveCap' | 'notEnough';

/** What is wrong with the quantity typed, if anything; `available` only limits withdrawals. */
export function quantityProblem(
  action: StockAction,
  quantity: number | string,
  limits: { cap: number; available: number },
): QuantityProblem | null {
  const value = typeof quantity === 'number' ? quantity : Number(quantity.trim() || Number.NaN);
  if (!Number.isInteger(value)) return 'notWhole';
  if (value < 1) return 'belowOne';
  if (action === 'withdraw' && value > limits.available) return 'notEnough';
  if (value > limits.cap) return 'aboveCap';
  return null;
}

/**
 * The most one scan may move on a screen: the site's limit or the screen's cap, whichever is lower,
 * as the server counts it. Without the site's limits (an older offline copy) the screen's cap.
 */
export const scanCap = (
  site: SiteScanLimits | null | undefined,
  origin: ScanOrigin,
  action: StockAction,
): number => (site ? scanLimit(site, origin, action).max : SCREEN_CAPS[origin][action]);

/** What a batch choice sends: the batch number, and the expiry for a new batch. */
export function batchFields(choice: BatchChoice | null): {
  batch_number?: string;
  expiry_date?: string;
} {
  if (!choice) return {};
  if (choice.kind === 'existing') return { batch_number: choice.batchNumber };
  return { batch_number: choice.batchNumber.trim(), expiry_date: choice.expiryDate };
}

/** A new batch needs both its number and its expiry date. */
export const batchChoiceComplete = (choice: BatchChoice | null): boolean =>
  choice !== null &&
  (choice.kind === 'existing' || (choice.batchNumber.trim() !== '' && choice.expiryDate !== ''));

/** Spec 2-stock §8 headings for a code the server did not accept. */
export type VerifyFailure = 'invalid' | 'notFound' | 'notVerified';

export function verifyFailureOf(code: (typeof QR_ERROR_CODES)[number] | null): VerifyFailure {
  switch (code) {
    case 'MEDICINE_NOT_FOUND':
    case 'MEDICINE_INACTIVE':
      return 'notFound';
    case 'SITE_NOT_FOUND':
    case 'SITE_NOT_ALLOWED':
    case 'SIGN_IN_REQUIRED':
    case null:
      return 'notVerified';
    default:
      return 'invalid';
  }
}

/**
 * A stock call the server turned down (not enough left, a recalled or expired batch, narcotics)
 * could not update the stock; anything else (no answer, bad input, server error) failed to be
 * processed at all. `status` 0 means no answer.
 */
export const scanFailureOf = (status: number): 'update' | 'process' =>
  status === 403 || status === 409 ? 'update' : 'process';

/**
 * A Medvakt address whose site or medicine part is missing or broken is told apart from text
 * that is no code at all; anything else goes to the server to decide.
 */
export function lacksIds(text: string): boolean {
  return /(^|\/)qr(\/|$)/i.test(text.trim()) && parseMedvaktCode(text) === null;
}
