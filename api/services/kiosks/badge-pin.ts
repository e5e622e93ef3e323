import type { AppDeps } from '../../deps.ts';
import type { UserTable } from '../../db/schema.ts';
import { actorLabel } from '../auth/actor.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { writeAudit, type AuditActor } from '../audit/audit-service.ts';
import { badgeHmac } from './badges.ts';
import {
  badgeAttemptKeys,
  badgeAttemptSucceeded,
  reserveBadgeAttempt,
  type BadgeReservation,
} from './badge-throttle.ts';
import type { KnownKiosk } from './kiosk-keys.ts';

/**
 * What a badge and PIN came to. An unknown badge, a badge without a PIN and a wrong PIN are one
 * refusal to the person at the kiosk; the audit log keeps which it was.
 */
export type BadgePinCheck =
  | { ok: true; user: UserTable }
  | { ok: false; reason: 'refused' }
  | { ok: false; reason: 'locked' | 'kiosk_throttled'; until: string };

type WrongReason = 'unknown_badge' | 'no_pin' | 'wrong_pin';
type Reserved = Extract<BadgeReservation, { ok: true }>;

/** The audit rows of a refusal: its reason, and the badge or kiosk it locked. No PIN, no badge id. */
async function recordRefusal(
  deps: AppDeps,
  kiosk: KnownKiosk,
  user: UserTable | undefined,
  reason: WrongReason,
  reserved: Reserved,
) {
  const at = deps.clock.now();
  const kioskActor: AuditActor = { id: null, label: `Kiosken ${kiosk.name}` };
  const where = { site_id: kiosk.siteId };
  const about = { kiosk_id: kiosk.id, kiosk: kiosk.name };
  await deps.db.transaction().execute(async (trx) => {
    await writeAudit(trx, at, kioskActor, {
      action: 'badge_refused',
      entity: 'kiosk',
      entity_id: kiosk.id,
      ...where,
      after: { ...about, reason, user_id: user?.id ?? null },
    });
    if (reserved.badgeLocksUntil)
      await writeAudit(trx, at, user ? { id: user.id, label: actorLabel(user) } : kioskActor, {
        action: 'badge_locked',
        entity: user ? 'user' : 'kiosk',
        entity_id: user ? user.id : kiosk.id,
        ...where,
        after: { ...about, locked_until: reserved.badgeLocksUntil },
      });
    if (reserved.kioskLocksUntil)
      await writeAudit(trx, at, kioskActor, {
        action: 'kiosk_throttled',
        entity: 'kiosk',
        entity_id: kiosk.id,
        ...where,
        after: { ...about, throttled_until: reserved.kioskLocksUntil },
      });
  });
}

/**
 * Checks a badge and PIN typed at a kiosk. The attempt is counted before the PIN is checked: five
 * wrong ones lock the badge at this customer's kiosks (an unknown badge is counted the same way),
 * twenty lock the kiosk, each for 15 minutes. Whether the person may act at the kiosk's site is
 * the caller's question.
 */
export async function checkBadgePin(
  deps: AppDeps,
  kiosk: KnownKiosk,
  badgeId: string,
  pin: string,
): Promise<BadgePinCheck> {
  const hmac = await badgeHmac(deps.db, badgeId);
  const reserved = await reserveBadgeAttempt(deps, badgeAttemptKeys(kiosk, hmac));
  if (!reserved.ok) return reserved;
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('badge_hmac', '=', hmac)
    .executeTakeFirst();
  const right = user?.pin_hash
    ? await verifyPassword(user.pin_hash, pin)
    : await verifyAgainstDummy(pin);
  if (user && right) {
    await badgeAttemptSucceeded(deps, reserved.id);
    return { ok: true, user };
  }
  const reason = !user ? 'unknown_badge' : !user.pin_hash ? 'no_pin' : 'wrong_pin';
  await recordRefusal(deps, kiosk, user, reason, reserved);
  if (reserved.kioskLocksUntil)
    return { ok: false, reason: 'kiosk_throttled', until: reserved.kioskLocksUntil };
  if (reserved.badgeLocksUntil)
    return { ok: false, reason: 'locked', until: reserved.badgeLocksUntil };
  return { ok: false, reason: 'refused' };
}

/** Whole minutes until `until`, at least one. */
export function minutesUntil(until: string, now: Date): { seconds: number; minutes: number } {
  const seconds = Math.max(1, Math.ceil((new Date(until).getTime() - now.getTime()) / 1000));
  return { seconds, minutes: Math.ceil(seconds / 60) };
}
