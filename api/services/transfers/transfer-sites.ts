import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { forbidden, invalid, notFound } from '../../errors.ts';
import type { Actor } from '../auth/actor.ts';
import { canSeeSite, isAdmin } from '../auth/permissions.ts';

const NO_SITE = 'Enheten hittades inte.';

/** The site's customer, or 404 when the actor may not see the site. */
export async function customerOfSite(db: Kysely<Database>, actor: Actor, siteId: string) {
  const site = await db
    .selectFrom('sites')
    .select(['id', 'name', 'customer_id'])
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (!site || !canSeeSite(actor, siteId)) throw notFound(NO_SITE, 'SITE_NOT_FOUND');
  return site;
}

/**
 * The unit a batch moves to: another unit of the same customer that the actor manages. Another
 * customer's unit answers as if it did not exist.
 */
export async function targetSite(
  db: Kysely<Database>,
  actor: Actor,
  from: { id: string; customer_id: string | null },
  toSiteId: string,
) {
  const site = await db
    .selectFrom('sites')
    .select(['id', 'name', 'customer_id', 'is_active'])
    .where('id', '=', toSiteId)
    .executeTakeFirst();
  if (!site || site.customer_id === null || site.customer_id !== from.customer_id)
    throw notFound(NO_SITE, 'SITE_NOT_FOUND');
  if (site.id === from.id) {
    const message = 'Välj en annan enhet än den batchen finns på.';
    throw invalid(message, [{ path: 'to_site_id', message }], 'SAME_SITE');
  }
  if (!canSeeSite(actor, site.id))
    throw forbidden('Du måste vara enhetschef på båda enheterna för att flytta läkemedel.');
  if (site.is_active !== 1) {
    const message = `${site.name} är inaktiverad och kan inte ta emot läkemedel.`;
    throw invalid(message, [{ path: 'to_site_id', message }], 'SITE_INACTIVE');
  }
  return site;
}

/** The customer's other active units that the actor works in (admins: all of them), by name. */
export async function sisterUnits(
  db: Kysely<Database>,
  actor: Actor,
  site: { id: string; customer_id: string | null },
) {
  if (site.customer_id === null) return [];
  let query = db
    .selectFrom('sites')
    .select(['id', 'name'])
    .where('customer_id', '=', site.customer_id)
    .where('id', '!=', site.id)
    .where('is_active', '=', 1)
    .orderBy('name');
  if (!isAdmin(actor)) {
    if (actor.siteIds.length === 0) return [];
    query = query.where('id', 'in', actor.siteIds);
  }
  return query.execute();
}

/** The units a batch of the site may be moved to by the actor. */
export async function transferTargets(db: Kysely<Database>, actor: Actor, siteId: string) {
  return sisterUnits(db, actor, await customerOfSite(db, actor, siteId));
}
