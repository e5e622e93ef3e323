import { BADGE_PIN_LOCK } from '../../../shared/constants.ts';
import type { LoginResponse } from '../../../shared/schemas/auth.ts';
import type { BadgeLoginInput } from '../../../shared/schemas/kiosks.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden, tooManyRequests, unauthorized } from '../../errors.ts';
import { openSession } from '../auth/sessions.ts';
import { checkBadgePin, minutesUntil, type BadgePinCheck } from './badge-pin.ts';
import { requireKiosk } from './kiosk-keys.ts';
import { issueOfflineGrant } from './offline-grant.ts';

/** The one answer to an unknown badge, a badge without a PIN and a wrong PIN alike. */
export const BADGE_OR_PIN_WRONG = 'Fel tagg eller PIN-kod.';

function lockedFor(until: string, now: Date) {
  const { seconds, minutes } = minutesUntil(until, now);
  return tooManyRequests(
    `Taggen är låst i ${minutes} ${minutes === 1 ? 'minut' : 'minuter'} efter ` +
      `${BADGE_PIN_LOCK.maxFailures} felaktiga PIN-koder. Logga in med e-post och lösenord.`,
    seconds,
  );
}

function kioskThrottled(until: string, now: Date) {
  const { seconds, minutes } = minutesUntil(until, now);
  return tooManyRequests(
    `För många felaktiga försök med tagg och PIN-kod på den här kiosken. Försök igen om ` +
      `${minutes} ${minutes === 1 ? 'minut' : 'minuter'}, eller logga in med e-post och lösenord.`,
    seconds,
    'KIOSK_THROTTLED',
  );
}

function refusal(check: Exclude<BadgePinCheck, { ok: true }>, now: Date): Error {
  switch (check.reason) {
    case 'refused':
      return unauthorized(BADGE_OR_PIN_WRONG, 'BADGE_OR_PIN_WRONG');
    case 'locked':
      return lockedFor(check.until, now);
    case 'kiosk_throttled':
      return kioskThrottled(check.until, now);
  }
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
  const check = await checkBadgePin(deps, kiosk, input.badge_id, input.pin);
  if (!check.ok) throw refusal(check, deps.clock.now());
  const { user } = check;
  if (user.is_active !== 1)
    throw forbidden('Kontot är inaktiverat. Kontakta din enhetsadministratör.', 'ACCOUNT_INACTIVE');
  if (kiosk.siteId && user.role !== 'admin' && !(await worksAt(deps, user.id, kiosk.siteId)))
    throw forbidden(
      `Du har inte åtkomst till ${kiosk.siteName ?? 'enheten'}, där kiosken står.`,
      'SITE_NOT_ALLOWED',
    );
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
