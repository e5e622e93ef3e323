import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SizeQuery } from '../../../shared/schemas/common.ts';
import type { Site } from '../../../shared/schemas/site.ts';
import type {
  PasswordResetInput,
  User,
  UserCreateInput,
  UserList,
  UserMeUpdateInput,
  UserUpdateInput,
} from '../../../shared/schemas/user.ts';
import type { RoleName as Role } from '../../../shared/constants.ts';
import type { Database, UserTable } from '../../db/schema.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { isAdmin, requireRole } from '../auth/permissions.ts';
import { existingSiteIds, siteQuery, toSite } from '../sites/site-records.ts';
import { auditView, loadUser, siteIdsOf, toUsers } from './user-records.ts';
import { iso } from '../../time.ts';
import { stampCredentialsChanged } from '../auth/credentials.ts';
import { containsText } from '../../db/search.ts';
import { countRows, offsetOf, pageAnswer } from '../../db/paging.ts';
import { closedSiteIds } from './closed-site-ties.ts';

const USER_NOT_FOUND = 'Användaren hittades inte.';
const ONLY_PLAIN_USERS = 'Site-administratörer kan endast skapa vanliga användare';
const NEEDS_SITE = 'Minst en site måste väljas';

/** Users a site admin can see: those sharing at least one of the site admin's sites. */
function visibleUsers(ctx: ServiceContext, db: Kysely<Database> = ctx.db) {
  let query = db.selectFrom('users');
  if (!isAdmin(ctx.actor)) {
    const siteIds = ctx.actor.siteIds.length > 0 ? ctx.actor.siteIds : ['-'];
    query = query.where((eb) =>
      eb.or([
        eb('users.id', '=', ctx.actor.id),
        eb(
          'users.id',
          'in',
          eb.selectFrom('user_sites').select('user_id').where('site_id', 'in', siteIds),
        ),
      ]),
    );
  }
  return query;
}

async function findVisible(
  ctx: ServiceContext,
  id: string,
  db: Kysely<Database> = ctx.db,
): Promise<UserTable> {
  if (ctx.actor.role === 'user' && id !== ctx.actor.id) throw forbidden();
  const row = await visibleUsers(ctx, db)
    .selectAll('users')
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
  return row;
}

/** A site admin may change only plain users, and only within their own sites. */
function requireManageable(ctx: ServiceContext, target: UserTable, targetSites: string[]): void {
  if (isAdmin(ctx.actor)) return;
  requireRole(ctx.actor, 'site_admin');
  if (target.role !== 'user')
    throw forbidden('Site-administratörer kan endast hantera vanliga användare');
  if (!targetSites.some((s) => ctx.actor.siteIds.includes(s)))
    throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
}

/** A user the caller may manage (see requireManageable), for changes made elsewhere. */
export async function manageableUser(ctx: ServiceContext, id: string): Promise<UserTable> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const target = await findVisible(ctx, id);
  requireManageable(ctx, target, await siteIdsOf(ctx.db, id));
  return target;
}

async function checkSites(ctx: ServiceContext, siteIds: string[]): Promise<void> {
  if (!isAdmin(ctx.actor) && siteIds.some((s) => !ctx.actor.siteIds.includes(s))) {
    throw forbidden('Du kan bara koppla användare till dina egna enheter.', 'SITE_NOT_ALLOWED');
  }
  const existing = await existingSiteIds(ctx.db, siteIds);
  if (existing.length !== siteIds.length) {
    throw invalid('En eller flera valda enheter finns inte.', [
      { path: 'site_ids', message: 'En eller flera valda enheter finns inte.' },
    ]);
  }
}

async function emailTaken(
  db: Kysely<Database>,
  email: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const EMAIL_TAKEN = 'E-postadressen används redan av en annan användare.';

export async function listUsers(
  ctx: ServiceContext,
  query: SizeQuery & { role?: Role | undefined },
): Promise<UserList> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  let base = visibleUsers(ctx);
  if (query.search)
    base = base.where(
      containsText(ctx.db, ['users.email', 'users.first_name', 'users.last_name'], query.search),
    );
  if (query.role) base = base.where('users.role', '=', query.role);
  const total = await countRows(base);
  const rows = await base
    .selectAll('users')
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .limit(query.size)
    .offset(offsetOf(query))
    .execute();
  return pageAnswer(await toUsers(ctx.db, rows, ctx.actor), total, query);
}

export async function getUser(ctx: ServiceContext, id: string): Promise<User> {
  const row = await findVisible(ctx, id);
  const [user] = await toUsers(ctx.db, [row], ctx.actor);
  if (!user) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
  return user;
}

export async function createUser(ctx: ServiceContext, input: UserCreateInput): Promise<User> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  if (ctx.actor.role === 'site_admin') {
    if (input.role !== 'user') throw forbidden(ONLY_PLAIN_USERS, 'ROLE_NOT_ALLOWED');
    if (ctx.actor.siteIds.length === 0) {
      throw forbidden('Du måste vara kopplad till en site för att skapa användare', 'NO_SITE');
    }
  }
  const siteIds = input.role === 'admin' ? [] : input.site_ids;
  await checkSites(ctx, siteIds);
  if (await emailTaken(ctx.db, input.email)) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');

  const now = iso(ctx.clock.now());
  const row: UserTable = {
    id: randomUUID(),
    email: input.email,
    password_hash: await hashPassword(input.password),
    first_name: input.first_name,
    last_name: input.last_name,
    role: input.role,
    mobile_phone: input.mobile_phone ?? null,
    is_active: input.is_active ? 1 : 0,
    last_login: null,
    current_site_id:
      input.site_id && siteIds.includes(input.site_id) ? input.site_id : (siteIds[0] ?? null),
    created_at: now,
    updated_at: now,
    badge_hmac: null,
    pin_hash: null,
    credentials_changed_at: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(row).execute();
    if (siteIds.length > 0) {
      await trx
        .insertInto('user_sites')
        .values(siteIds.map((site_id) => ({ user_id: row.id, site_id })))
        .execute();
    }
    await audit(trx, ctx, {
      action: 'create',
      entity: 'user',
      entity_id: row.id,
      after: auditView(row, siteIds),
    });
  });
  return getUser(ctx, row.id);
}

type UserChange = Partial<
  Pick<UserTable, 'email' | 'first_name' | 'last_name' | 'mobile_phone' | 'role' | 'is_active'>
>;

async function applyUserChange(
  ctx: ServiceContext,
  id: string,
  change: UserChange,
  requestedSites: string[] | undefined,
  action: string,
): Promise<User> {
  const target = await findVisible(ctx, id);
  const currentSites = await siteIdsOf(ctx.db, id);
  requireManageable(ctx, target, currentSites);

  if (id === ctx.actor.id) {
    if (change.is_active === 0)
      throw forbidden('Du kan inte inaktivera ditt eget konto.', 'SELF_DEACTIVATE');
    if (change.role !== undefined && change.role !== target.role) {
      throw forbidden('Du kan inte ändra din egen roll.', 'SELF_ROLE');
    }
  }
  if (ctx.actor.role === 'site_admin' && change.role !== undefined && change.role !== 'user') {
    throw forbidden(ONLY_PLAIN_USERS, 'ROLE_NOT_ALLOWED');
  }
  if (change.email && (await emailTaken(ctx.db, change.email, id)))
    throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');

  const role = change.role ?? target.role;
  let nextSites = currentSites;
  if (role === 'admin') nextSites = [];
  else if (requestedSites !== undefined) {
    await checkSites(ctx, requestedSites);
    // A site admin edits only their own sites' assignments; other assignments stay.
    const kept = isAdmin(ctx.actor)
      ? []
      : currentSites.filter((s) => !ctx.actor.siteIds.includes(s));
    const closed = await closedSiteIds(ctx.db, currentSites);
    nextSites = [...new Set([...kept, ...closed, ...requestedSites])];
  }
  if (role !== 'admin' && nextSites.length === 0) {
    throw invalid(NEEDS_SITE, [{ path: 'site_ids', message: NEEDS_SITE }], 'SITE_REQUIRED');
  }

  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ...change, updated_at: now })
      .where('id', '=', id)
      .execute();
    const sitesChanged =
      nextSites.length !== currentSites.length || nextSites.some((s) => !currentSites.includes(s));
    if (sitesChanged) {
      await trx.deleteFrom('user_sites').where('user_id', '=', id).execute();
      if (nextSites.length > 0) {
        await trx
          .insertInto('user_sites')
          .values(nextSites.map((site_id) => ({ user_id: id, site_id })))
          .execute();
      }
    }
    if (change.is_active === 0) await revokeSessions(trx, id, now);
    const after = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await audit(trx, ctx, {
      action,
      entity: 'user',
      entity_id: id,
      before: auditView(target, currentSites),
      after: auditView(after, nextSites),
    });
  });
  return getUser(ctx, id);
}

export async function revokeSessions(
  trx: Kysely<Database>,
  userId: string,
  now: string,
): Promise<void> {
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  await stampCredentialsChanged(trx, userId, now);
}

const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);

export async function updateUser(
  ctx: ServiceContext,
  id: string,
  input: UserUpdateInput,
): Promise<User> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  const change: UserChange = {};
  if (input.email !== undefined) change.email = input.email;
  if (input.first_name !== undefined) change.first_name = input.first_name;
  if (input.last_name !== undefined) change.last_name = input.last_name;
  if (input.mobile_phone !== undefined) change.mobile_phone = input.mobile_phone;
  if (input.role !== undefined) change.role = input.role;
  const active = flag(input.is_active);
  if (active !== undefined) change.is_active = active;
  return applyUserChange(ctx, id, change, input.site_ids, 'update');
}

export async function setUserActive(
  ctx: ServiceContext,
  id: string,
  active: boolean,
): Promise<User> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  return applyUserChange(
    ctx,
    id,
    { is_active: active ? 1 : 0 },
    undefined,
    active ? 'activate' : 'deactivate',
  );
}

export async function setUserSites(ctx: ServiceContext, id: string, siteIds: string[]) {
  requireRole(ctx.actor, 'admin', 'site_admin');
  await applyUserChange(ctx, id, {}, siteIds, 'assign_sites');
  return getUserSites(ctx, id);
}

export async function getUserSites(
  ctx: ServiceContext,
  id: string,
): Promise<{ user_id: string; site_ids: string[]; sites: Site[] }> {
  await findVisible(ctx, id);
  const assigned = await siteIdsOf(ctx.db, id);
  const siteIds = isAdmin(ctx.actor)
    ? assigned
    : assigned.filter((s) => ctx.actor.siteIds.includes(s));
  const rows =
    siteIds.length === 0
      ? []
      : await siteQuery(ctx.db).where('sites.id', 'in', siteIds).orderBy('sites.name').execute();
  return { user_id: id, site_ids: siteIds, sites: rows.map(toSite) };
}

export async function deleteUser(ctx: ServiceContext, id: string): Promise<void> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  if (id === ctx.actor.id) throw forbidden('Du kan inte ta bort ditt eget konto.', 'SELF_DELETE');
  const target = await findVisible(ctx, id);
  const sites = await siteIdsOf(ctx.db, id);
  requireManageable(ctx, target, sites);
  if (!isAdmin(ctx.actor) && sites.some((s) => !ctx.actor.siteIds.includes(s))) {
    throw forbidden(
      'Användaren är även kopplad till enheter utanför din behörighet.',
      'FOREIGN_SITES',
    );
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('users').where('id', '=', id).execute();
    await audit(trx, ctx, {
      action: 'delete',
      entity: 'user',
      entity_id: id,
      before: auditView(target, sites),
    });
  });
}

export async function resetPassword(
  ctx: ServiceContext,
  id: string,
  input: PasswordResetInput,
): Promise<void> {
  requireRole(ctx.actor, 'admin');
  await findVisible(ctx, id);
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.transaction().execute(async (trx) => {
    const now = iso(ctx.clock.now());
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', id)
      .execute();
    await revokeSessions(trx, id, now);
    await audit(trx, ctx, { action: 'reset_password', entity: 'user', entity_id: id });
  });
}

export async function updateMe(ctx: ServiceContext, input: UserMeUpdateInput): Promise<User> {
  const before = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', ctx.actor.id)
    .executeTakeFirstOrThrow();
  const change: UserChange = {};
  if (input.first_name !== undefined) change.first_name = input.first_name;
  if (input.last_name !== undefined) change.last_name = input.last_name;
  if (input.mobile_phone !== undefined) change.mobile_phone = input.mobile_phone;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ ...change, updated_at: iso(ctx.clock.now()) })
      .where('id', '=', ctx.actor.id)
      .execute();
    await audit(trx, ctx, {
      action: 'update_profile',
      entity: 'user',
      entity_id: ctx.actor.id,
      before: {
        first_name: before.first_name,
        last_name: before.last_name,
        mobile_phone: before.mobile_phone,
      },
      after: change,
    });
  });
  const user = await loadUser(ctx.db, ctx.actor.id);
  if (!user) throw notFound(USER_NOT_FOUND, 'USER_NOT_FOUND');
  return user;
}
