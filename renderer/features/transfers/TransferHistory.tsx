import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { PagePicker } from '../../ui/PagePicker.tsx';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { useState } from 'react';
import { errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { unitKey } from '../kassation/display.ts';
import { formatDateTime } from '../../ui/format.ts';
import { useTransfers } from './transfers-api.ts';

/** What the unit sent to and received from its sister units, newest first. */
export function TransferHistory({ siteId }: { siteId: string }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useTransfers(page);
  const items = list.data?.items ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('transfers.history')}
      </Title>
      {list.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      {list.isSuccess && items.length === 0 ? (
        <Text c="dimmed">{t('transfers.historyEmpty')}</Text>
      ) : null}
      {items.length > 0 ? (
        <ResponsiveTable minWidth={640} striped aria-label={t('transfers.history')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('transfers.col.when')}</Table.Th>
              <Table.Th>{t('transfers.col.medicine')}</Table.Th>
              <Table.Th>{t('transfers.col.quantity')}</Table.Th>
              <Table.Th>{t('transfers.col.between')}</Table.Th>
              <Table.Th>{t('transfers.col.by')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((move) => {
              const outgoing = move.from_site_id === siteId;
              return (
                <Table.Tr key={move.id}>
                  <Table.Td data-label={t('transfers.col.when')}>
                    {formatDateTime(move.created_at)}
                  </Table.Td>
                  <Table.Td data-label={t('transfers.col.medicine')}>
                    {move.medicine_name}
                    <Text size="sm" c="dimmed">
                      {t('transfers.batchLine', {
                        batch: move.batch_number,
                        expiry: move.expiry_date,
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td data-label={t('transfers.col.quantity')}>
                    {outgoing ? '−' : '+'}
                    {move.quantity} {t(unitKey(move.unit_type))}
                  </Table.Td>
                  <Table.Td data-label={t('transfers.col.between')}>
                    {outgoing
                      ? t('transfers.toSite', { site: move.to_site_name })
                      : t('transfers.fromSite', { site: move.from_site_name })}
                  </Table.Td>
                  <Table.Td data-label={t('transfers.col.by')}>
                    {move.moved_by}
                    {move.note ? (
                      <Text size="sm" c="dimmed">
                        {move.note}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </ResponsiveTable>
      ) : null}
      {list.data && list.data.pages > 1 ? (
        <PagePicker total={list.data.pages} value={page} onChange={setPage} />
      ) : null}
    </Stack>
  );
}
