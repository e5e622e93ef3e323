import { Alert, Anchor, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/t.ts';
import { medicineLabel, UNIT_KEYS } from '../inventory/expiry.ts';
import { StockBadges } from '../inventory/StockBadges.tsx';
import { useRecentStock } from './recent-stock-api.ts';

/** The user portal's card of the latest batches at the working site (spec 1-platform §2.6). */
export function RecentStockCard() {
  const t = useT();
  const query = useRecentStock();
  const items = query.data?.items ?? [];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="recent-stock-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={2} size="h3" id="recent-stock-title">
              {t('panels.recent.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('panels.recent.subtitle')}
            </Text>
          </Stack>
          <Anchor component={Link} to="/inventory" size="sm">
            {t('panels.recent.all')}
          </Anchor>
        </Group>
        {query.isPending ? <Loader size="sm" aria-label={t('app.loading')} /> : null}
        {query.isError ? (
          <Alert color="red" role="alert">
            {t('panels.recent.error')}
          </Alert>
        ) : null}
        {query.isSuccess && items.length === 0 ? (
          <Text c="dimmed">{t('panels.recent.empty')}</Text>
        ) : null}
        {items.length > 0 ? (
          <ResponsiveTable minWidth={560} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('panels.column.medicine')}</Table.Th>
                <Table.Th>{t('panels.column.batch')}</Table.Th>
                <Table.Th>{t('panels.column.quantity')}</Table.Th>
                <Table.Th>{t('panels.column.location')}</Table.Th>
                <Table.Th>{t('inventory.column.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {medicineLabel(item)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('panels.recent.expires', { date: item.expiry_date })}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('panels.column.batch')}>
                    <Text ff="monospace" size="sm">
                      {item.batch_number}
                    </Text>
                  </Table.Td>
                  <Table.Td
                    data-label={t('panels.column.quantity')}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {t('inventory.quantity', {
                      quantity: item.quantity,
                      unit: t(UNIT_KEYS[item.unit_type]),
                    })}
                  </Table.Td>
                  <Table.Td data-label={t('panels.column.location')}>
                    {item.location?.trim() ? item.location : '-'}
                  </Table.Td>
                  <Table.Td data-label={t('inventory.column.status')}>
                    <StockBadges item={item} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        ) : null}
      </Stack>
    </Paper>
  );
}
