import { createHash } from 'node:crypto';
import { QrScanResult, type QrScanRequest } from '../../../shared/schemas/qr.ts';
import type { Db } from '../../db/schema.ts';
import { badRequest, invalid } from '../../errors.ts';

const PRINTABLE_KEY = /^[\x20-\x7e]{1,100}$/;

/** The Idempotency-Key header's value, null when absent; 400 when it is not 1–100 printable characters. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!PRINTABLE_KEY.test(header))
    throw badRequest(
      'Idempotency-Key måste vara 1–100 skrivbara tecken (bokstäver, siffror eller tecken).',
      'INVALID_IDEMPOTENCY_KEY',
    );
  return header;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/**
 * SHA-256 of who asked (a user's id, or 'public') and the validated request with its keys in a
 * fixed order: a key replays only for the same caller with the same body.
 */
/** The witness as the hash keeps it: who signed, never the password or PIN. */
const signedBy = (witness: QrScanRequest['witness']) =>
  witness ? ('email' in witness ? witness.email : witness.badge_id) : null;

/** A request without a delivery's fields hashes as it did before they existed. */
export function requestHash(callerId: string | null, input: QrScanRequest) {
  const { witness, delivery_reference: reference, ...rest } = input;
  const request = {
    ...rest,
    ...(reference ? { delivery_reference: reference } : {}),
    ...(witness ? { witness: signedBy(witness) } : {}),
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical({ caller: callerId ?? 'public', request })))
    .digest('hex');
}

export type StoredScan = { request_hash: string | null; result_json: string | null };

/** The scan first made with this key, at any site (a key names one request). */
export async function storedScan(db: Db, key: string) {
  return db
    .selectFrom('qr_scans')
    .select(['request_hash', 'result_json'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The answer first given for this key, or 422 when the key came with another request. */
export function replayOf(stored: StoredScan, hash: string): QrScanResult {
  const parsed = QrScanResult.safeParse(JSON.parse(stored.result_json ?? 'null'));
  if (stored.request_hash !== hash || !parsed.success)
    throw invalid(
      'Idempotency-Key har redan använts för en annan skanning. Skicka en ny nyckel.',
      undefined,
      'IDEMPOTENCY_KEY_REUSED',
    );
  return { ...parsed.data, replayed: true };
}
