import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { useDeviations, type DeviationStatusFilter } from './deviations-api.ts';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { serverDetail } from '../../ui/api-errors.ts';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useT } from '../../i18n/t.ts';
import { useSiteStore } from '../../stores/site.ts';

/** 'Narkotika' → 'Avvikelser': the unit's deviations, for its managers to follow up and close. */
export function DeviationsPage() {
  const t = useT();
  const siteId = useSiteStore((s) => s.currentSiteId);
  const [status, setStatus] = useState<DeviationStatusFilter>('open');
  const list = useDeviations(status);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('deviations.title')}
        subtitle={t('deviations.intro')}
        actions={
          <Group>
            <Button component={Link} to="/narkotika" variant="default">
              {t('deviations.back')}
            </Button>
            <ExportMenu path="/deviations" query={{ status }} />
          </Group>
        }
      />
      <SegmentedControl
        aria-label={t('deviations.status')}
        value={status}
        onChange={setStatus}
        data={[
          { value: 'open', label: t('deviations.filter.open') },
          { value: 'closed', label: t('deviations.filter.closed') },
          { value: 'all', label: t('deviations.filter.all') },
        ]}
      />
      {!siteId ? <Alert color="yellow">{t('narcotics.noSite')}</Alert> : null}
      {list.isPending && siteId ? <Loader aria-label={t('app.loading')} /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {serverDetail(list.error) ?? t('deviations.loadFailed')}
        </Alert>
      ) : null}
      {list.data?.length === 0 ? <Text c="dimmed">{t('deviations.empty')}</Text> : null}
      {list.data && list.data.length > 0 ? (
        <ResponsiveTable striped highlightOnHover aria-label={t('deviations.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('deviations.col.opened')}</Table.Th>
              <Table.Th>{t('deviations.col.what')}</Table.Th>
              <Table.Th>{t('deviations.col.by')}</Table.Th>
              <Table.Th>{t('deviations.col.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((d) => (
              <Table.Tr key={d.id} data-testid="deviation-row">
                <Table.Td>{formatDateTime(d.opened_at)}</Table.Td>
                <Table.Td data-label={t('deviations.col.what')}>
                  <Text component={Link} to={`/avvikelser/${d.id}`} fw={600} c="blue">
                    {d.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`deviations.kind.${d.kind}`)}
                  </Text>
                </Table.Td>
                <Table.Td data-label={t('deviations.col.by')}>{d.opened_by}</Table.Td>
                <Table.Td data-label={t('deviations.col.status')}>
                  <Badge color={d.status === 'open' ? 'red' : 'gray'}>
                    {t(`deviations.status.${d.status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      ) : null}
    </Stack>
  );
}
