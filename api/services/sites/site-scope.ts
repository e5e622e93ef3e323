import { badRequest, notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { canSeeSite } from '../auth/permissions.ts';

const NO_SITE = 'Ingen enhet vald. Välj en enhet först.';

/** The site a stock call works in: an explicit site id, else the X-Site-Id of the request. */
export async function workingSite(ctx: ServiceContext, explicit?: string | null): Promise<string> {
  const siteId = explicit ?? ctx.siteId;
  if (!siteId) throw badRequest(NO_SITE, 'NO_SITE');
  if (!canSeeSite(ctx.actor, siteId)) throw notFound('Enheten hittades inte.', 'SITE_NOT_FOUND');
  // The X-Site-Id was already looked up by the auth middleware.
  if (siteId === ctx.siteId) return siteId;
  const site = await ctx.db
    .selectFrom('sites')
    .select('id')
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (!site) throw notFound('Enheten hittades inte.', 'SITE_NOT_FOUND');
  return siteId;
}

/** Case and spacing do not make a different medicine or batch. */
export const medicineKey = (name: string, strength: string | null) =>
  `${name.trim().toLowerCase().replace(/\s+/g, ' ')}|${(strength ?? '').trim().toLowerCase().replace(/\s+/g, ' ')}`;

export const batchKey = (batch: string) => batch.toUpperCase().replace(/\s+/g, '');
