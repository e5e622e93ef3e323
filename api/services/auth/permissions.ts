import type { RoleName as Role } from '../../../shared/constants.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Actor } from './actor.ts';

export function requireRole(actor: Actor, ...roles: Role[]): void {
  if (!roles.includes(actor.role)) throw forbidden();
}

/** An admin at a kiosk works like the unit's staff: in the kiosk's site, not across customers. */
export const isAdmin = (actor: Actor) => actor.role === 'admin' && !actor.kioskSession;

/** Site ids the actor may see, or null for every site. */
export const visibleSiteIds = (actor: Actor): string[] | null =>
  isAdmin(actor) ? null : actor.siteIds;

export function canSeeSite(actor: Actor, siteId: string): boolean {
  return isAdmin(actor) || actor.siteIds.includes(siteId);
}

/** Another tenant's site answers as if it did not exist. */
export function requireVisibleSite(actor: Actor, siteId: string): void {
  if (!canSeeSite(actor, siteId)) throw notFound('Enheten hittades inte.', 'SITE_NOT_FOUND');
}
