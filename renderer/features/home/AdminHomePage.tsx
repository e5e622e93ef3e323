import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { HomeHeader } from './HomeHeader.tsx';
import { EMPTY_DASHBOARD, useAdminDashboard } from '../dashboard/dashboard-api.ts';
import { formatSek } from '../dashboard/dashboard-format.ts';
import { FigureList } from '../dashboard/FigureList.tsx';
import { RecentActivity } from '../dashboard/RecentActivity.tsx';
import { RevenueCard } from '../dashboard/RevenueCard.tsx';
import { SystemStatus } from '../dashboard/SystemStatus.tsx';
import { WarningBanner } from '../dashboard/WarningBanner.tsx';
import { StatCard } from '../../ui/StatCard.tsx';
import { useT } from '../../i18n/t.ts';

/** Systemöversikt (spec 1-platform §2.4): the operator's figures, billing and system health. */
export function AdminHomePage() {
  const t = useT();
  const query = useAdminDashboard();
  const failed = query.isError;
  const { stats, revenue, coverage, ssl, activity } =
    !failed && query.data ? query.data : EMPTY_DASHBOARD;
  return (
    <Stack gap="lg">
      <HomeHeader kicker={t('home.admin.title')} />
      {failed ? (
        <Alert color="red" role="alert">
          {t('dashboard.loadError')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <RevenueCard revenue={revenue} />
        <StatCard label={t('dashboard.counter.activeUsers')} value={stats.active_users} />
        <StatCard label={t('dashboard.counter.activity')} value={stats.recent_activity_count} />
        <StatCard label={t('dashboard.counter.activeSites')} value={stats.active_sites} />
      </SimpleGrid>
      <WarningBanner active={stats.active_warnings} critical={stats.critical_warnings} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FigureList
          title={t('dashboard.economy.title')}
          figures={[
            {
              label: t('dashboard.economy.monthly'),
              value: formatSek(revenue.monthly_revenue_sek),
            },
            {
              label: t('dashboard.economy.annual'),
              value: formatSek(revenue.annual_forecast_sek),
              hint: t('dashboard.economy.annualHint'),
            },
            {
              label: t('dashboard.economy.average'),
              value: formatSek(revenue.average_per_site_sek),
            },
          ]}
        />
        <FigureList
          title={t('dashboard.customers.title')}
          figures={[
            { label: t('dashboard.customers.customers'), value: stats.total_customers },
            { label: t('dashboard.customers.sites'), value: stats.total_sites },
            { label: t('dashboard.customers.users'), value: stats.total_users },
          ]}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <SystemStatus
          stats={stats}
          ssl={ssl}
          coverage={coverage}
          loaded={!failed && query.isSuccess}
        />
        <RecentActivity activity={activity} />
      </SimpleGrid>
    </Stack>
  );
}
