import { BADGE_PIN_LOCK } from '../../../shared/constants.ts';
import type { AppDeps } from '../../deps.ts';
import type { UserTable } from '../../db/schema.ts';
import { iso, minutesAfter } from '../../time.ts';
import { actorLabel } from '../auth/actor.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { badgeHmac } from './badges.ts';
import type { KnownKiosk } from './kiosk-keys.ts';

/** What a badge and PIN came to. Each caller says it in its own words (a sign-in, a witness). */
export type BadgePinCheck =
  | { ok: true; user: UserTable }
  | { ok: false; reason: 'unknown_badge' | 'no_pin' }
  | { ok: false; reason: 'wrong_pin'; attemptsLeft: number }
  | { ok: false; reason: 'locked'; until: string };

/** Counts a wrong PIN; the last allowed one locks the badge. Counted in the database, so every process agrees. */
async function wrongPin(deps: AppDeps, user: UserTable, kiosk: KnownKiosk): Promise<BadgePinCheck> {
  const now = deps.clock.now();
  const counted = await deps.db
    .updateTable('users')
    .set((eb) => ({ pin_failures: eb('pin_failures', '+', 1) }))
    .where('id', '=', user.id)
    .returning('pin_failures')
    .executeTakeFirstOrThrow();
  const attemptsLeft = BADGE_PIN_LOCK.maxFailures - counted.pin_failures;
  if (attemptsLeft > 0) return { ok: false, reason: 'wrong_pin', attemptsLeft };
  const until = iso(minutesAfter(now, BADGE_PIN_LOCK.lockMinutes));
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ pin_failures: 0, pin_locked_until: until })
      .where('id', '=', user.id)
      .execute();
    await writeAudit(
      trx,
      now,
      { id: user.id, label: actorLabel(user) },
      {
        action: 'badge_locked',
        entity: 'user',
        entity_id: user.id,
        site_id: kiosk.siteId,
        after: { kiosk_id: kiosk.id, kiosk: kiosk.name, locked_until: until },
      },
    );
  });
  return { ok: false, reason: 'locked', until };
}

/**
 * Checks a badge and PIN typed at a kiosk. Five wrong PINs in a row lock the badge for 15
 * minutes wherever it is used next; a right PIN clears the count. Whether the person may act at
 * the kiosk's site is the caller's question.
 */
export async function checkBadgePin(
  deps: AppDeps,
  kiosk: KnownKiosk,
  badgeId: string,
  pin: string,
): Promise<BadgePinCheck> {
  const now = deps.clock.now();
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('badge_hmac', '=', await badgeHmac(deps.db, badgeId))
    .executeTakeFirst();
  if (!user) {
    await verifyAgainstDummy(pin);
    return { ok: false, reason: 'unknown_badge' };
  }
  if (user.pin_locked_until && user.pin_locked_until > iso(now))
    return { ok: false, reason: 'locked', until: user.pin_locked_until };
  if (!user.pin_hash) return { ok: false, reason: 'no_pin' };
  if (!(await verifyPassword(user.pin_hash, pin))) return wrongPin(deps, user, kiosk);
  if (user.pin_failures > 0)
    await deps.db.updateTable('users').set({ pin_failures: 0 }).where('id', '=', user.id).execute();
  return { ok: true, user };
}

/** Whole minutes until `until`, at least one. */
export function minutesUntil(until: string, now: Date): { seconds: number; minutes: number } {
  const seconds = Math.max(1, Math.ceil((new Date(until).getTime() - now.getTime()) / 1000));
  return { seconds, minutes: Math.ceil(seconds / 60) };
}
