import type { User, UserUpdateInput } from '../../../shared/schemas/user.ts';
import type { UserTable } from '../../db/schema.ts';
import { conflict, forbidden, invalid } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { isAdmin, requireRole } from '../auth/permissions.ts';
import { iso } from '../../time.ts';
import { closedSiteIds } from './closed-site-ties.ts';
import { endSessions } from '../auth/credentials.ts';
import { auditView, siteIdsOf } from './user-records.ts';
import {
  checkSites,
  EMAIL_TAKEN,
  emailTaken,
  findVisible,
  ONLY_PLAIN_USERS,
  requireManageable,
} from './user-rules.ts';
import { getUser, getUserSites } from './user-service.ts';

const NEEDS_SITE = 'Minst en site måste väljas';

type UserChange = Partial<
  Pick<
    UserTable,
    | 'email'
    | 'first_name'
    | 'last_name'
    | 'mobile_phone'
    | 'role'
    | 'is_active'
    | 'registered_nurse'
  >
>;

async function applyUserChange(
  ctx: ServiceContext,
  id: string,
  change: UserChange,
  requestedSites: string[] | undefined,
  action: string,
): Promise<void> {
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
    if (change.is_active === 0) await endSessions(trx, id, now);
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
  const nurse = flag(input.registered_nurse);
  if (nurse !== undefined) change.registered_nurse = nurse;
  await applyUserChange(ctx, id, change, input.site_ids, 'update');
  return getUser(ctx, id);
}

export async function setUserActive(
  ctx: ServiceContext,
  id: string,
  active: boolean,
): Promise<User> {
  requireRole(ctx.actor, 'admin', 'site_admin');
  await applyUserChange(
    ctx,
    id,
    { is_active: active ? 1 : 0 },
    undefined,
    active ? 'activate' : 'deactivate',
  );
  return getUser(ctx, id);
}

export async function setUserSites(ctx: ServiceContext, id: string, siteIds: string[]) {
  requireRole(ctx.actor, 'admin', 'site_admin');
  await applyUserChange(ctx, id, {}, siteIds, 'assign_sites');
  return getUserSites(ctx, id);
}
