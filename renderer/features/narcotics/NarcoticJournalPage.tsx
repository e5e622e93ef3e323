import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { PagePicker } from '../../ui/PagePicker.tsx';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { JournalEntry } from '../../../shared/schemas/narcotics.ts';
import { errorMessage } from '../../api-client/client.ts';
import { CorrectionModal } from './CorrectionModal.tsx';
import { JournalTable } from './JournalTable.tsx';
import { downloadJournal, useJournal, type Period } from './narcotics-api.ts';
import { unitKey } from '../kassation/display.ts';
import { productName } from './narcotic-format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PrintButton } from '../print/PrintButton.tsx';
import { PrintHeading } from '../print/PrintHeading.tsx';
import { useT } from '../../i18n/t.ts';

/** A narcotic's förbrukningsjournal: entries with running balance, a period, exports, corrections. */
export function NarcoticJournalPage() {
  const t = useT();
  const { templateId = '' } = useParams();
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  // The newest entries are what a nurse looks for: open on the last page.
  const [page, setPage] = useState<number | 'last'>('last');
  const [correcting, setCorrecting] = useState<(JournalEntry & { id: number }) | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const journal = useJournal(templateId, period, page);
  const data = journal.data;

  const choose = (next: Partial<Period>) => {
    setPeriod({ ...period, ...next });
    setPage('last');
  };
  const exportAs = (format: 'pdf' | 'csv') => {
    if (!data) return;
    setExportError(null);
    downloadJournal(data, period, format).catch((error: unknown) =>
      setExportError(errorMessage(error)),
    );
  };

  const title = data
    ? t('narcotics.journal.title', { name: productName(data) })
    : t('narcotics.journal.heading');
  return (
    <Stack>
      <PrintHeading
        title={title}
        filters={[
          period.from && `${t('narcotics.journal.from')} ${period.from}`,
          period.to && `${t('narcotics.journal.to')} ${period.to}`,
        ]}
      />
      <PageHeader
        title={title}
        subtitle={
          data
            ? [
                data.care_provider &&
                  t('narcotics.journal.careProvider', { name: data.care_provider }),
                data.site_name,
                t('narcotics.journal.product', { form: data.form, pack: data.pack_size ?? '–' }),
                data.schedule
                  ? t('narcotics.journal.schedule', { schedule: data.schedule })
                  : t('narcotics.journal.noSchedule'),
                t('narcotics.journal.unit', { unit: t(unitKey(data.unit)) }),
                data.earlier_names.length > 0 &&
                  t('narcotics.journal.earlierNames', {
                    names: data.earlier_names.map((n) => `${n.name} (${n.until})`).join(', '),
                  }),
              ]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
        actions={
          // No 'Kontrollräkna' here beside the balance: a count starts from the blind overview.
          <Button component={Link} to="/narkotika" variant="default">
            {t('narcotics.action.back')}
          </Button>
        }
      />
      <Group align="flex-end">
        <TextInput
          type="date"
          label={t('narcotics.journal.from')}
          value={period.from}
          onChange={(e) => choose({ from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('narcotics.journal.to')}
          value={period.to}
          onChange={(e) => choose({ to: e.currentTarget.value })}
        />
        <Button variant="light" onClick={() => exportAs('pdf')} disabled={!data}>
          {t('narcotics.journal.pdf')}
        </Button>
        <Button variant="light" onClick={() => exportAs('csv')} disabled={!data}>
          {t('narcotics.journal.csv')}
        </Button>
        <PrintButton title={title} />
      </Group>
      {exportError ? (
        <Alert color="red" role="alert">
          {exportError}
        </Alert>
      ) : null}
      {journal.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {journal.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(journal.error)}
        </Alert>
      ) : null}
      {data ? (
        <>
          <Group gap="xl">
            <Text data-testid="opening-balance">
              {t('narcotics.journal.opening', { balance: data.opening_balance })}
            </Text>
            <Text fw={600} data-testid="closing-balance">
              {t('narcotics.journal.closing', { balance: data.closing_balance })}
            </Text>
            {data.awaiting_destruction > 0 ? (
              <Text c="orange.8" data-testid="awaiting-destruction">
                {t('narcotics.journal.awaitingDestruction', { count: data.awaiting_destruction })}
              </Text>
            ) : null}
          </Group>
          {data.items.length === 0 ? (
            <Text c="dimmed">{t('narcotics.journal.empty')}</Text>
          ) : (
            <JournalTable
              entries={data.items}
              currentName={productName(data)}
              onCorrect={setCorrecting}
            />
          )}
          {data.pages > 1 ? (
            <PagePicker total={data.pages} value={data.page} onChange={setPage} />
          ) : null}
          <Text size="sm" c="dimmed">
            {t('narcotics.journal.count', { total: data.total })}
          </Text>
        </>
      ) : null}
      {correcting ? (
        <CorrectionModal entry={correcting} onClose={() => setCorrecting(null)} />
      ) : null}
    </Stack>
  );
}
