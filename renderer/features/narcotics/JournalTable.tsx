import { Button, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '../../ui/ResponsiveTable.tsx';
import type { JournalEntry } from '../../../shared/schemas/narcotics.ts';
import { useT } from '../../i18n/t.ts';
import { formatDateTime } from '../../ui/format.ts';

type Props = {
  entries: JournalEntry[];
  /** The product's name today: an entry made under another name says which. */
  currentName: string;
  onCorrect: (entry: JournalEntry & { id: number }) => void;
};

/** A ledger entry not yet corrected and neither a count nor a correction itself. */
const correctable = (e: JournalEntry): e is JournalEntry & { id: number } =>
  e.id !== null && e.kind !== 'counted' && e.kind !== 'corrected' && e.corrected_by_number === null;

/** The journal's entries with the product's balance after each, as on the paper journal. */
export function JournalTable({ entries, currentName, onCorrect }: Props) {
  const t = useT();
  const kindText = (e: JournalEntry) =>
    e.kind === 'reclassified' || e.kind === 'renamed' || e.kind === 'batch_changed'
      ? t(`narcotics.kind.${e.kind}`)
      : t(`movement.${e.kind}`);
  return (
    <ResponsiveTable minWidth={1100} striped aria-label={t('narcotics.journal.table')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('narcotics.journal.entry')}</Table.Th>
          <Table.Th>{t('narcotics.journal.when')}</Table.Th>
          <Table.Th>{t('narcotics.journal.what')}</Table.Th>
          <Table.Th>{t('narcotics.journal.batch')}</Table.Th>
          <Table.Th ta="right">{t('narcotics.journal.in')}</Table.Th>
          <Table.Th ta="right">{t('narcotics.journal.out')}</Table.Th>
          <Table.Th ta="right">{t('narcotics.journal.balance')}</Table.Th>
          <Table.Th>{t('narcotics.patient')}</Table.Th>
          <Table.Th>{t('narcotics.journal.who')}</Table.Th>
          <Table.Th>{t('narcotics.journal.witness')}</Table.Th>
          <Table.Th>{t('narcotics.journal.delivery')}</Table.Th>
          <Table.Th>{t('narcotics.journal.note')}</Table.Th>
          <Table.Th>{t('common.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.number} data-testid="journal-row">
            <Table.Td data-label={t('narcotics.journal.entry')}>{e.number}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.when')}>{formatDateTime(e.at)}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.what')}>{kindText(e)}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.batch')}>{e.batch_number ?? ''}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.in')} ta="right">
              {e.quantity_in ?? ''}
            </Table.Td>
            <Table.Td data-label={t('narcotics.journal.out')} ta="right">
              {e.quantity_out ?? ''}
            </Table.Td>
            <Table.Td data-label={t('narcotics.journal.balance')} ta="right" fw={600}>
              {e.balance_after}
            </Table.Td>
            <Table.Td data-label={t('narcotics.patient')}>{e.patient ?? ''}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.who')}>{e.actor_name}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.witness')}>{e.witness_name ?? ''}</Table.Td>
            <Table.Td data-label={t('narcotics.journal.delivery')}>
              {e.delivery_reference ?? ''}
            </Table.Td>
            <Table.Td data-label={t('narcotics.journal.note')}>
              {e.corrects_number ? (
                <Text size="sm" fw={600}>
                  {t('narcotics.journal.corrects', { id: e.corrects_number })}
                </Text>
              ) : null}
              {e.corrected_by_number ? (
                <Text size="sm" fw={600} c="red.8">
                  {t('narcotics.journal.correctedBy', { id: e.corrected_by_number })}
                </Text>
              ) : null}
              {e.medicine_name !== currentName ? (
                <Text size="sm" c="dimmed">
                  {t('narcotics.journal.nameThen', { name: e.medicine_name })}
                </Text>
              ) : null}
              <Text size="sm">{e.note ?? ''}</Text>
            </Table.Td>
            <Table.Td>
              {correctable(e) ? (
                <Button size="xs" variant="subtle" onClick={() => onCorrect(e)}>
                  {t('narcotics.action.correct')}
                </Button>
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
