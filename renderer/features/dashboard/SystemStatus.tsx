import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ApiCoverage, DashboardStats, SslStatus } from '../../../shared/schemas/dashboard.ts';
import { useT } from '../../i18n/t.ts';
import { useServerText } from '../../i18n/use-server-text.ts';
import { ApiModules } from './ApiModules.tsx';
import { backupWhen } from './dashboard-format.ts';

type Props = {
  stats: DashboardStats;
  ssl: SslStatus | null;
  coverage: ApiCoverage;
  /** False when the figures could not be loaded: nothing is known then. */
  loaded: boolean;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" role="group" aria-label={label}>
      <Text size="sm">{label}</Text>
      <Stack gap={0} align="flex-end" style={{ textAlign: 'right' }}>
        {children}
      </Stack>
    </Group>
  );
}

/** Backup, certificate, API and database as the server reports them. */
export function SystemStatus({ stats, ssl, coverage, loaded }: Props) {
  const t = useT();
  const text = useServerText();
  const title = t('dashboard.system.title');
  const when = backupWhen(stats.last_backup_at, new Date());
  const backup = !loaded
    ? t('dashboard.system.unknown')
    : stats.database === 'postgresql'
      ? t('dashboard.system.backupByHost')
      : when.kind === 'none'
        ? t('dashboard.system.backupNone')
        : when.kind === 'date'
          ? `${when.date} ${when.time}`
          : t(
              when.kind === 'today'
                ? 'dashboard.system.backupToday'
                : 'dashboard.system.backupYesterday',
              {
                time: when.time,
              },
            );
  const { implemented_endpoints, total_endpoints, completion_percentage, is_complete } =
    coverage.coverage;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">
        <Row label={t('dashboard.system.backup')}>
          <Text size="sm" fw={600}>
            {backup}
          </Text>
        </Row>
        <Row label={t('dashboard.system.ssl')}>
          {ssl ? (
            <>
              {ssl.days_until_expiry === null ? null : (
                <Badge color={ssl.status} variant="light">
                  {t('dashboard.system.sslDays', { days: ssl.days_until_expiry })}
                </Badge>
              )}
              <Text size="xs" c="dimmed" maw={320}>
                {text(ssl.status_message, ssl.message)}
              </Text>
            </>
          ) : (
            <Text size="sm">{t('dashboard.system.unknown')}</Text>
          )}
        </Row>
        <Row label={t('dashboard.system.api')}>
          <Text size="sm" fw={600}>
            {!loaded
              ? t('dashboard.system.unknown')
              : is_complete
                ? t('dashboard.system.apiComplete')
                : t('dashboard.system.apiInProgress')}
          </Text>
        </Row>
        <Row label={t('dashboard.system.coverage')}>
          <Text size="sm" fw={600}>
            {t('dashboard.system.coverageValue', {
              implemented: implemented_endpoints,
              total: total_endpoints,
              percent: completion_percentage,
            })}
          </Text>
        </Row>
        <Row label={t('dashboard.system.database')}>
          <Text size="sm" fw={600} c={loaded ? 'green' : undefined}>
            {loaded
              ? t('dashboard.system.databaseOk', {
                  engine: stats.database === 'postgresql' ? 'PostgreSQL' : 'SQLite',
                })
              : t('dashboard.system.databaseUnknown')}
          </Text>
        </Row>
      </Stack>
      {coverage.modules.length > 0 ? <ApiModules modules={coverage.modules} /> : null}
    </Paper>
  );
}
