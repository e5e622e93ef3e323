import { PRICE_PER_SITE_SEK } from '../../../shared/constants.ts';
import type { CustomerRevenue, DashboardRevenue } from '../../../shared/schemas/dashboard.ts';
import { CustomerType } from '../../../shared/schemas/customer.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { requireRole } from '../auth/permissions.ts';
import { toCount } from '../sites/panel-scope.ts';

const kronor = (value: number) => Math.round(value * 100) / 100;

/** Every active site of an active customer is billed at that customer's monthly price. */
export async function revenueOf(db: ServiceContext['db']): Promise<DashboardRevenue> {
  const rows = await db
    .selectFrom('customers as c')
    .leftJoin('sites as s', (join) =>
      join.onRef('s.customer_id', '=', 'c.id').on('s.is_active', '=', 1),
    )
    .where('c.is_active', '=', 1)
    .groupBy(['c.id', 'c.name', 'c.customer_type', 'c.monthly_price_sek'])
    .select((eb) => [
      'c.id',
      'c.name',
      'c.customer_type',
      'c.monthly_price_sek',
      eb.fn.count<number | string | bigint>('s.id').as('active_sites'),
    ])
    .orderBy('c.name')
    .execute();
  const customers: CustomerRevenue[] = rows.map((r) => {
    const sites = toCount(r.active_sites);
    const price = r.monthly_price_sek;
    return {
      customer_id: r.id,
      customer_name: r.name,
      customer_type: CustomerType.catch('kommun').parse(r.customer_type),
      monthly_price_sek: price,
      active_sites: sites,
      monthly_revenue_sek: kronor(sites * price),
    };
  });
  const billed = customers.filter((c) => c.active_sites > 0);
  const sites = billed.reduce((n, c) => n + c.active_sites, 0);
  const monthly = kronor(billed.reduce((n, c) => n + c.monthly_revenue_sek, 0));
  const prices = new Set(billed.map((c) => c.monthly_price_sek));
  const [onlyPrice] = prices;
  return {
    monthly_revenue_sek: monthly,
    annual_forecast_sek: kronor(monthly * 12),
    average_per_site_sek: sites > 0 ? kronor(monthly / sites) : 0,
    active_sites: sites,
    uniform_price_sek:
      prices.size === 0 ? PRICE_PER_SITE_SEK : prices.size === 1 ? (onlyPrice ?? null) : null,
    customers,
  };
}

export async function dashboardRevenue(ctx: ServiceContext): Promise<DashboardRevenue> {
  requireRole(ctx.actor, 'admin');
  return revenueOf(ctx.db);
}
