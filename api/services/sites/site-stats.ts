import type { SiteStatsEntry, SiteStatsList } from '../../../shared/schemas/dashboard.ts';
import { addDays } from '../../../shared/stock-rules.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { iso } from '../../time.ts';
import { toCount, visibleOrAll } from './panel-scope.ts';

type Count = number | string | bigint;
const DISPOSAL_WINDOW_DAYS = 30;

/**
 * Stock, expiry, warning and disposal figures per visible active site: one grouped query per
 * figure, never one per site. Expiring means within the site's own warning days, not yet expired.
 */
export async function siteStats(ctx: ServiceContext): Promise<SiteStatsList> {
  const siteIds = visibleOrAll(ctx);
  if (siteIds?.length === 0) return { sites: [] };
  const activeSites = () => {
    const query = ctx.db.selectFrom('sites as s').where('s.is_active', '=', 1);
    return siteIds ? query.where('s.id', 'in', siteIds) : query;
  };
  const sites = await activeSites()
    .leftJoin('customers as c', 'c.id', 's.customer_id')
    .select(['s.id', 's.name', 's.warning_days', 'c.name as customer_name'])
    .orderBy('s.name')
    .execute();
  if (sites.length === 0) return { sites: [] };
  const today = ctx.clock.today();
  const since = iso(new Date(ctx.clock.now().getTime() - DISPOSAL_WINDOW_DAYS * 86_400_000));
  const warningDays = [...new Set(sites.map((s) => s.warning_days))];

  const [stock, warnings, disposals] = await Promise.all([
    activeSites()
      .innerJoin('inventory_items as i', 'i.site_id', 's.id')
      .where('i.quantity', '>', 0)
      .groupBy('s.id')
      .select((eb) => {
        const expiring = eb.and([
          eb('i.expiry_date', '>=', today),
          eb.or(
            warningDays.map((d) =>
              eb.and([eb('s.warning_days', '=', d), eb('i.expiry_date', '<=', addDays(today, d))]),
            ),
          ),
        ]);
        const countWhen = (condition: typeof expiring) =>
          eb.fn.sum<Count>(eb.case().when(condition).then(1).else(0).end());
        return [
          's.id as site_id',
          eb.fn.countAll<Count>().as('batches'),
          eb.fn.sum<Count>('i.quantity').as('quantity'),
          countWhen(expiring).as('expiring'),
          countWhen(eb('i.expiry_date', '<', today)).as('expired'),
        ];
      })
      .execute(),
    activeSites()
      .innerJoin('warnings as w', 'w.site_id', 's.id')
      .where('w.is_resolved', '=', 0)
      .groupBy('s.id')
      .select((eb) => ['s.id as site_id', eb.fn.countAll<Count>().as('n')])
      .execute(),
    activeSites()
      .innerJoin('kassations as k', 'k.site_id', 's.id')
      .where('k.status', '!=', 'cancelled')
      .where('k.restored_at', 'is', null)
      .where('k.initiated_at', '>=', since)
      .groupBy('s.id')
      .select((eb) => ['s.id as site_id', eb.fn.countAll<Count>().as('n')])
      .execute(),
  ]);
  const stockOf = new Map(stock.map((r) => [r.site_id, r]));
  const warningsOf = new Map(warnings.map((r) => [r.site_id, toCount(r.n)]));
  const disposalsOf = new Map(disposals.map((r) => [r.site_id, toCount(r.n)]));
  return {
    sites: sites.map((s): SiteStatsEntry => {
      const row = stockOf.get(s.id);
      return {
        site_id: s.id,
        site_name: s.name,
        customer_name: s.customer_name,
        batches: toCount(row?.batches),
        total_quantity: toCount(row?.quantity),
        expiring: toCount(row?.expiring),
        expired: toCount(row?.expired),
        open_warnings: warningsOf.get(s.id) ?? 0,
        disposals_last_30_days: disposalsOf.get(s.id) ?? 0,
      };
    }),
  };
}
