import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/t.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { FeedStatusCard } from './FeedStatusCard.tsx';
import { ManualNoticeModal } from './ManualNoticeModal.tsx';
import { DEFAULT_WITHDRAWAL_PAGE_SIZE, type WithdrawalPageSize } from './monitor-settings.ts';
import { PageSizeSelect } from './PageSizeSelect.tsx';
import { PasteNoticeModal } from './PasteNoticeModal.tsx';
import { useFeedRefresh } from './use-feed-refresh.ts';
import { WithdrawalList } from './WithdrawalList.tsx';
import { WithdrawalSearch } from './WithdrawalSearch.tsx';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { PrintButton } from '../print/PrintButton.tsx';
import { PrintHeading } from '../print/PrintHeading.tsx';
import type { ExportedList } from '../exports/export-api.ts';

/** Läkemedelsindragningar (spec 2-stock §2): the notices' batches, the feed and the entry forms. */
export function WithdrawalMonitor() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<WithdrawalPageSize>(DEFAULT_WITHDRAWAL_PAGE_SIZE);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<'manual' | 'paste' | null>(null);
  const { refreshing, refresh } = useFeedRefresh();

  const searched = search.trim();
  const exported: ExportedList = {
    path: '/admin/withdrawals/simple',
    query: { search: searched || undefined, sort_desc: true },
  };
  return (
    <Stack>
      <PrintHeading
        title={t('recalls.title')}
        allSites
        filters={[searched && t('print.heading.search', { search: searched })]}
      />
      <PageHeader
        title={t('recalls.title')}
        subtitle={t('recalls.subtitle')}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => setDialog('paste')}>
              {t('recalls.paste.open')}
            </Button>
            <Button variant="default" onClick={() => setDialog('manual')}>
              {t('recalls.manual.open')}
            </Button>
            <ExportMenu {...exported} />
            <PrintButton title={t('recalls.title')} list={exported} />
            <Button onClick={refresh} disabled={refreshing}>
              {refreshing ? t('recalls.refreshing') : t('recalls.refresh')}
            </Button>
          </Group>
        }
      />
      <FeedStatusCard />
      <Group justify="space-between" align="flex-end">
        <WithdrawalSearch
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        <PageSizeSelect
          size={size}
          onSize={(next) => {
            setSize(next);
            setPage(1);
          }}
        />
      </Group>
      <WithdrawalList page={page} size={size} search={search} onPage={setPage} />
      {dialog === 'manual' ? <ManualNoticeModal onClose={() => setDialog(null)} /> : null}
      {dialog === 'paste' ? <PasteNoticeModal onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
