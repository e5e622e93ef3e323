import type { ServiceContext } from '../auth/actor.ts';
import { isAdmin } from '../auth/permissions.ts';
import { workingSite } from './site-scope.ts';

/**
 * Sites a panel or dashboard call covers, or null for every active site (admins). A plain user
 * sees the site they work in; a unit manager all their sites; `explicit` narrows to one site.
 */
export async function panelSiteIds(
  ctx: ServiceContext,
  explicit?: string | null,
): Promise<string[] | null> {
  if (explicit) return [await workingSite(ctx, explicit)];
  if (isAdmin(ctx.actor)) return null;
  if (ctx.actor.role === 'site_admin') return ctx.actor.siteIds;
  return (await currentSiteOf(ctx)) ?? [];
}

/** The X-Site-Id of the request, else the site the user last chose, else their first site. */
async function currentSiteOf(ctx: ServiceContext): Promise<string[] | null> {
  if (ctx.siteId) return [ctx.siteId];
  const row = await ctx.db
    .selectFrom('users')
    .select('current_site_id')
    .where('id', '=', ctx.actor.id)
    .executeTakeFirst();
  const stored = row?.current_site_id;
  if (stored && ctx.actor.siteIds.includes(stored)) return [stored];
  const first = ctx.actor.siteIds[0];
  return first ? [first] : null;
}

/** Sites everyone with access to the whole system sees: all of them, or the listed ones. */
export const visibleOrAll = (ctx: ServiceContext): string[] | null =>
  isAdmin(ctx.actor) ? null : ctx.actor.siteIds;

/** Counts come back as number, string or bigint depending on the dialect. */
export const toCount = (value: number | string | bigint | null | undefined): number =>
  Number(value ?? 0);
