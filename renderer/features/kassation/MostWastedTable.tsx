import { Paper, Table, Text, Title } from '@mantine/core';
import type { BasicStats } from '../../../shared/schemas/kassation-reports.ts';
import { useT } from '../../i18n/t.ts';
import { ManagementTable } from '../../ui/ManagementTable.tsx';
import { medicineText, reasonKey } from './display.ts';

export function MostWastedTable({ rows }: { rows: BasicStats['most_wasted'] }) {
  const t = useT();
  const columns = [
    t('kassation.reports.column.medicine'),
    t('kassation.reports.column.quantity'),
    t('kassation.reports.column.count'),
    t('kassation.reports.column.reason'),
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        {t('kassation.reports.mostWasted')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('kassation.reports.noData')}</Text>
      ) : (
        <ManagementTable minWidth={600} columns={columns}>
          {rows.map((row) => (
            <Table.Tr key={`${row.medicine_name}|${row.medicine_strength ?? ''}`}>
              <Table.Td>{medicineText(row)}</Table.Td>
              <Table.Td data-label={columns[1]}>{row.total_quantity}</Table.Td>
              <Table.Td data-label={columns[2]}>{row.disposal_count}</Table.Td>
              <Table.Td data-label={columns[3]}>{t(reasonKey(row.main_reason))}</Table.Td>
            </Table.Tr>
          ))}
        </ManagementTable>
      )}
    </Paper>
  );
}
