import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '../../../shared/schemas/auth.ts';
import type { AppDeps } from '../../deps.ts';
import type { UserTable } from '../../db/schema.ts';
import { unauthorized } from '../../errors.ts';
import { hoursAfter, iso, minutesAfter } from '../../time.ts';
import { actorLabel } from './actor.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { signAccessToken } from './tokens.ts';
import { loadUser } from '../users/user-records.ts';

/** A session opened at a kiosk with a badge: bound to the kiosk's site, short-lived. */
export type KioskBinding = {
  kioskId: string | null;
  kioskName: string;
  siteId: string | null;
  idleMinutes: number;
};

/**
 * Opens a session for a user who has just proved who they are, audits the sign-in and answers
 * as `/auth/login` does. A kiosk binding makes it a badge session.
 */
export async function openSession(
  deps: AppDeps,
  user: UserTable,
  kiosk: KioskBinding | null = null,
): Promise<LoginResponse> {
  const now = deps.clock.now();
  const sessionId = randomUUID();
  const expires = kiosk
    ? minutesAfter(now, kiosk.idleMinutes)
    : hoursAfter(now, deps.config.sessionHours);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sessions')
      .values({
        id: sessionId,
        user_id: user.id,
        created_at: iso(now),
        expires_at: iso(expires),
        revoked_at: null,
        last_seen_at: iso(now),
        kiosk_id: kiosk?.kioskId ?? null,
        site_id: kiosk?.siteId ?? null,
        idle_minutes: kiosk?.idleMinutes ?? null,
      })
      .execute();
    await trx
      .updateTable('users')
      .set({ last_login: iso(now) })
      .where('id', '=', user.id)
      .execute();
    if (kiosk?.kioskId)
      await trx
        .updateTable('kiosks')
        .set({ last_used_at: iso(now) })
        .where('id', '=', kiosk.kioskId)
        .execute();
    await writeAudit(
      trx,
      now,
      { id: user.id, label: actorLabel(user) },
      {
        action: kiosk ? 'badge_login' : 'login',
        entity: 'session',
        entity_id: sessionId,
        site_id: kiosk?.siteId ?? null,
        after: kiosk ? { kiosk_id: kiosk.kioskId, kiosk: kiosk.kioskName } : null,
      },
    );
  });
  const { token, expiresIn } = await signAccessToken(
    deps.config,
    { userId: user.id, sessionId },
    now,
  );
  const loaded = await loadUser(deps.db, user.id);
  if (!loaded) throw unauthorized();
  return { access_token: token, token_type: 'bearer', expires_in: expiresIn, user: loaded };
}
