import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BasicStats } from '../../../shared/schemas/kassation-reports.ts';
import { useT } from '../../i18n/t.ts';
import { useLocalSettings } from '../../stores/local-settings.ts';
import { reasonKey } from './display.ts';
import { formatNumber, monthLabel, REASON_COLORS } from './report-data.ts';

/** Monthly quantities as bars and the reasons as a donut with their shares. */
export function ReportCharts({ stats }: { stats: BasicStats }) {
  const t = useT();
  const language = useLocalSettings((s) => s.settings.display.language);
  const months = stats.monthly_totals.map((m) => ({
    month: monthLabel(m.year, m.month, language),
    quantity: m.total_quantity,
  }));
  const reasons = stats.disposal_reasons.map((r) => ({
    name: t(reasonKey(r.reason)),
    value: r.count,
    color: REASON_COLORS[r.reason],
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Paper
        withBorder
        p="md"
        radius="md"
        role="figure"
        aria-label={t('kassation.reports.monthlyLabel')}
      >
        <Title order={2} size="h4" mb="sm">
          {t('kassation.reports.monthly')}
        </Title>
        <BarChart
          h={260}
          data={months}
          dataKey="month"
          series={[{ name: 'quantity', label: t('kassation.reports.quantity'), color: 'red.6' }]}
          tickLine="y"
          withTooltip
        />
      </Paper>
      <Paper
        withBorder
        p="md"
        radius="md"
        role="figure"
        aria-label={t('kassation.reports.reasonsLabel')}
      >
        <Title order={2} size="h4" mb="sm">
          {t('kassation.reports.reasons')}
        </Title>
        {reasons.length === 0 ? (
          <Text c="dimmed">{t('kassation.reports.noData')}</Text>
        ) : (
          <Group align="center" wrap="nowrap">
            <DonutChart data={reasons} size={180} thickness={30} withTooltip />
            <Stack gap={4}>
              {stats.disposal_reasons.map((r) => (
                <Group key={r.reason} gap="xs" wrap="nowrap">
                  <Text size="sm" fw={500}>
                    {t(reasonKey(r.reason))}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('kassation.reports.share', {
                      count: r.count,
                      percentage: formatNumber(r.percentage, language),
                    })}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        )}
      </Paper>
    </SimpleGrid>
  );
}
