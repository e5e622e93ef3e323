import { sql, type ExpressionBuilder } from 'kysely';
import type {
  CrossSiteWarningsQuery,
  ExpiryWarningItem,
  ExpiryWarningList,
} from '../../../shared/schemas/dashboard.ts';
import { addDays, daysBetween, expiryWarningLevel } from '../../../shared/stock-rules.ts';
import type { Database, InventoryItemTable } from '../../db/schema.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { panelSiteIds } from '../sites/panel-scope.ts';
import { scopedSites, warningTotals, type ScopedSite } from './site-warning-counts.ts';
import { answerCache } from '../site-versions/answer-cache.ts';
import { siteVersionsKey } from '../site-versions/site-versions.ts';

const EMPTY: ExpiryWarningList = {
  expiry_warnings: [],
  total_expiry_warnings: 0,
  critical_count: 0,
};

/** One distinct warning setting among the sites in scope, with its cut-off dates for today. */
type Setting = {
  warning_days: number;
  critical_warning_days: number;
  until: string;
  critical: string;
};

/** The distinct warning settings among the sites, with their cut-off dates for today. */
function settingsOf(sites: ScopedSite[], today: string): Setting[] {
  const distinct = new Map<string, ScopedSite>();
  for (const s of sites) distinct.set(`${s.warning_days}/${s.critical_warning_days}`, s);
  return [...distinct.values()].map((s) => ({
    warning_days: s.warning_days,
    critical_warning_days: s.critical_warning_days,
    // expiryWarningLevel: critical up to critical days, warning up to warning days.
    until: addDays(today, Math.max(s.warning_days, s.critical_warning_days)),
    critical: addDays(today, s.critical_warning_days),
  }));
}

// A literal (not a bound 0) lets both planners use the partial in-stock indexes.
const inStock = (eb: ExpressionBuilder<Database & { i: InventoryItemTable }, 'i'>) =>
  eb('i.quantity', '>', eb.lit(0));

/**
 * Batches in stock within their own site's warning days, soonest first, live from stock. The
 * batches drive the join (sargable on expiry_date), so a page for every site reads only its rows.
 */
async function firstMatches(
  ctx: ServiceContext,
  siteIds: string[] | null,
  settings: Setting[],
  limit: number,
) {
  const widest = settings.reduce((max, s) => (s.until > max ? s.until : max), '');
  let query = ctx.db
    .selectFrom('inventory_items as i')
    .crossJoin('sites as s')
    .crossJoin('medicine_templates as t')
    .whereRef('s.id', '=', 'i.site_id')
    .whereRef('t.id', '=', 'i.medicine_template_id')
    .where(inStock)
    .where('i.expiry_date', '<=', widest)
    .where('s.is_active', '=', 1)
    .where((eb) =>
      eb.or(
        settings.map((s) =>
          eb.and([
            eb('s.warning_days', '=', s.warning_days),
            eb('s.critical_warning_days', '=', s.critical_warning_days),
            eb('i.expiry_date', '<=', s.until),
          ]),
        ),
      ),
    );
  if (siteIds) query = query.where('i.site_id', 'in', siteIds);
  return query
    .select([
      'i.id',
      'i.site_id',
      's.name as site_name',
      's.warning_days',
      's.critical_warning_days',
      't.name as medicine_name',
      't.strength as medicine_strength',
      'i.batch_number',
      'i.expiry_date',
      'i.quantity',
      'i.unit_type',
      'i.location',
    ])
    .orderBy('i.expiry_date')
    .orderBy(sql`lower(${sql.ref('t.name')})`)
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

/** A unit manager's sites are few; an admin's view of every site is not kept. */
const KEPT_UP_TO_SITES = 50;
const keptPanels = answerCache<ExpiryWarningList>(500);

/** The VARNINGAR panel: rows capped at the limit, totals over all matches in scope. */
export async function crossSiteWarnings(
  ctx: ServiceContext,
  query: CrossSiteWarningsQuery,
): Promise<ExpiryWarningList> {
  const siteIds = await panelSiteIds(ctx, query.site_id);
  if (siteIds?.length === 0) return EMPTY;
  const today = ctx.clock.today();
  if (siteIds === null || siteIds.length > KEPT_UP_TO_SITES)
    return computeWarnings(ctx, siteIds, today, query.limit);
  // Read before the warnings, so a change committed in between makes the next request miss.
  const versions = await siteVersionsKey(ctx.db, siteIds);
  const key = [siteIds.join(','), versions, today, query.limit].join('\u0000');
  return keptPanels(ctx.db, key, () => computeWarnings(ctx, siteIds, today, query.limit));
}

async function computeWarnings(
  ctx: ServiceContext,
  siteIds: string[] | null,
  today: string,
  limit: number,
): Promise<ExpiryWarningList> {
  const sites = await scopedSites(ctx.db, siteIds);
  const settings = settingsOf(sites, today);
  if (settings.length === 0) return EMPTY;
  const rows = await firstMatches(ctx, siteIds, settings, limit);
  if (rows.length === 0) return EMPTY;
  const counts = await warningTotals(ctx.db, sites, today);
  const items = rows.map((r): ExpiryWarningItem => {
    const days = daysBetween(today, r.expiry_date);
    return {
      id: r.id,
      site_id: r.site_id,
      site_name: r.site_name,
      medicine_name: r.medicine_name,
      medicine_strength: r.medicine_strength,
      batch_number: r.batch_number,
      expiry_date: r.expiry_date,
      days_until_expiry: days,
      severity: expiryWarningLevel(days, r) === 'critical' ? 'critical' : 'warning',
      quantity: r.quantity,
      unit_type: r.unit_type === 'paket' ? 'paket' : 'styck',
      location: r.location,
    };
  });
  return {
    expiry_warnings: items,
    total_expiry_warnings: counts.total,
    critical_count: counts.critical,
  };
}
