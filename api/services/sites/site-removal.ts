import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { runsOnSqlite } from '../../db/dialect.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { audit } from '../audit/audit-service.ts';
import { iso } from '../../time.ts';
import { SYSTEM_CONFIRMER } from '../recalls/follow-up-open.ts';

export type SiteDependents = { users: number; medicines: number; stock: number };

/** What removing a site did: deleted it, or closed it because it has history. */
export type SiteRemovalOutcome = 'deleted' | 'closed';

/** What ties to a site and is lost, detached or kept when it is removed. */
export async function siteDependents(
  db: Kysely<Database>,
  siteId: string,
): Promise<SiteDependents> {
  const users = await db
    .selectFrom('user_sites')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  const medicines = await db
    .selectFrom('medicine_templates')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  const stock = await db
    .selectFrom('inventory_items')
    .select((eb) => eb.fn.sum('quantity').as('n'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return { users: Number(users.n), medicines: Number(medicines.n), stock: Number(stock.n ?? 0) };
}

/**
 * A record the site must keep: a stock movement, a narcotic count, a confirmed recall check, a
 * temperature reading, a deviation or a delegation.
 */
export async function siteHasHistory(trx: Kysely<Database>, siteId: string): Promise<boolean> {
  const movement = await trx
    .selectFrom('stock_movements')
    .select('id')
    .where('site_id', '=', siteId)
    .limit(1)
    .executeTakeFirst();
  if (movement) return true;
  const count = await trx
    .selectFrom('narcotic_counts')
    .select('id')
    .where('site_id', '=', siteId)
    .limit(1)
    .executeTakeFirst();
  if (count) return true;
  const confirmation = await trx
    .selectFrom('recall_follow_up_confirmations as c')
    .innerJoin('recall_follow_ups as f', 'f.id', 'c.follow_up_id')
    .select('c.id')
    .where('f.site_id', '=', siteId)
    // Medvakt's own 'not in stock' answer is no record of anything the unit did.
    .where('c.confirmed_by', '<>', SYSTEM_CONFIRMER.id)
    .limit(1)
    .executeTakeFirst();
  if (confirmation) return true;
  // A temperature reading, a deviation or a delegation is the unit's record as well.
  for (const table of ['temperature_readings', 'deviations', 'delegations'] as const) {
    const row = await trx
      .selectFrom(table)
      .select('id')
      .where('site_id', '=', siteId)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/**
 * The site's row, locked on PostgreSQL until the transaction ends: a first batch booked at the
 * same moment (its insert holds a key lock on the site) is then either seen as history or waits.
 */
async function lockedSite(trx: Kysely<Database>, siteId: string) {
  let query = trx.selectFrom('sites').selectAll().where('id', '=', siteId);
  if (!runsOnSqlite(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Ends the site's kiosks and every session bound to it; no one chooses it as their site. */
async function shutOut(trx: Kysely<Database>, ctx: ServiceContext, siteId: string) {
  const now = iso(ctx.clock.now());
  await trx
    .updateTable('kiosks')
    .set({ revoked_at: now })
    .where('site_id', '=', siteId)
    .where('revoked_at', 'is', null)
    .execute();
  await trx
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('site_id', '=', siteId)
    .where('revoked_at', 'is', null)
    .execute();
  await trx
    .updateTable('users')
    .set({ current_site_id: null })
    .where('current_site_id', '=', siteId)
    .execute();
}

/** Rows naming the site that have no foreign key rule; see migration 0025 for each table. */
async function deleteUnkeyedRows(trx: Kysely<Database>, siteId: string) {
  const followUps = trx.selectFrom('recall_follow_ups').select('id').where('site_id', '=', siteId);
  await trx
    .deleteFrom('recall_follow_up_confirmations')
    .where('follow_up_id', 'in', followUps)
    .execute();
  await trx.deleteFrom('recall_follow_ups').where('site_id', '=', siteId).execute();
  const stockTakes = trx.selectFrom('stock_takes').select('id').where('site_id', '=', siteId);
  await trx.deleteFrom('stock_take_lines').where('stock_take_id', 'in', stockTakes).execute();
  await trx.deleteFrom('stock_takes').where('site_id', '=', siteId).execute();
  await trx.deleteFrom('offline_refusals').where('site_id', '=', siteId).execute();
  await trx.deleteFrom('kiosks').where('site_id', '=', siteId).execute();
  await trx.deleteFrom('storage_places').where('site_id', '=', siteId).execute();
  await trx.deleteFrom('opened_packs').where('site_id', '=', siteId).execute();
  // The lists uploaded to it, with the rows they were read with (a staff list's e-mail addresses).
  await trx.deleteFrom('imports').where('site_id', '=', siteId).execute();
  await trx
    .deleteFrom('mail_outbox')
    .where('site_id', '=', siteId)
    .where('sent_at', 'is', null)
    .execute();
}

/**
 * Removes a site inside the caller's transaction. A site with history is closed: kept, inactive
 * and read-only, its stock and records as they were. Otherwise it is deleted; user assignments
 * go with it, users stay. Answers null when there is no such site.
 */
export async function removeSite(
  trx: Kysely<Database>,
  ctx: ServiceContext,
  siteId: string,
): Promise<SiteRemovalOutcome | null> {
  const before = await lockedSite(trx, siteId);
  if (!before) return null;
  if (before.closed_at !== null) return 'closed';
  await shutOut(trx, ctx, siteId);
  const scope = { ...ctx, siteId: null };
  if (await siteHasHistory(trx, siteId)) {
    const closed = { is_active: 0 as const, closed_at: iso(ctx.clock.now()) };
    await trx.updateTable('sites').set(closed).where('id', '=', siteId).execute();
    await audit(trx, scope, {
      action: 'close',
      entity: 'site',
      entity_id: siteId,
      before,
      after: { ...before, ...closed },
    });
    return 'closed';
  }
  const detached = await trx
    .selectFrom('user_sites')
    .select('user_id')
    .where('site_id', '=', siteId)
    .execute();
  await deleteUnkeyedRows(trx, siteId);
  await trx.deleteFrom('user_sites').where('site_id', '=', siteId).execute();
  await trx.deleteFrom('sites').where('id', '=', siteId).execute();
  await audit(trx, scope, {
    action: 'delete',
    entity: 'site',
    entity_id: siteId,
    before: { ...before, detached_user_ids: detached.map((d) => d.user_id) },
  });
  return 'deleted';
}
