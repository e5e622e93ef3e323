import type {
  ChangePasswordInput,
  LoginInput,
  LoginResponse,
  RefreshResponse,
} from '../../../shared/schemas/auth.ts';
import type { User } from '../../../shared/schemas/user.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden, invalid, unauthorized } from '../../errors.ts';
import type { Actor, ServiceContext } from './actor.ts';
import { audit } from '../audit/audit-service.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { signAccessToken, verifyAccessToken } from './tokens.ts';
import { openSession } from './sessions.ts';
import { loadUserWithSites } from '../users/user-records.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { iso, minutesAfter } from '../../time.ts';
import { loginAttemptSucceeded, reserveLoginAttempt } from './login-throttle.ts';
import { replacePassword } from './credentials.ts';

const WRONG_CREDENTIALS = 'Fel e-postadress eller lösenord.';

/** Signs in with e-mail and password; `address` is the client's, for the sign-in throttle. */
export async function login(
  deps: AppDeps,
  input: LoginInput,
  address: string,
): Promise<LoginResponse> {
  const reservation = await reserveLoginAttempt(deps, { email: input.email, address });
  const row = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', input.email)
    .executeTakeFirst();
  const ok = row
    ? await verifyPassword(row.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!row || !ok) throw unauthorized(WRONG_CREDENTIALS, 'INVALID_CREDENTIALS');
  await loginAttemptSucceeded(deps, reservation);
  if (row.is_active !== 1) {
    throw forbidden('Kontot är inaktiverat. Kontakta din enhetsadministratör.', 'ACCOUNT_INACTIVE');
  }
  return openSession(deps, row);
}

const SESSION_ENDED = 'Din session har upphört. Logga in igen.';

/**
 * Who signed in, and which of their sites are active (checked against X-Site-Id). A badge
 * session from a kiosk is bound to the kiosk's site (actor.boundSiteId) and works nowhere else.
 */
export type SignedIn = { actor: Actor; activeSiteIds: ReadonlySet<string> };

/** A badge session lives for the kiosk's idle time after its last use; renewed at most twice a minute. */
async function renewKioskSession(
  deps: AppDeps,
  sessionId: string,
  expiresAt: string,
  idleMinutes: number,
  now: Date,
): Promise<void> {
  const renewed = minutesAfter(now, idleMinutes);
  if (renewed.getTime() - new Date(expiresAt).getTime() < 30_000) return;
  await deps.db
    .updateTable('sessions')
    .set({ expires_at: iso(renewed), last_seen_at: iso(now) })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** One row per assigned site (or one row without a site), so the session costs one query. */
const sessionRows = preparedQuery((db, p: { sessionId: string; userId: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('user_sites', 'user_sites.user_id', 'users.id')
    .leftJoin('sites', 'sites.id', 'user_sites.site_id')
    .leftJoin('sites as bound_site', 'bound_site.id', 'sessions.site_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.role',
      'users.is_active',
      'users.password_change_required',
    ])
    .select([
      'sessions.revoked_at',
      'sessions.expires_at',
      'sessions.site_id as bound_site_id',
      'sessions.idle_minutes',
      'bound_site.is_active as bound_site_is_active',
    ])
    .select(['user_sites.site_id', 'sites.is_active as site_is_active'])
    .where('sessions.id', '=', p.sessionId)
    .where('sessions.user_id', '=', p.userId)
    .orderBy('user_sites.site_id'),
);

/** Resolves a bearer token to the acting user, or throws 401. Checked on every request. */
export async function authenticate(
  deps: AppDeps,
  token: string,
  allowExpired = false,
): Promise<SignedIn> {
  const now = deps.clock.now();
  const claims = await verifyAccessToken(deps.config, token, now, { allowExpired });
  const rows = await sessionRows(deps.db, {
    sessionId: claims.sessionId,
    userId: claims.userId,
  });
  const row = rows[0];
  if (!row || row.revoked_at !== null || row.expires_at <= iso(now) || row.is_active !== 1) {
    throw unauthorized(SESSION_ENDED, 'SESSION_ENDED');
  }
  if (row.idle_minutes !== null)
    await renewKioskSession(deps, claims.sessionId, row.expires_at, row.idle_minutes, now);
  const bound = row.bound_site_id;
  const siteIds: string[] = [];
  const activeSiteIds = new Set<string>();
  if (bound !== null) {
    // The kiosk's site: an admin's whether assigned or not, anyone else's while assigned there.
    if (row.role === 'admin' || rows.some((r) => r.site_id === bound)) siteIds.push(bound);
    if (siteIds.length > 0 && row.bound_site_is_active === 1) activeSiteIds.add(bound);
  } else
    for (const { site_id, site_is_active } of rows) {
      if (site_id === null) continue;
      siteIds.push(site_id);
      if (site_is_active === 1) activeSiteIds.add(site_id);
    }
  const actor: Actor = {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    sessionId: claims.sessionId,
    siteIds,
    ...(bound === null ? {} : { boundSiteId: bound }),
    ...(row.idle_minutes === null ? {} : { kioskSession: true }),
    ...(row.password_change_required === 1 ? { passwordChangeRequired: true } : {}),
  };
  return { actor, activeSiteIds };
}

export async function refresh(deps: AppDeps, token: string): Promise<RefreshResponse> {
  const { actor } = await authenticate(deps, token, true);
  const { token: next, expiresIn } = await signAccessToken(
    deps.config,
    { userId: actor.id, sessionId: actor.sessionId },
    deps.clock.now(),
  );
  return { access_token: next, token_type: 'bearer', expires_in: expiresIn };
}

export async function logout(ctx: ServiceContext): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('sessions')
      .set({ revoked_at: iso(ctx.clock.now()) })
      .where('id', '=', ctx.actor.sessionId)
      .execute();
    await audit(trx, ctx, { action: 'logout', entity: 'session', entity_id: ctx.actor.sessionId });
  });
}

export async function me(ctx: ServiceContext): Promise<User> {
  const user = await loadUserWithSites(ctx.db, ctx.actor.id);
  if (!user) throw unauthorized(SESSION_ENDED, 'SESSION_ENDED');
  return user;
}

export async function changePassword(
  ctx: ServiceContext,
  input: ChangePasswordInput,
): Promise<void> {
  const row = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', ctx.actor.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, input.current_password))) {
    throw invalid(
      'Nuvarande lösenord är fel.',
      [{ path: 'current_password', message: 'Nuvarande lösenord är fel.' }],
      'WRONG_PASSWORD',
    );
  }
  if (input.current_password === input.new_password) {
    throw invalid('Det nya lösenordet måste skilja sig från det nuvarande.', [
      { path: 'new_password', message: 'Det nya lösenordet måste skilja sig från det nuvarande.' },
    ]);
  }
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction().execute(async (trx) => {
    const now = iso(ctx.clock.now());
    // Other devices signed in with the old password are signed out; this one stays.
    await replacePassword(trx, row.id, passwordHash, now, {
      keep: ctx.actor.sessionId,
      setByOther: false,
    });
    await audit(trx, ctx, { action: 'change_password', entity: 'user', entity_id: row.id });
  });
}
