import { Alert, Center, Group, Loader, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { STATS_PERIODS } from '../../../shared/schemas/kassation-reports.ts';
import { useT } from '../../i18n/t.ts';
import { useLocalSettings } from '../../stores/local-settings.ts';
import { StatCard } from '../../ui/StatCard.tsx';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { PrintButton } from '../print/PrintButton.tsx';
import { PrintHeading } from '../print/PrintHeading.tsx';
import { statsFrom, useBasicStats } from './kassation-api.ts';
import { useKassationPage } from './kassation-page-store.ts';
import { MostWastedTable } from './MostWastedTable.tsx';
import { averagePerMonth, EMPTY_STATS, formatNumber } from './report-data.ts';

// The charts library is most of the screen's code: fetched when the reports are first opened.
const ReportCharts = lazy(async () => ({
  default: (await import('./ReportCharts.tsx')).ReportCharts,
}));

/** Disposal statistics of the site for unit managers; others are told they may not see them. */
export function ReportsTab({ allowed }: { allowed: boolean }) {
  const t = useT();
  const language = useLocalSettings((s) => s.settings.display.language);
  const { months, set } = useKassationPage();
  const query = useBasicStats(months, allowed);

  if (!allowed)
    return (
      <Alert color="yellow" title={t('kassation.reports.forbiddenTitle')}>
        {t('kassation.reports.forbidden')}
      </Alert>
    );

  const stats = query.data ?? EMPTY_STATS;
  const title = `${t('kassation.title')}: ${t('kassation.tab.reports')}`;
  const period = t('kassation.reports.months', { months });
  return (
    <Stack>
      <PrintHeading title={title} filters={[`${t('kassation.reports.period')}: ${period}`]} />
      <Group justify="space-between" align="flex-end">
        <Select
          w={180}
          label={t('kassation.reports.period')}
          data={STATS_PERIODS.map((value) => ({
            value: String(value),
            label: t('kassation.reports.months', { months: value }),
          }))}
          value={String(months)}
          allowDeselect={false}
          onChange={(value) => set({ months: Number(value ?? months) })}
        />
        <Group gap="sm">
          {query.isFetching ? <Loader size="sm" aria-label={t('app.loading')} /> : null}
          <ExportMenu path="/kassation/basic-stats" query={{ from_date: statsFrom(months) }} />
          <PrintButton title={title} />
        </Group>
      </Group>
      {query.isError ? (
        <Alert color="red" role="alert">
          {t('kassation.reports.failed')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatCard label={t('kassation.reports.totalDisposed')} value={stats.total_disposed} />
        <StatCard label={t('kassation.reports.totalQuantity')} value={stats.total_quantity} />
        <Stack gap={4}>
          <StatCard
            label={t('kassation.reports.average')}
            value={formatNumber(averagePerMonth(stats), language)}
          />
          <Text size="xs" c="dimmed">
            {t('kassation.reports.averageHint')}
          </Text>
        </Stack>
      </SimpleGrid>
      <Suspense
        fallback={
          <Center mih={120} role="status">
            <Group gap="sm">
              <Loader size="sm" />
              <Text c="dimmed">{t('kassation.reports.chartsLoading')}</Text>
            </Group>
          </Center>
        }
      >
        <ReportCharts stats={stats} />
      </Suspense>
      <MostWastedTable rows={stats.most_wasted} />
    </Stack>
  );
}
