import { Paper, Text } from '@mantine/core';
import type { DashboardRevenue } from '../../../shared/schemas/dashboard.ts';
import { useT } from '../../i18n/t.ts';
import { formatSek } from './dashboard-format.ts';

/** Monthly revenue with how it is made up: sites × price, or a plain note when prices differ. */
export function RevenueCard({ revenue }: { revenue: DashboardRevenue }) {
  const t = useT();
  const label = t('dashboard.revenue.title');
  const formula =
    revenue.uniform_price_sek === null
      ? t('dashboard.revenue.formulaMixed', { sites: revenue.active_sites })
      : t('dashboard.revenue.formula', {
          sites: revenue.active_sites,
          price: formatSek(revenue.uniform_price_sek),
        });
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      role="group"
      aria-label={label}
      bg="light-dark(var(--mantine-color-teal-0), var(--mantine-color-teal-light))"
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c="teal">
        {formatSek(revenue.monthly_revenue_sek)}
      </Text>
      <Text size="sm" c="dimmed">
        {formula}
      </Text>
    </Paper>
  );
}
