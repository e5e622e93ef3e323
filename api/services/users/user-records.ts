import type { Kysely } from 'kysely';
import type { User } from '../../../shared/schemas/user.ts';
import type { Database, UserTable } from '../../db/schema.ts';
import type { Actor } from '../auth/actor.ts';
import { preparedQuery } from '../../db/prepared.ts';

type Assignment = { user_id: string; site_id: string; site_name: string };

async function assignmentsOf(db: Kysely<Database>, userIds: string[]): Promise<Assignment[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user_sites')
    .innerJoin('sites', 'sites.id', 'user_sites.site_id')
    .select(['user_sites.user_id', 'user_sites.site_id', 'sites.name as site_name'])
    .where('user_sites.user_id', 'in', userIds)
    .orderBy('sites.name')
    .execute();
}

export function toUser(row: UserTable, assignments: Assignment[]): User {
  const own = assignments.filter((a) => a.user_id === row.id);
  const siteIds = own.map((a) => a.site_id);
  const current = row.current_site_id && siteIds.includes(row.current_site_id);
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    site_id: current ? row.current_site_id : (siteIds[0] ?? null),
    site_ids: siteIds,
    site_names: own.map((a) => a.site_name),
    mobile_phone: row.mobile_phone,
    is_active: row.is_active === 1,
    last_login: row.last_login,
    created_at: row.created_at,
    has_badge: row.badge_hmac !== null,
    has_pin: row.pin_hash !== null,
    registered_nurse: row.registered_nurse === 1,
    password_change_required: row.password_change_required === 1,
  };
}

/** Who is looking at a user; an admin sees all of a user's sites, others only their own. */
export type UserViewer = Pick<Actor, 'role' | 'siteIds'>;

/**
 * Users as the viewer may see them. A user can also work at another customer's site; a unit
 * manager is shown only the sites they manage, never the other customer's site ids or names.
 */
export async function toUsers(
  db: Kysely<Database>,
  rows: UserTable[],
  viewer?: UserViewer,
): Promise<User[]> {
  const all = await assignmentsOf(
    db,
    rows.map((r) => r.id),
  );
  const assignments =
    viewer && viewer.role !== 'admin' ? all.filter((a) => viewer.siteIds.includes(a.site_id)) : all;
  return rows.map((r) => toUser(r, assignments));
}

export async function loadUserRow(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function loadUser(db: Kysely<Database>, id: string): Promise<User | undefined> {
  const row = await loadUserRow(db, id);
  if (!row) return undefined;
  const [user] = await toUsers(db, [row]);
  return user;
}

/** A user's row with their sites, by name, in one row per site (or one without a site). */
const userWithSiteRows = preparedQuery((db, p: { id: string }) =>
  db
    .selectFrom('users')
    .leftJoin('user_sites', 'user_sites.user_id', 'users.id')
    .leftJoin('sites', 'sites.id', 'user_sites.site_id')
    .selectAll('users')
    .select(['user_sites.site_id', 'sites.name as site_name'])
    .where('users.id', '=', p.id)
    .orderBy('sites.name'),
);

/** The same as `loadUser`, in one statement: for `/auth/me`, which every screen asks. */
export async function loadUserWithSites(
  db: Kysely<Database>,
  id: string,
): Promise<User | undefined> {
  const rows = await userWithSiteRows(db, { id });
  const first = rows[0];
  if (!first) return undefined;
  const { site_id: _site, site_name: _name, ...row } = first;
  const assignments: Assignment[] = [];
  for (const r of rows)
    if (r.site_id !== null && r.site_name !== null)
      assignments.push({ user_id: id, site_id: r.site_id, site_name: r.site_name });
  return toUser(row, assignments);
}

export async function siteIdsOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('user_sites')
    .select('site_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.site_id);
}

/** The audit picture of a user: everything but the password hash. */
export function auditView(row: UserTable, siteIds: string[]) {
  // Secrets stay out of the audit log.
  const { password_hash: _hash, badge_hmac: badge, pin_hash: pin, ...rest } = row;
  return { ...rest, has_badge: badge !== null, has_pin: pin !== null, site_ids: siteIds };
}
