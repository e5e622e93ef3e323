import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import type { MedicineTemplate } from '../../../shared/schemas/medicine.ts';
import { isLowStock } from '../../../shared/stock-rules.ts';
import { useT } from '../../i18n/t.ts';
import { NarcoticBadge } from './NarcoticBadge.tsx';

type MedicinesTableProps = {
  medicines: MedicineTemplate[];
  canWrite: boolean;
  onEdit: (medicine: MedicineTemplate) => void;
  onDelete: (medicine: MedicineTemplate) => void;
};

export function MedicinesTable({ medicines, canWrite, onEdit, onDelete }: MedicinesTableProps) {
  const t = useT();
  return (
    <ResponsiveTable minWidth={canWrite ? 860 : 700} striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('medicines.column.medicine')}</Table.Th>
          <Table.Th>{t('medicines.column.strength')}</Table.Th>
          <Table.Th>{t('medicines.column.route')}</Table.Th>
          <Table.Th>{t('medicines.column.minimum')}</Table.Th>
          <Table.Th>{t('medicines.column.status')}</Table.Th>
          {canWrite ? <Table.Th>{t('medicines.column.actions')}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {medicines.map((medicine) => {
          const low = isLowStock(medicine.total_quantity, medicine.minimum_stock_level);
          const label = (action: string) =>
            t('medicines.action.for', { action, name: medicine.name });
          return (
            <Table.Tr key={medicine.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={500}>{medicine.name}</Text>
                  {medicine.is_controlled_substance ? (
                    <NarcoticBadge schedule={medicine.narcotic_schedule} />
                  ) : null}
                </Group>
                {medicine.generic_name ? (
                  <Text size="sm" c="dimmed">
                    {medicine.generic_name}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td data-label={t('medicines.column.strength')}>
                {[medicine.strength, medicine.unit].filter(Boolean).join(' ')}
              </Table.Td>
              <Table.Td data-label={t('medicines.column.route')}>
                {medicine.route_of_administration ?? '–'}
              </Table.Td>
              <Table.Td data-label={t('medicines.column.minimum')}>
                <Text>{medicine.minimum_stock_level}</Text>
                <Text size="sm" c={low ? 'red' : 'dimmed'}>
                  {t('medicines.inStock', { quantity: medicine.total_quantity })}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('medicines.column.status')}>
                <Stack gap={4} align="flex-start">
                  <Badge
                    miw="max-content"
                    color={medicine.is_active ? 'green' : 'gray'}
                    variant="light"
                  >
                    {medicine.is_active
                      ? t('medicines.status.active')
                      : t('medicines.status.inactive')}
                  </Badge>
                  {low ? (
                    <Badge miw="max-content" color="orange" variant="light">
                      {t('medicines.status.lowStock')}
                    </Badge>
                  ) : null}
                </Stack>
              </Table.Td>
              {canWrite ? (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={label(t('medicines.action.edit'))}
                      onClick={() => onEdit(medicine)}
                    >
                      {t('medicines.action.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={label(t('medicines.action.delete'))}
                      onClick={() => onDelete(medicine)}
                    >
                      {t('medicines.action.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
