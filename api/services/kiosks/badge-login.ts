import { BADGE_PIN_LOCK } from '../../../shared/constants.ts';
import type { LoginResponse } from '../../../shared/schemas/auth.ts';
import type { BadgeLoginInput } from '../../../shared/schemas/kiosks.ts';
import type { AppDeps } from '../../deps.ts';
import type { UserTable } from '../../db/schema.ts';
import { conflict, forbidden, tooManyRequests, unauthorized } from '../../errors.ts';
import { actorLabel } from '../auth/actor.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { openSession } from '../auth/sessions.ts';
import { iso, minutesAfter } from '../../time.ts';
import { badgeHmac } from './badges.ts';
import { requireKiosk, type KnownKiosk } from './kiosk-keys.ts';
import { issueOfflineGrant } from './offline-grant.ts';

const UNKNOWN_BADGE =
  'Taggen är inte registrerad. Logga in med e-post och lösenord, eller be din enhetschef registrera taggen.';

function lockedFor(until: string, now: Date) {
  const seconds = Math.max(1, Math.ceil((new Date(until).getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return tooManyRequests(
    `Taggen är låst i ${minutes} ${minutes === 1 ? 'minut' : 'minuter'} efter ` +
      `${BADGE_PIN_LOCK.maxFailures} felaktiga PIN-koder. Logga in med e-post och lösenord.`,
    seconds,
  );
}

/** Counts a wrong PIN; the last allowed one locks the badge. Counted in the database, so every process agrees. */
async function wrongPin(deps: AppDeps, user: UserTable, kiosk: KnownKiosk): Promise<never> {
  const now = deps.clock.now();
  const counted = await deps.db
    .updateTable('users')
    .set((eb) => ({ pin_failures: eb('pin_failures', '+', 1) }))
    .where('id', '=', user.id)
    .returning('pin_failures')
    .executeTakeFirstOrThrow();
  const left = BADGE_PIN_LOCK.maxFailures - counted.pin_failures;
  if (left > 0)
    throw unauthorized(`Fel PIN-kod. ${left} försök kvar innan taggen låses.`, 'WRONG_PIN');
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
  throw lockedFor(until, now);
}

/**
 * Signs in with a badge and PIN at a registered kiosk. The session works in the kiosk's site only
 * and ends after the kiosk's idle time.
 */
export async function badgeLogin(
  deps: AppDeps,
  kioskKey: string | undefined,
  input: BadgeLoginInput,
): Promise<LoginResponse> {
  const kiosk = await requireKiosk(deps, kioskKey);
  const now = deps.clock.now();
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('badge_hmac', '=', await badgeHmac(deps.db, input.badge_id))
    .executeTakeFirst();
  if (!user) {
    await verifyAgainstDummy(input.pin);
    throw unauthorized(UNKNOWN_BADGE, 'UNKNOWN_BADGE');
  }
  if (user.pin_locked_until && user.pin_locked_until > iso(now))
    throw lockedFor(user.pin_locked_until, now);
  if (!user.pin_hash)
    throw conflict(
      'Du har ingen PIN-kod ännu. Logga in med e-post och lösenord och välj en under Min profil.',
      'PIN_NOT_SET',
    );
  if (!(await verifyPassword(user.pin_hash, input.pin))) return wrongPin(deps, user, kiosk);
  if (user.is_active !== 1)
    throw forbidden('Kontot är inaktiverat. Kontakta din enhetsadministratör.', 'ACCOUNT_INACTIVE');
  if (kiosk.siteId && user.role !== 'admin' && !(await worksAt(deps, user.id, kiosk.siteId)))
    throw forbidden(
      `Du har inte åtkomst till ${kiosk.siteName ?? 'enheten'}, där kiosken står.`,
      'SITE_NOT_ALLOWED',
    );
  if (user.pin_failures > 0)
    await deps.db.updateTable('users').set({ pin_failures: 0 }).where('id', '=', user.id).execute();
  const answer = await openSession(deps, user, {
    kioskId: kiosk.id,
    kioskName: kiosk.name,
    siteId: kiosk.siteId,
    idleMinutes: kiosk.idleMinutes,
  });
  if (!kiosk.id || !kiosk.siteId) return answer;
  const grant = { userId: user.id, kioskId: kiosk.id, siteId: kiosk.siteId };
  return {
    ...answer,
    user: { ...answer.user, site_id: kiosk.siteId },
    offline_grant: await issueOfflineGrant(deps.config, grant, deps.clock.now()),
  };
}

export async function worksAt(deps: AppDeps, userId: string, siteId: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('user_sites')
    .innerJoin('sites', 'sites.id', 'user_sites.site_id')
    .select('user_sites.site_id')
    .where('user_sites.user_id', '=', userId)
    .where('user_sites.site_id', '=', siteId)
    .where('sites.is_active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
