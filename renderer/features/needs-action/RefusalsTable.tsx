import { Button, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import type { OfflineRefusal } from '../../../shared/schemas/offline.ts';
import { useT } from '../../i18n/t.ts';
import { formatDateTime } from '../../ui/format.ts';

type Props = { refusals: OfflineRefusal[]; onResolve: (refusal: OfflineRefusal) => void };

export function RefusalsTable({ refusals, onResolve }: Props) {
  const t = useT();
  return (
    <ResponsiveTable striped highlightOnHover aria-label={t('needsAction.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('needsAction.occurred')}</Table.Th>
          <Table.Th>{t('needsAction.who')}</Table.Th>
          <Table.Th>{t('needsAction.what')}</Table.Th>
          <Table.Th>{t('needsAction.reason')}</Table.Th>
          <Table.Th>{t('common.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {refusals.map((refusal) => (
          <Table.Tr key={refusal.id}>
            <Table.Td>
              {formatDateTime(refusal.occurred_at)}
              <Text size="xs" c="dimmed">
                {t('needsAction.received')} {formatDateTime(refusal.received_at)},{' '}
                {refusal.kiosk_name}
              </Text>
            </Table.Td>
            <Table.Td data-label={t('needsAction.who')}>{refusal.actor_name}</Table.Td>
            <Table.Td data-label={t('needsAction.what')}>
              {t(`offline.action.${refusal.action_type}`)} {refusal.quantity}{' '}
              {refusal.medicine_name}
              {refusal.batch_number ? ` (${refusal.batch_number})` : ''}
            </Table.Td>
            <Table.Td data-label={t('needsAction.reason')}>{refusal.reason}</Table.Td>
            <Table.Td>
              {refusal.resolved_at ? (
                <Text size="sm" c="dimmed">
                  {t('needsAction.resolvedBy', {
                    who: refusal.resolved_by ?? '',
                    note: refusal.resolution_note ?? '',
                  })}
                </Text>
              ) : (
                <Button size="xs" onClick={() => onResolve(refusal)}>
                  {t('needsAction.resolve')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
