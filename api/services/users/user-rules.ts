import type { Kysely } from 'kysely';
import type { Database, UserTable } from '../../db/schema.ts';
import { forbidden, invalid, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { isAdmin, requireRole } from '../auth/permissions.ts';
import { existingSiteIds } from '../sites/site-records.ts';
import { siteIdsOf } from './user-records.ts';

// Whom a caller may see and change, and what a user's sites and e-mail must be.

export const USER_NOT_FOUND = 'Användaren hittades inte.';
export const ONLY_PLAIN_USERS = 'Site-administratörer kan endast skapa vanliga användare';

/** Users a site admin can see: those sharing at least one of the site admin's sites. */
export function visibleUsers(ctx: ServiceContext, db: Kysely<Database> = ctx.db) {
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

export async function findVisible(
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
export function requireManageable(
  ctx: ServiceContext,
  target: UserTable,
  targetSites: string[],
): void {
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

export async function checkSites(ctx: ServiceContext, siteIds: string[]): Promise<void> {
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

export async function emailTaken(
  db: Kysely<Database>,
  email: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export const EMAIL_TAKEN = 'E-postadressen används redan av en annan användare.';
