import type { Site } from '../../../shared/schemas/site.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { canSeeSite } from '../auth/permissions.ts';
import { audit } from '../audit/audit-service.ts';
import { toSite } from '../sites/site-records.ts';
import { SITE_NOT_FOUND, visibleSites } from '../sites/site-service.ts';

// The site a person works in: the switcher's choices, and the choice kept for their sessions.

/**
 * Admins and unit managers still read a closed site (its journals are kept for the inspector);
 * care staff, kiosks and tokens work only in active sites.
 */
const readsClosedSites = (ctx: ServiceContext) =>
  !ctx.actor.boundSiteId && !ctx.actor.token && ctx.actor.role !== 'user';

/**
 * The sites offered in the site switcher: every active site for admins, own active sites
 * otherwise; then, for admins and unit managers, the closed sites whose history they may read.
 */
export async function currentUserSites(ctx: ServiceContext): Promise<Site[]> {
  let query = visibleSites(ctx);
  if (ctx.actor.boundSiteId) query = query.where('sites.id', '=', ctx.actor.boundSiteId);
  query = readsClosedSites(ctx)
    ? query.where((eb) =>
        eb.or([eb('sites.is_active', '=', 1), eb('sites.closed_at', 'is not', null)]),
      )
    : query.where('sites.is_active', '=', 1);
  const sites = (await query.orderBy('sites.name').execute()).map(toSite);
  return [...sites.filter((s) => !s.closed_at), ...sites.filter((s) => s.closed_at)];
}

/** Whether the actor may choose the site: active (or closed, to read it), theirs unless admin. */
async function isAvailableSite(ctx: ServiceContext, siteId: string): Promise<boolean> {
  if (!canSeeSite(ctx.actor, siteId)) return false;
  const site = await ctx.db
    .selectFrom('sites')
    .select(['is_active', 'closed_at'])
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (!site) return false;
  return site.is_active === 1 || (site.closed_at !== null && readsClosedSites(ctx));
}

async function storedSessionSite(ctx: ServiceContext): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('users')
    .select('current_site_id')
    .where('id', '=', ctx.actor.id)
    .executeTakeFirst();
  return row?.current_site_id ?? null;
}

export async function getSessionSite(ctx: ServiceContext): Promise<{ site_id: string | null }> {
  const siteId = await storedSessionSite(ctx);
  return { site_id: siteId && (await isAvailableSite(ctx, siteId)) ? siteId : null };
}

async function siteNames(ctx: ServiceContext, ids: string[]): Promise<Map<string, string>> {
  const rows = await ctx.db
    .selectFrom('sites')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Remembers the chosen site for the user's sessions. Every choice is audited with the site the
 * person came from and the one chosen, also choosing the same site again after signing in.
 */
export async function setSessionSite(
  ctx: ServiceContext,
  siteId: string,
): Promise<{ site_id: string }> {
  if (!(await isAvailableSite(ctx, siteId))) throw notFound(SITE_NOT_FOUND, 'SITE_NOT_FOUND');
  const from = ctx.siteId ?? (await storedSessionSite(ctx));
  const names = await siteNames(ctx, from ? [from, siteId] : [siteId]);
  const before = { site_id: from, site_name: (from && names.get(from)) ?? null };
  const after = { site_id: siteId, site_name: names.get(siteId) ?? null };
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ current_site_id: siteId })
      .where('id', '=', ctx.actor.id)
      .execute();
    await audit(
      trx,
      { ...ctx, siteId },
      {
        action: 'switch_site',
        entity: 'session',
        entity_id: ctx.actor.sessionId,
        before,
        after,
      },
    );
  });
  return { site_id: siteId };
}
