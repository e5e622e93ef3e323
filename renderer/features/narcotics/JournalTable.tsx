import { Button, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import type { JournalEntry } from '../../../shared/schemas/narcotics.ts';
import { useT } from '../../i18n/t.ts';
import { formatDateTime } from '../management/format.ts';
import { signed } from './narcotic-format.ts';

type Props = { entries: JournalEntry[]; onCorrect: (entry: JournalEntry) => void };

/** The journal's entries with the product's balance after each, as on the paper journal. */
export function JournalTable({ entries, onCorrect }: Props) {
  const t = useT();
  return (
    <ResponsiveTable minWidth={960} striped aria-label={t('narcotics.journal.table')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('narcotics.journal.entry')}</Table.Th>
          <Table.Th>{t('narcotics.journal.when')}</Table.Th>
          <Table.Th>{t('narcotics.journal.what')}</Table.Th>
          <Table.Th>{t('narcotics.journal.batch')}</Table.Th>
          <Table.Th ta="right">{t('narcotics.journal.change')}</Table.Th>
          <Table.Th ta="right">{t('narcotics.journal.balance')}</Table.Th>
          <Table.Th>{t('narcotics.patient')}</Table.Th>
          <Table.Th>{t('narcotics.journal.who')}</Table.Th>
          <Table.Th>{t('narcotics.journal.witness')}</Table.Th>
          <Table.Th>{t('narcotics.journal.note')}</Table.Th>
          <Table.Th>{t('common.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.id} data-testid="journal-row">
            <Table.Td data-label={t('narcotics.journal.entry')}>{e.id}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.when')}>{formatDateTime(e.at)}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.what')}>{t(`movement.${e.kind}`)}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.batch')}>{e.batch_number}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.change')} ta="right">
              {signed(e.delta)}
            </Table.Td>
            <Table.Td data-label={t('narcotics.journal.balance')} ta="right" fw={600}>
              {e.balance_after}
            </Table.Td>
            <Table.Td data-label={t('narcotics.patient')}>{e.patient ?? ''}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.who')}>{e.actor_name}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.witness')}>{e.witness_name ?? ''}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.note')}>
              {e.corrects_id ? (
                <Text size="sm" fw={600}>
                  {t('narcotics.journal.corrects', { id: e.corrects_id })}
                </Text>
              ) : null}
              <Text size="sm">{e.note ?? ''}</Text>
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="subtle" onClick={() => onCorrect(e)}>
                {t('narcotics.action.correct')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
