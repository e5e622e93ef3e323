import { Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { useT } from '../../i18n/t.ts';
import type { WithdrawalItem } from '../../../shared/schemas/recall-feed.ts';

export function WithdrawalTable({ items }: { items: WithdrawalItem[] }) {
  const t = useT();
  return (
    <ResponsiveTable minWidth={560} striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('recalls.column.product')}</Table.Th>
          <Table.Th>{t('recalls.column.batch')}</Table.Th>
          <Table.Th>{t('recalls.column.expiry')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Text fw={500}>{item.product_name}</Text>
            </Table.Td>
            <Table.Td data-label={t('recalls.column.batch')}>
              <Text ff="monospace" size="sm">
                {item.batch_number}
              </Text>
            </Table.Td>
            <Table.Td data-label={t('recalls.column.expiry')} style={{ whiteSpace: 'nowrap' }}>
              {item.expiry_date ?? '-'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
