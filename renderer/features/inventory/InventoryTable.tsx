import { Button, Group, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import { RowActionsMenu } from '../../ui/RowActionsMenu.tsx';
import type { InventoryItem } from '../../../shared/schemas/inventory.ts';
import { useT } from '../../i18n/t.ts';
import { NarcoticBadge } from '../medicines/NarcoticBadge.tsx';
import { expiryText, medicineLabel, UNIT_KEYS } from './expiry.ts';
import { StockBadges } from './StockBadges.tsx';

type InventoryTableProps = {
  items: InventoryItem[];
  /** Left out in a kiosk session, where batches are not edited. */
  onEdit?: ((item: InventoryItem) => void) | undefined;
  onDispose: (item: InventoryItem) => void;
  onHistory: (item: InventoryItem) => void;
  /** Unit managers move a batch to a sister unit. */
  onMove?: ((item: InventoryItem) => void) | undefined;
  /** A batch an open recall holds is returned to the supplier. */
  onReturn?: ((item: InventoryItem) => void) | undefined;
  /** A pack of the batch is opened (brytdatum). */
  onOpenPack?: ((item: InventoryItem) => void) | undefined;
};

export function InventoryTable({
  items,
  onEdit,
  onDispose,
  onHistory,
  onMove,
  onReturn,
  onOpenPack,
}: InventoryTableProps) {
  const t = useT();
  return (
    <ResponsiveTable minWidth={960} highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('inventory.column.medicine')}</Table.Th>
          <Table.Th>{t('inventory.column.batch')}</Table.Th>
          <Table.Th>{t('inventory.column.quantity')}</Table.Th>
          <Table.Th>{t('inventory.column.expiry')}</Table.Th>
          <Table.Th>{t('inventory.column.location')}</Table.Th>
          <Table.Th>{t('inventory.column.status')}</Table.Th>
          <Table.Th data-print="hide">{t('inventory.column.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => {
          const expiry = expiryText(item.days_until_expiry);
          const expired = item.expiry_status === 'expired';
          const label = (action: string) =>
            t('inventory.action.for', {
              action,
              name: item.medicine_name,
              batch: item.batch_number,
            });
          return (
            <Table.Tr key={item.id} bg={expired ? 'var(--mantine-color-default-hover)' : undefined}>
              <Table.Td>
                <Text fw={500}>{medicineLabel(item)}</Text>
                {item.is_controlled_substance ? <NarcoticBadge /> : null}
              </Table.Td>
              <Table.Td data-label={t('inventory.column.batch')}>
                <Text ff="monospace" size="sm">
                  {item.batch_number}
                </Text>
              </Table.Td>
              <Table.Td
                data-label={t('inventory.column.quantity')}
                style={{ whiteSpace: 'nowrap' }}
              >
                {t('inventory.quantity', {
                  quantity: item.quantity,
                  unit: t(UNIT_KEYS[item.unit_type]),
                })}
              </Table.Td>
              <Table.Td data-label={t('inventory.column.expiry')}>
                <Text size="sm">{item.expiry_date}</Text>
                <Text size="sm" c={expired || item.expiry_status === 'critical' ? 'red' : 'dimmed'}>
                  {t(expiry.key, expiry.params)}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('inventory.column.location')}>
                {[item.storage_place_name, item.location].filter(Boolean).join(' · ') || '-'}
              </Table.Td>
              <Table.Td data-label={t('inventory.column.status')}>
                <StockBadges item={item} />
              </Table.Td>
              <Table.Td data-print="hide">
                <Group gap="xs" wrap="nowrap">
                  {onEdit ? (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={label(t('inventory.action.edit'))}
                      onClick={() => onEdit(item)}
                    >
                      {t('inventory.action.edit')}
                    </Button>
                  ) : null}
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    disabled={item.quantity < 1}
                    aria-label={label(t('inventory.action.dispose'))}
                    onClick={() => onDispose(item)}
                  >
                    {t('inventory.action.dispose')}
                  </Button>
                  <RowActionsMenu
                    label={label(t('common.moreActions'))}
                    actions={[
                      ...(onOpenPack
                        ? [
                            {
                              label: t('openedPacks.open'),
                              disabled: item.quantity < 1 || expired,
                              onClick: () => onOpenPack(item),
                            },
                          ]
                        : []),
                      ...(onReturn && item.recall_notice_id && item.quantity > 0
                        ? [{ label: t('returns.action'), onClick: () => onReturn(item) }]
                        : []),
                      { label: t('inventory.action.history'), onClick: () => onHistory(item) },
                      ...(onMove
                        ? [
                            {
                              label: t('inventory.action.move'),
                              disabled: item.quantity < 1,
                              onClick: () => onMove(item),
                            },
                          ]
                        : []),
                    ]}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
