import { Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import type { KassationRecord } from '../../../shared/schemas/kassation.ts';
import { useT } from '../../i18n/t.ts';
import { formatDateTime } from '../../ui/format.ts';
import { NarcoticBadge } from '../medicines/NarcoticBadge.tsx';
import {
  medicineText,
  personName,
  reasonKey,
  STATUS_COLORS,
  statusKey,
  statusOf,
  unitKey,
} from './display.ts';
import { needsSecondPerson, rowActions, type Actor, type RowAction } from './row-actions.ts';

type DisposedItemsTableProps = {
  items: KassationRecord[];
  actor: Actor;
  onAction: (action: RowAction, row: KassationRecord) => void;
};

const ACTION_KEYS = {
  approve: 'kassation.action.approve',
  complete: 'kassation.action.complete',
  certificate: 'kassation.action.certificate',
  restore: 'kassation.action.restore',
  cancel: 'kassation.action.cancel',
} as const;

const ACTION_COLORS: Record<RowAction, string | undefined> = {
  approve: 'blue',
  complete: 'green',
  certificate: 'gray',
  restore: 'orange',
  cancel: 'orange',
};

export function DisposedItemsTable({ items, actor, onAction }: DisposedItemsTableProps) {
  const t = useT();
  const columns = [
    'medicine',
    'batch',
    'date',
    'quantity',
    'reason',
    'description',
    'initiator',
    'status',
    'actions',
  ] as const;
  return (
    <ResponsiveTable minWidth={1000} striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column} data-print={column === 'actions' ? 'hide' : undefined}>
              {t(`kassation.column.${column}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((row) => {
          const status = statusOf(row);
          const label = (action: RowAction) =>
            t('kassation.action.for', {
              action: t(ACTION_KEYS[action]),
              name: row.medicine_name,
              batch: row.batch_number,
            });
          return (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Text fw={500}>{medicineText(row)}</Text>
                {row.is_controlled_substance ? <NarcoticBadge /> : null}
              </Table.Td>
              <Table.Td data-label={t('kassation.column.batch')}>
                <Text ff="monospace" size="sm">
                  {row.batch_number}
                </Text>
              </Table.Td>
              <Table.Td data-label={t('kassation.column.date')} style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.disposal_date)}
              </Table.Td>
              <Table.Td
                data-label={t('kassation.column.quantity')}
                style={{ whiteSpace: 'nowrap' }}
              >
                {t('inventory.quantity', {
                  quantity: row.quantity,
                  unit: t(unitKey(row.unit_type)),
                })}
              </Table.Td>
              <Table.Td data-label={t('kassation.column.reason')}>
                {t(reasonKey(row.reason))}
              </Table.Td>
              <Table.Td data-label={t('kassation.column.description')}>
                {row.reason_description ?? '-'}
              </Table.Td>
              <Table.Td data-label={t('kassation.column.initiator')}>
                {personName(row.initiator_name)}
              </Table.Td>
              <Table.Td data-label={t('kassation.column.status')}>
                <Badge miw="max-content" variant="light" color={STATUS_COLORS[status]}>
                  {t(statusKey(status))}
                </Badge>
                {row.awaiting_destruction ? (
                  <Badge miw="max-content" variant="outline" color="orange" mt={4}>
                    {t('kassation.awaitingDestruction')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td data-print="hide">
                <Group gap="xs">
                  {rowActions(row, actor).map((action) => {
                    const blocked = action === 'approve' && needsSecondPerson(row, actor);
                    const button = (
                      <Button
                        key={action}
                        size="xs"
                        variant="light"
                        color={ACTION_COLORS[action]}
                        disabled={blocked}
                        aria-label={label(action)}
                        onClick={() => onAction(action, row)}
                      >
                        {t(ACTION_KEYS[action])}
                      </Button>
                    );
                    return blocked ? (
                      <Tooltip key={action} label={t('kassation.step.narcotic')} multiline w={260}>
                        <span>{button}</span>
                      </Tooltip>
                    ) : (
                      button
                    );
                  })}
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
