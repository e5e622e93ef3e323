import type { Kysely } from 'kysely';
import { pageCount } from '../../../shared/schemas/common.ts';
import type {
  WarningCounts,
  WarningList,
  WarningListQuery,
  WarningWithHistory,
} from '../../../shared/schemas/warning.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { canSeeSite, visibleSiteIds } from '../auth/permissions.ts';
import { containsText } from '../../db/search.ts';
import { workingSite } from '../sites/site-scope.ts';
import { historyOf, severityRank, toWarning, warningQuery } from './warning-records.ts';
import { countRows, offsetOf } from '../../db/paging.ts';

export const WARNING_NOT_FOUND = 'Varningen hittades inte.';

/** Sites a list covers: the named site, else the working site, else all the caller sees (null). */
export async function listedSites(
  ctx: ServiceContext,
  query: WarningListQuery,
): Promise<string[] | null> {
  if (query.site_id) return [await workingSite(ctx, query.site_id)];
  if (ctx.siteId && !query.all_sites) return [ctx.siteId];
  return visibleSiteIds(ctx.actor);
}

async function countWarnings(
  db: Kysely<Database>,
  siteIds: string[] | null,
): Promise<WarningCounts> {
  let query = db.selectFrom('warnings as w');
  if (siteIds) query = query.where('w.site_id', 'in', siteIds.length > 0 ? siteIds : ['-']);
  const row = await query
    .select((eb) => {
      const open = eb('w.is_resolved', '=', 0);
      const countWhen = (condition: ReturnType<typeof eb.and>) =>
        eb.fn.sum<number | string | bigint | null>(eb.case().when(condition).then(1).else(0).end());
      return [
        countWhen(eb.and([open])).as('active'),
        countWhen(eb.and([open, eb('w.severity', '=', 'critical')])).as('critical'),
        countWhen(eb.and([open, eb('w.is_acknowledged', '=', 1)])).as('acknowledged'),
        countWhen(eb.and([eb('w.is_resolved', '=', 1)])).as('resolved'),
      ];
    })
    .executeTakeFirstOrThrow();
  return {
    active: Number(row.active ?? 0),
    critical: Number(row.critical ?? 0),
    acknowledged: Number(row.acknowledged ?? 0),
    resolved: Number(row.resolved ?? 0),
  };
}

export async function listWarnings(
  ctx: ServiceContext,
  query: WarningListQuery,
): Promise<WarningList> {
  const siteIds = await listedSites(ctx, query);
  // Filters and order on the warnings alone; only the page's rows are joined with the rest.
  let base = ctx.db.selectFrom('warnings as w');
  if (siteIds) base = base.where('w.site_id', 'in', siteIds.length > 0 ? siteIds : ['-']);
  if (query.warning_type) base = base.where('w.warning_type', '=', query.warning_type);
  if (query.severity) base = base.where('w.severity', '=', query.severity);
  if (query.is_resolved !== undefined)
    base = base.where('w.is_resolved', '=', query.is_resolved ? 1 : 0);
  // Titles name the medicine with its strength and the batch, so they carry the search.
  if (query.search) base = base.where(containsText(ctx.db, ['w.title'], query.search));
  const total = await countRows(base);
  const page = await base
    .select('w.id')
    .orderBy('w.is_resolved')
    .orderBy(severityRank, 'desc')
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id')
    .limit(query.size)
    .offset(offsetOf(query))
    .execute();
  const ids = page.map((r) => r.id);
  const rows = ids.length > 0 ? await warningQuery(ctx.db).where('w.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toWarning(row)] : [];
    }),
    total,
    page: query.page,
    size: query.size,
    pages: pageCount(total, query.size),
    counts: await countWarnings(ctx.db, siteIds),
  };
}

/** A warning on a site the caller sees, or 404 (also for another tenant's). */
export async function findWarning(ctx: ServiceContext, id: string, db: Kysely<Database> = ctx.db) {
  const row = await warningQuery(db).where('w.id', '=', id).executeTakeFirst();
  if (!row || !canSeeSite(ctx.actor, row.site_id))
    throw notFound(WARNING_NOT_FOUND, 'WARNING_NOT_FOUND');
  return row;
}

export async function getWarningWithHistory(
  ctx: ServiceContext,
  id: string,
): Promise<WarningWithHistory> {
  const row = await findWarning(ctx, id);
  return { ...toWarning(row), history: await historyOf(ctx.db, id) };
}
