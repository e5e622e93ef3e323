import { randomUUID } from 'node:crypto';
import type { SizeQuery } from '../../../shared/schemas/common.ts';
import type { Site } from '../../../shared/schemas/site.ts';
import type {
  User,
  UserCreateInput,
  UserList,
  UserMeUpdateInput,
} from '../../../shared/schemas/user.ts';
import type { RoleName as Role } from '../../../shared/constants.ts';
import type { UserTable } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { isAdmin, requireRole } from '../auth/permissions.ts';
import { siteQuery, toSite } from '../sites/site-records.ts';
import { auditView, loadUser, siteIdsOf, toUsers } from './user-records.ts';
import { iso } from '../../time.ts';
import { containsText } from '../../db/search.ts';
import { countRows, offsetOf, pageAnswer } from '../../db/paging.ts';
import {
  checkSites,
  EMAIL_TAKEN,
  emailTaken,
  findVisible,
  ONLY_PLAIN_USERS,
  requireManageable,
  USER_NOT_FOUND,
  visibleUsers,
} from './user-rules.ts';

// Users: listed, read, created, deleted, and one's own profile. Changes to a user are in
// user-edit.ts, a password reset in user-credentials.ts, who may see whom in user-rules.ts.

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

/**
 * Makes an account. `firstPassword`: the password is one handed to the person (a staff list's),
 * to be changed by them at the first sign-in before anything else.
 */
export async function createUser(
  ctx: ServiceContext,
  input: UserCreateInput,
  options: { firstPassword?: boolean } = {},
): Promise<User> {
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
    registered_nurse: input.registered_nurse ? 1 : 0,
    password_change_required: options.firstPassword ? 1 : 0,
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

export async function updateMe(ctx: ServiceContext, input: UserMeUpdateInput): Promise<User> {
  const before = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', ctx.actor.id)
    .executeTakeFirstOrThrow();
  const change: Partial<Pick<UserTable, 'first_name' | 'last_name' | 'mobile_phone'>> = {};
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
