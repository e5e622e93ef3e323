import type { DashboardStats } from '../../../shared/schemas/dashboard.ts';
import type { ServiceContext } from '../auth/actor.ts';
import { isSqlite, lastBackupAt } from '../backup/backup-service.ts';
import { requireRole } from '../auth/permissions.ts';
import { iso } from '../../time.ts';
import { toCount } from '../sites/panel-scope.ts';
import { revenueOf } from './revenue.ts';

type Count = number | string | bigint;

/** Totals and active counts of one table with an is_active flag. */
async function activeCount(ctx: ServiceContext, table: 'customers' | 'sites' | 'users') {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => [
      eb.fn.countAll<Count>().as('total'),
      eb.fn.sum<Count>('is_active').as('active'),
    ])
    .executeTakeFirstOrThrow();
  return { total: toCount(row.total), active: toCount(row.active) };
}

/** The operator's figures for Systemöversikt. */
export async function dashboardStats(ctx: ServiceContext): Promise<DashboardStats> {
  requireRole(ctx.actor, 'admin');
  const dayAgo = iso(new Date(ctx.clock.now().getTime() - 24 * 3_600_000));
  const [customers, sites, users, warnings, activity, revenue] = await Promise.all([
    activeCount(ctx, 'customers'),
    activeCount(ctx, 'sites'),
    activeCount(ctx, 'users'),
    ctx.db
      .selectFrom('warnings')
      .where('is_resolved', '=', 0)
      .select((eb) => [
        eb.fn.countAll<Count>().as('open'),
        eb.fn
          .sum<Count>(eb.case().when('severity', '=', 'critical').then(1).else(0).end())
          .as('critical'),
      ])
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('audit_log')
      .where('at', '>=', dayAgo)
      .select((eb) => eb.fn.countAll<Count>().as('n'))
      .executeTakeFirstOrThrow(),
    revenueOf(ctx.db),
  ]);
  const sqlite = isSqlite(ctx);
  return {
    total_customers: customers.total,
    total_sites: sites.total,
    total_users: users.total,
    active_users: users.active,
    active_sites: sites.active,
    active_warnings: toCount(warnings.open),
    critical_warnings: toCount(warnings.critical),
    monthly_revenue_sek: revenue.monthly_revenue_sek,
    recent_activity_count: toCount(activity.n),
    last_backup_at: sqlite ? lastBackupAt(ctx.config.backupDir) : null,
    database: sqlite ? 'sqlite' : 'postgresql',
  };
}
