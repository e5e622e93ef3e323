import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { Link } from 'react-router-dom';
import { useNarcotics } from './narcotics-api.ts';
import { productName } from './narcotic-format.ts';
import { formatDateTime } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useT } from '../../i18n/t.ts';
import { useSiteStore } from '../../stores/site.ts';
import { DeviationsLink } from '../deviations/DeviationsLink.tsx';

/**
 * The unit's narcotics: last control count and when the next is due. No balance: whoever opens
 * this is about to count, blind; the journal and the stock list show quantities.
 */
export function NarcoticsPage() {
  const t = useT();
  const siteId = useSiteStore((s) => s.currentSiteId);
  const list = useNarcotics();
  return (
    <Stack>
      <PageHeader
        title={t('narcotics.title')}
        subtitle={t('narcotics.intro')}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/narkotika/kontrollrakningar" variant="default">
              {t('narcotics.action.counts')}
            </Button>
            <DeviationsLink />
          </Group>
        }
      />
      {!siteId ? <Alert color="yellow">{t('narcotics.noSite')}</Alert> : null}
      {list.isPending && siteId ? <Loader aria-label={t('app.loading')} /> : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {t('narcotics.loadFailed')}
        </Alert>
      ) : null}
      {list.data && list.data.items.length === 0 ? (
        <Alert color="blue">{t('narcotics.empty')}</Alert>
      ) : null}
      {list.data && list.data.items.length > 0 ? (
        <ResponsiveTable
          minWidth={720}
          striped
          verticalSpacing="sm"
          aria-label={t('narcotics.title')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('narcotics.col.medicine')}</Table.Th>
              <Table.Th>{t('narcotics.col.lastCount')}</Table.Th>
              <Table.Th>{t('narcotics.col.due')}</Table.Th>
              <Table.Th>{t('common.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.items.map((n) => (
              <Table.Tr key={n.medicine_template_id} data-testid="narcotic-row">
                <Table.Td>
                  <Text fw={600}>{productName(n)}</Text>
                  {!n.is_active ? (
                    <Text size="sm" c="dimmed">
                      {t('narcotics.inactive')}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td data-label={t('narcotics.col.lastCount')}>
                  {n.last_count_at ? (
                    <Group gap="xs">
                      <Text size="sm">{formatDateTime(n.last_count_at)}</Text>
                      <Badge color={n.last_count_status === 'ok' ? 'green' : 'orange'}>
                        {t(`narcotics.status.${n.last_count_status ?? 'ok'}`)}
                      </Badge>
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('narcotics.neverCounted')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td data-label={t('narcotics.col.due')}>
                  <Group gap="xs">
                    <Text size="sm" fw={600} data-testid="narcotic-count-due">
                      {n.count_due}
                    </Text>
                    {n.count_overdue ? <Badge color="red">{t('narcotics.overdue')}</Badge> : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      component={Link}
                      to={`/narkotika/${n.medicine_template_id}`}
                      variant="light"
                    >
                      {t('narcotics.action.journal')}
                    </Button>
                    <Button
                      component={Link}
                      to={`/narkotika/${n.medicine_template_id}/rakna`}
                      disabled={!n.in_stock}
                    >
                      {t('narcotics.action.count')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      ) : null}
      {list.data ? (
        <Text size="sm" c="dimmed">
          {t('narcotics.countDays', { days: list.data.count_days })}
        </Text>
      ) : null}
    </Stack>
  );
}
