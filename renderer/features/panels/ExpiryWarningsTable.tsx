import { Badge, Group, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import type { ExpiryWarningItem } from '../../../shared/schemas/dashboard.ts';
import { AlertIcon } from '../../ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { medicineLabel, UNIT_KEYS } from '../inventory/expiry.ts';
import { expiryDisplay } from './expiry-display.ts';
import { DisposeRowButton } from './DisposeRowButton.tsx';

type ExpiryWarningsTableProps = {
  rows: readonly ExpiryWarningItem[];
  showSite: boolean;
  busyId: string | null;
  onDispose: (item: ExpiryWarningItem) => void;
};

function ExpiryCell({ item }: { item: ExpiryWarningItem }) {
  const t = useT();
  const display = expiryDisplay(item);
  return (
    <Group gap={6} wrap="nowrap">
      <Text c="red" lh={0} w={18} aria-hidden="true">
        {display.urgent ? <AlertIcon size={18} /> : null}
      </Text>
      <Badge color={display.color} variant="filled" autoContrast tt="none" miw="max-content">
        {t(display.text.key, display.text.params)}
      </Badge>
    </Group>
  );
}

/** VARNINGAR rows (spec 1-platform §2.7); expired batches are drawn on a darker row. */
export function ExpiryWarningsTable({
  rows,
  showSite,
  busyId,
  onDispose,
}: ExpiryWarningsTableProps) {
  const t = useT();
  return (
    <ResponsiveTable minWidth={showSite ? 820 : 680} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('panels.column.medicine')}</Table.Th>
          {showSite ? <Table.Th>{t('panels.column.site')}</Table.Th> : null}
          <Table.Th>{t('panels.column.batch')}</Table.Th>
          <Table.Th>{t('panels.column.expiry')}</Table.Th>
          <Table.Th>{t('panels.column.quantity')}</Table.Th>
          <Table.Th>{t('panels.column.location')}</Table.Th>
          <Table.Th>{t('panels.column.action')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((item) => (
          <Table.Tr
            key={item.id}
            bg={
              item.days_until_expiry < 0
                ? 'light-dark(var(--mantine-color-gray-2), var(--mantine-color-dark-5))'
                : undefined
            }
          >
            <Table.Td>
              <Text fw={500} size="sm">
                {medicineLabel(item)}
              </Text>
            </Table.Td>
            {showSite ? (
              <Table.Td data-label={t('panels.column.site')}>{item.site_name}</Table.Td>
            ) : null}
            <Table.Td data-label={t('panels.column.batch')}>
              <Text ff="monospace" size="sm">
                {item.batch_number}
              </Text>
            </Table.Td>
            <Table.Td data-label={t('panels.column.expiry')}>
              <ExpiryCell item={item} />
            </Table.Td>
            <Table.Td data-label={t('panels.column.quantity')} style={{ whiteSpace: 'nowrap' }}>
              {t('inventory.quantity', {
                quantity: item.quantity,
                unit: t(UNIT_KEYS[item.unit_type]),
              })}
            </Table.Td>
            <Table.Td data-label={t('panels.column.location')}>
              {item.location?.trim() ? item.location : '-'}
            </Table.Td>
            <Table.Td>
              <DisposeRowButton
                rowId={item.id}
                medicineName={item.medicine_name}
                batchNumber={item.batch_number}
                busyId={busyId}
                variant="light"
                onDispose={() => onDispose(item)}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
