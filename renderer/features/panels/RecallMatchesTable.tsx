import { Button, Group, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import type { RecallMatch } from '../../../shared/schemas/recall.ts';
import { useT } from '../../i18n/t.ts';
import { UNIT_KEYS } from '../inventory/expiry.ts';
import { DisposeRowButton } from './DisposeRowButton.tsx';

type RecallMatchesTableProps = {
  rows: readonly RecallMatch[];
  busyId: string | null;
  onDispose: (match: RecallMatch) => void;
  onReturn: (match: RecallMatch) => void;
};

/** INDRAGNINGAR rows (spec 1-platform §2.8): what is recalled and how much of it is on the shelf. */
export function RecallMatchesTable({ rows, busyId, onDispose, onReturn }: RecallMatchesTableProps) {
  const t = useT();
  return (
    <ResponsiveTable minWidth={520} verticalSpacing="xs" data-testid="recall-matches">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('panels.column.medicine')}</Table.Th>
          <Table.Th>{t('panels.column.batch')}</Table.Th>
          <Table.Th>{t('panels.column.stock')}</Table.Th>
          <Table.Th>{t('panels.column.action')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((match) => (
          <Table.Tr
            key={match.id}
            bg="light-dark(var(--mantine-color-red-0), var(--mantine-color-red-light))"
          >
            <Table.Td>
              <Text fw={500} size="sm">
                {match.medicine_name}
              </Text>
              {match.withdrawal_reason ? (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {match.withdrawal_reason}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td data-label={t('panels.column.batch')}>
              <Text ff="monospace" size="sm">
                {match.batch_number}
              </Text>
              {match.whole_product ? (
                <Text size="xs" c="dimmed">
                  {t('recalls.wholeProduct')}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td data-label={t('panels.column.stock')} style={{ whiteSpace: 'nowrap' }}>
              {t('inventory.quantity', {
                quantity: match.quantity,
                unit: t(UNIT_KEYS[match.unit_type]),
              })}
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  disabled={busyId !== null || match.inventory_item_id === null}
                  aria-label={t('returns.actionFor', {
                    name: match.medicine_name,
                    batch: match.batch_number,
                  })}
                  onClick={() => onReturn(match)}
                >
                  {t('returns.action')}
                </Button>
                <DisposeRowButton
                  rowId={match.id}
                  medicineName={match.medicine_name}
                  batchNumber={match.batch_number}
                  busyId={busyId}
                  onDispose={() => onDispose(match)}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
