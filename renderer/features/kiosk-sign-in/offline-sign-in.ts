import { BADGE_PIN_LOCK } from '../../../shared/constants.ts';
import type { LoginResponse } from '../../../shared/schemas/auth.ts';
import { OFFLINE_GRANT_HOURS } from '../../../shared/schemas/offline.ts';
import type { Site } from '../../../shared/schemas/site.ts';
import { knownPerson, rememberPerson, type KnownPerson } from '../offline/offline-db.ts';

/**
 * Signing in at a kiosk while the server cannot be reached: only a badge and PIN that signed in
 * here within OFFLINE_GRANT_HOURS, checked against an argon2id verifier kept on the kiosk.
 */

// OWASP's argon2id floor (19 MiB, two passes): a fraction of a second on a cheap kiosk PC.
const ARGON2 = { parallelism: 1, iterations: 2, memorySize: 19_456, hashLength: 32 } as const;

/**
 * The argon2 code (wasm) is fetched on a kiosk's first use, not by every browser; a kiosk fetches it
 * ahead (offline-screens.ts), since a sign-in during an outage could not.
 */
export const loadArgon2 = () => import('./argon2.ts');

const normalised = (badge: string) => badge.trim().toUpperCase();

async function lookupOf(badge: string): Promise<string> {
  const bytes = new TextEncoder().encode(`medvakt-kiosk-badge:${normalised(badge)}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const secretOf = (badge: string, pin: string) => `${pin}:${normalised(badge)}`;

/** After a badge sign-in the server accepted: keeps what lets this person in offline later. */
export async function rememberForOfflineSignIn(
  badge: string,
  pin: string,
  answer: LoginResponse,
  site: Site | undefined,
): Promise<void> {
  if (!answer.offline_grant || !site) return;
  const { argon2id } = await loadArgon2();
  const verifier = await argon2id({
    ...ARGON2,
    password: secretOf(badge, pin),
    salt: crypto.getRandomValues(new Uint8Array(16)),
    outputType: 'encoded',
  });
  await rememberPerson({
    lookup: await lookupOf(badge),
    verifier,
    user: answer.user,
    site,
    grant: answer.offline_grant,
    signed_in_at: new Date().toISOString(),
    failures: 0,
    locked_until: null,
  });
}

export type OfflineSignIn =
  | { ok: true; person: KnownPerson }
  | { ok: false; reason: 'unknown' | 'locked' | 'wrongPin'; left?: number; minutes?: number };

const MINUTE = 60_000;

/** Whether the badge and PIN may sign in offline here, counting wrong PINs as the server does. */
export async function checkOfflineSignIn(badge: string, pin: string): Promise<OfflineSignIn> {
  const person = await knownPerson(await lookupOf(badge));
  const now = Date.now();
  const expires = person
    ? new Date(person.signed_in_at).getTime() + OFFLINE_GRANT_HOURS * 60 * MINUTE
    : 0;
  if (!person || expires <= now) return { ok: false, reason: 'unknown' };
  if (person.locked_until && new Date(person.locked_until).getTime() > now)
    return {
      ok: false,
      reason: 'locked',
      minutes: Math.ceil((new Date(person.locked_until).getTime() - now) / MINUTE),
    };
  const { argon2Verify } = await loadArgon2();
  if (await argon2Verify({ password: secretOf(badge, pin), hash: person.verifier })) {
    await rememberPerson({ ...person, failures: 0, locked_until: null });
    return { ok: true, person };
  }
  const failures = person.failures + 1;
  if (failures >= BADGE_PIN_LOCK.maxFailures) {
    const until = new Date(now + BADGE_PIN_LOCK.lockMinutes * MINUTE).toISOString();
    await rememberPerson({ ...person, failures: 0, locked_until: until });
    return { ok: false, reason: 'locked', minutes: BADGE_PIN_LOCK.lockMinutes };
  }
  await rememberPerson({ ...person, failures });
  return { ok: false, reason: 'wrongPin', left: BADGE_PIN_LOCK.maxFailures - failures };
}

export const OFFLINE_SIGN_IN_TEXTS = {
  unknown:
    `Servern svarar inte. Utan servern kan bara den logga in som loggat in med tagg vid den här ` +
    `kiosken de senaste ${OFFLINE_GRANT_HOURS} timmarna. Följ enhetens rutin för avbrott.`,
  wrongPin: (left: number) => `Fel PIN-kod. ${left} försök kvar innan taggen låses.`,
  locked: (minutes: number) =>
    `Taggen är låst i ${minutes} ${minutes === 1 ? 'minut' : 'minuter'} efter ` +
    `${BADGE_PIN_LOCK.maxFailures} felaktiga PIN-koder.`,
} as const;

/** The person the badge and PIN let in offline; otherwise an error saying why not, in Swedish. */
export async function offlinePerson(badge: string, pin: string): Promise<KnownPerson> {
  const check = await checkOfflineSignIn(badge, pin);
  if (check.ok) return check.person;
  if (check.reason === 'wrongPin') throw new Error(OFFLINE_SIGN_IN_TEXTS.wrongPin(check.left ?? 0));
  if (check.reason === 'locked') throw new Error(OFFLINE_SIGN_IN_TEXTS.locked(check.minutes ?? 0));
  throw new Error(OFFLINE_SIGN_IN_TEXTS.unknown);
}
