import { currentOfflineGrant, useSessionStore } from '../../stores/session.ts';
import type { QrBatchList, QrScanInput, QrVerifyResult } from '../../../shared/schemas/qr.ts';
import { enqueue, knownBatches, knownCode, rememberBatches, rememberCode } from './offline-db.ts';
import { useOfflineQueue } from './offline-queue.ts';
import { serverUnreachable } from './reachability.ts';

/**
 * The scan screen's offline side. Only a person signed in with badge and PIN at a registered
 * kiosk has a grant; everyone else sees the usual error when the server does not answer.
 */

const warn = (what: string) => (error: unknown) => console.warn(what, error);

/** A code the server accepted, kept so that the kiosk can show it when the server is away. */
export function rememberForOffline(raw: string, verified: QrVerifyResult): void {
  if (!currentOfflineGrant()) return;
  rememberCode(raw, verified).catch(warn('Koden kunde inte sparas för offlinebruk'));
}

/** The code as this kiosk last saw it verified, or null. */
export async function knownOffline(
  raw: string,
): Promise<{ raw: string; verified: QrVerifyResult; offline: true } | null> {
  if (!currentOfflineGrant()) return null;
  const verified = await knownCode(raw).catch(() => null);
  return verified ? { raw, verified, offline: true } : null;
}

/** A medicine's batches from the server, or as this kiosk last read them when the server is away. */
export async function batchesOrLastKnown(
  key: string,
  read: () => Promise<QrBatchList>,
): Promise<QrBatchList> {
  const offline = currentOfflineGrant() !== null;
  try {
    const list = await read();
    if (offline) rememberBatches(key, list.batches).catch(warn('Batcherna kunde inte sparas'));
    return list;
  } catch (error) {
    const known = offline && serverUnreachable(error) ? await knownBatches(key) : null;
    if (known) return { batches: known };
    throw error;
  }
}

export type QueuedScan = { medicineName: string; action: 'withdraw' | 'add'; quantity: number };

const nameOf = (verified: QrVerifyResult) =>
  [verified.medicine_name, verified.strength].filter(Boolean).join(' ');

/**
 * Saves a withdrawal or put-back the server did not answer, with the key it was sent with (so a
 * request that did arrive is not booked twice) and when it happened. Null when it may not wait:
 * no grant, a look at the stock, or a narcotic (the unit's paper routine applies).
 */
export async function queueOffline(
  scanned: { verified: QrVerifyResult },
  body: QrScanInput,
  key: string,
  occurredAt: string,
): Promise<QueuedScan | null> {
  const grant = currentOfflineGrant();
  const action = body.action_type;
  if (!grant || action === 'view' || scanned.verified.is_controlled_substance) return null;
  const user = useSessionStore.getState().user;
  const quantity = body.quantity ?? 1;
  const medicineName = nameOf(scanned.verified);
  await enqueue({
    idempotency_key: key,
    occurred_at: occurredAt,
    grant,
    qr_code_data: body.qr_code_data,
    action_type: action,
    quantity,
    ...(body.batch_number ? { batch_number: body.batch_number } : {}),
    ...(body.expiry_date ? { expiry_date: body.expiry_date } : {}),
    medicine_name: medicineName,
    actor_name: user ? `${user.first_name} ${user.last_name}` : '',
  });
  await useOfflineQueue.getState().refresh();
  return { medicineName, action, quantity };
}
