import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../errors.ts';
import { KIOSK_IDLE_MINUTES } from '../../../shared/schemas/kiosks.ts';
import { kioskQuery } from './kiosk-records.ts';

/** A kiosk as the request's device key names it. */
export type KnownKiosk = {
  /** Null for the embedded kiosk, which is not registered. */
  id: string | null;
  name: string;
  /** The site its badge sessions work in; null for the embedded kiosk (the user's own sites). */
  siteId: string | null;
  siteName: string | null;
  /** The customer of its site, whose kiosks share a badge's PIN count; null for the embedded kiosk. */
  customerId: string | null;
  idleMinutes: number;
  signOutAfterWithdrawal: boolean;
};

export const EMBEDDED_KIOSK_NAME = 'Den här datorn';

/** A new device key: 256 random bits, typed into kiosk.json once. */
export const newDeviceKey = () => randomBytes(32).toString('base64url');

/** The key is random and long, so a plain SHA-256 is enough to keep it unreadable at rest. */
export const deviceKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The kiosk a device key belongs to, or null for a missing, unknown or revoked key. */
export async function kioskOfKey(
  deps: AppDeps,
  key: string | undefined,
): Promise<KnownKiosk | null> {
  const given = key?.trim();
  if (!given) return null;
  const local = deps.config.localKioskKey;
  if (local && sameText(given, local))
    return {
      id: null,
      name: EMBEDDED_KIOSK_NAME,
      siteId: null,
      siteName: null,
      customerId: null,
      idleMinutes: KIOSK_IDLE_MINUTES.default,
      signOutAfterWithdrawal: false,
    };
  const row = await kioskQuery(deps.db)
    .where('kiosks.key_hash', '=', deviceKeyHash(given))
    .where('sites.is_active', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    siteId: row.site_id,
    siteName: row.site_name,
    customerId: row.customer_id,
    idleMinutes: row.idle_minutes,
    signOutAfterWithdrawal: row.sign_out_after_withdrawal === 1,
  };
}

export const NOT_A_KIOSK =
  'Inloggning med tagg fungerar bara på en registrerad kiosk. Logga in med e-post och lösenord.';

export async function requireKiosk(deps: AppDeps, key: string | undefined): Promise<KnownKiosk> {
  const kiosk = await kioskOfKey(deps, key);
  if (!kiosk) throw forbidden(NOT_A_KIOSK, 'KIOSK_NOT_REGISTERED');
  return kiosk;
}
