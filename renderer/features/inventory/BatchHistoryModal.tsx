import { Alert, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { PagePicker } from '../../ui/PagePicker.tsx';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { useState } from 'react';
import type { InventoryItem } from '../../../shared/schemas/inventory.ts';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { formatDateTime } from '../../ui/format.ts';
import { useBatchMovements } from './inventory-api.ts';

const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

/** The batch's ledger: every change of its quantity, oldest first, with the balance after. */
export function BatchHistoryModal({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  useReturnFocus();
  const t = useT();
  const [page, setPage] = useState(1);
  const history = useBatchMovements(item.id, page);
  const rows = history.data?.items ?? [];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('inventory.history.title', { name: item.medicine_name, batch: item.batch_number })}
      size="xl"
      centered
    >
      <Stack>
        {history.isPending ? <Loader aria-label={t('app.loading')} /> : null}
        {history.isError ? (
          <Alert color="red" role="alert">
            {t('inventory.history.error')}
          </Alert>
        ) : null}
        {history.isSuccess && rows.length === 0 ? (
          <Text>{t('inventory.history.empty')}</Text>
        ) : null}
        {rows.length > 0 ? (
          <ResponsiveTable minWidth={640} striped aria-label={t('inventory.action.history')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inventory.history.when')}</Table.Th>
                <Table.Th>{t('inventory.history.what')}</Table.Th>
                <Table.Th ta="right">{t('inventory.history.change')}</Table.Th>
                <Table.Th ta="right">{t('inventory.history.balance')}</Table.Th>
                <Table.Th>{t('inventory.history.who')}</Table.Th>
                <Table.Th>{t('inventory.history.why')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((movement) => (
                <Table.Tr key={movement.id}>
                  <Table.Td>{formatDateTime(movement.created_at)}</Table.Td>
                  <Table.Td data-label={t('inventory.history.what')}>
                    {t(`movement.${movement.kind}`)}
                  </Table.Td>
                  <Table.Td data-label={t('inventory.history.change')} ta="right">
                    {signed(movement.delta)}
                  </Table.Td>
                  <Table.Td data-label={t('inventory.history.balance')} ta="right">
                    {movement.balance_after}
                  </Table.Td>
                  <Table.Td data-label={t('inventory.history.who')}>{movement.actor_name}</Table.Td>
                  <Table.Td data-label={t('inventory.history.why')}>
                    {movement.reason ?? ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        ) : null}
        {history.data && history.data.pages > 1 ? (
          <PagePicker total={history.data.pages} value={page} onChange={setPage} />
        ) : null}
        {history.data ? (
          <Text size="sm" c="dimmed">
            {history.data.total === 1
              ? t('inventory.history.countOne')
              : t('inventory.history.count', { total: history.data.total })}
          </Text>
        ) : null}
      </Stack>
    </Modal>
  );
}
