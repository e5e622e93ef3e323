import { randomUUID } from 'node:crypto';
import { BADGE_PIN_LOCK, KIOSK_BADGE_THROTTLE } from '../../../shared/constants.ts';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/schema.ts';
import { lockKeys } from '../../db/key-lock.ts';
import { iso, minutesAfter, minutesBefore } from '../../time.ts';
import type { KnownKiosk } from './kiosk-keys.ts';

/** The embedded kiosk of a stand-alone unit has no registration and no customer: its own key. */
const LOCAL = 'local';

/** What a badge attempt is counted against: the badge at this customer's kiosks, and the kiosk. */
export type BadgeAttemptKeys = { badgeHmac: string; scope: string; kioskKey: string };

export const badgeAttemptKeys = (kiosk: KnownKiosk, badgeHmac: string): BadgeAttemptKeys => ({
  badgeHmac,
  scope: kiosk.customerId ?? LOCAL,
  kioskKey: kiosk.id ?? LOCAL,
});

/** An attempt reserved, with when its key locks should it fail; or refused, and until when. */
export type BadgeReservation =
  | { ok: true; id: string; badgeLocksUntil: string | null; kioskLocksUntil: string | null }
  | { ok: false; reason: 'locked' | 'kiosk_throttled'; until: string };

type Failures = { count: number; oldest: string | null };

async function badgeFailures(db: Db, keys: BadgeAttemptKeys, since: string): Promise<Failures> {
  const lastRight = await db
    .selectFrom('badge_attempts')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('badge_hmac', '=', keys.badgeHmac)
    .where('scope', '=', keys.scope)
    .where('success', '=', 1)
    .where('at', '>=', since)
    .executeTakeFirst();
  const afterRight = lastRight?.at && lastRight.at > since ? lastRight.at : null;
  const row = await db
    .selectFrom('badge_attempts')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('at').as('oldest')])
    .where('badge_hmac', '=', keys.badgeHmac)
    .where('scope', '=', keys.scope)
    .where('success', '=', 0)
    // An attempt reserved in the same millisecond as the right one still counts after it.
    .where('at', afterRight ? '>=' : '>', afterRight ?? since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest };
}

async function kioskFailures(db: Db, kioskKey: string, since: string): Promise<Failures> {
  const row = await db
    .selectFrom('badge_attempts')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('at').as('oldest')])
    .where('kiosk_key', '=', kioskKey)
    .where('success', '=', 0)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), oldest: row.oldest };
}

const reopens = (oldest: string | null, now: Date, minutes: number) =>
  iso(minutesAfter(oldest ? new Date(oldest) : now, minutes));

/**
 * Reserves one badge attempt before its PIN is checked, unless the kiosk or the badge (at this
 * customer's kiosks) has had too many wrong ones. The attempt counts as wrong until
 * badgeAttemptSucceeded says otherwise, so no burst checks more PINs than the limits allow.
 */
export async function reserveBadgeAttempt(
  deps: AppDeps,
  keys: BadgeAttemptKeys,
): Promise<BadgeReservation> {
  const now = deps.clock.now();
  const badgeSince = iso(minutesBefore(now, BADGE_PIN_LOCK.lockMinutes));
  const kioskSince = iso(minutesBefore(now, KIOSK_BADGE_THROTTLE.windowMinutes));
  return deps.db.transaction().execute(async (trx) => {
    await lockKeys(trx, [`badge:${keys.badgeHmac}:${keys.scope}`, `kiosk:${keys.kioskKey}`]);
    const atKiosk = await kioskFailures(trx, keys.kioskKey, kioskSince);
    const kioskWindow = KIOSK_BADGE_THROTTLE.windowMinutes;
    if (atKiosk.count >= KIOSK_BADGE_THROTTLE.maxFailures)
      return {
        ok: false,
        reason: 'kiosk_throttled',
        until: reopens(atKiosk.oldest, now, kioskWindow),
      };
    const badge = await badgeFailures(trx, keys, badgeSince);
    if (badge.count >= BADGE_PIN_LOCK.maxFailures)
      return {
        ok: false,
        reason: 'locked',
        until: reopens(badge.oldest, now, BADGE_PIN_LOCK.lockMinutes),
      };
    const id = randomUUID();
    await trx
      .insertInto('badge_attempts')
      .values({
        id,
        badge_hmac: keys.badgeHmac,
        scope: keys.scope,
        kiosk_key: keys.kioskKey,
        at: iso(now),
        success: 0,
      })
      .execute();
    const lastFor = (failures: Failures, max: number, minutes: number) =>
      failures.count === max - 1 ? reopens(failures.oldest, now, minutes) : null;
    return {
      ok: true,
      id,
      badgeLocksUntil: lastFor(badge, BADGE_PIN_LOCK.maxFailures, BADGE_PIN_LOCK.lockMinutes),
      kioskLocksUntil: lastFor(atKiosk, KIOSK_BADGE_THROTTLE.maxFailures, kioskWindow),
    };
  });
}

/** The PIN was right: the attempt is no failure, and the badge's count begins anew. */
export async function badgeAttemptSucceeded(deps: AppDeps, id: string): Promise<void> {
  await deps.db.updateTable('badge_attempts').set({ success: 1 }).where('id', '=', id).execute();
}

/** Wrong badges or PINs at each kiosk in the window, and until when a throttled one refuses. */
export async function kioskWrongAttempts(
  db: Db,
  kioskIds: readonly string[],
  now: Date,
): Promise<Map<string, { count: number; throttledUntil: string | null }>> {
  const found = new Map<string, { count: number; throttledUntil: string | null }>();
  if (kioskIds.length === 0) return found;
  const rows = await db
    .selectFrom('badge_attempts')
    .select((eb) => [
      'kiosk_key',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.min('at').as('oldest'),
    ])
    .where('kiosk_key', 'in', kioskIds)
    .where('success', '=', 0)
    .where('at', '>', iso(minutesBefore(now, KIOSK_BADGE_THROTTLE.windowMinutes)))
    .groupBy('kiosk_key')
    .execute();
  for (const row of rows) {
    const count = Number(row.count);
    const throttled = count >= KIOSK_BADGE_THROTTLE.maxFailures;
    found.set(row.kiosk_key, {
      count,
      throttledUntil: throttled
        ? reopens(row.oldest, now, KIOSK_BADGE_THROTTLE.windowMinutes)
        : null,
    });
  }
  return found;
}
