import { Alert, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { PagePicker } from '../../ui/PagePicker.tsx';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { KassationRecord } from '../../../shared/schemas/kassation.ts';
import { useT } from '../../i18n/t.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { PrintButton } from '../print/PrintButton.tsx';
import { PrintHeading } from '../print/PrintHeading.tsx';
import { DisposedItemsTable } from './DisposedItemsTable.tsx';
import { useDisposedItems, usePendingCount } from './kassation-api.ts';
import { useKassationPage } from './kassation-page-store.ts';
import type { Actor, RowAction } from './row-actions.ts';
import type { ExportedList } from '../exports/export-api.ts';

// Each opens from a row's action: its form is fetched then, not with the list.
const RestoreModal = lazy(async () => ({
  default: (await import('./RestoreModal.tsx')).RestoreModal,
}));
const UndoModal = lazy(async () => ({ default: (await import('./UndoModal.tsx')).UndoModal }));
const CertificateModal = lazy(async () => ({
  default: (await import('./CertificateModal.tsx')).CertificateModal,
}));
const StepModal = lazy(async () => ({ default: (await import('./StepModal.tsx')).StepModal }));

type Dialog = { action: RowAction; row: KassationRecord } | null;

/** The disposed items of the site, 20 a page, with what the person may do with each. */
export function OverviewTab({ actor }: { actor: Actor }) {
  const t = useT();
  const { page, includeRestored, set } = useKassationPage();
  const list = useDisposedItems(page, includeRestored);
  const pending = usePendingCount();
  const [dialog, setDialog] = useState<Dialog>(null);
  const items = list.data?.items ?? [];
  const close = () => setDialog(null);
  const from = list.data ? (list.data.page - 1) * list.data.size + 1 : 0;
  const pages = list.data?.pages ?? 0;
  // Restoring the last row of the last page leaves that page empty: step back to one with rows.
  useEffect(() => {
    if (pages > 0 && page > pages) set({ page: pages });
  }, [page, pages, set]);

  const title = `${t('kassation.title')}: ${t('kassation.tab.overview')}`;
  const exported: ExportedList = {
    path: '/kassation/disposed-items',
    query: { include_restored: includeRestored || undefined },
  };
  return (
    <Stack>
      <PrintHeading title={title} filters={[includeRestored && t('kassation.includeRestored')]} />
      <Group justify="space-between">
        {pending.data ? (
          <Alert color="yellow" py={6}>
            {t('kassation.pending', { count: pending.data })}
          </Alert>
        ) : (
          <span />
        )}
        <Group gap="md">
          <Checkbox
            label={t('kassation.includeRestored')}
            checked={includeRestored}
            onChange={(event) => set({ includeRestored: event.currentTarget.checked, page: 1 })}
          />
          <ExportMenu {...exported} />
          <PrintButton title={title} list={exported} />
        </Group>
      </Group>
      {list.isError ? (
        <Alert color="red" role="alert" title={t('kassation.loadFailed')}>
          {detailOrMessage(list.error)}
        </Alert>
      ) : null}
      {list.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {list.isSuccess && items.length === 0 ? <Text c="dimmed">{t('kassation.empty')}</Text> : null}
      {items.length > 0 ? (
        <DisposedItemsTable
          items={items}
          actor={actor}
          onAction={(action, row) => setDialog({ action, row })}
        />
      ) : null}
      {list.data && list.data.total > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('kassation.pages', { from, to: from + items.length - 1, total: list.data.total })}
          </Text>
          {list.data.pages > 1 ? (
            <PagePicker
              total={list.data.pages}
              value={page}
              onChange={(value) => set({ page: value })}
            />
          ) : null}
        </Group>
      ) : null}
      <Suspense fallback={null}>
        {dialog?.action === 'restore' ? <RestoreModal row={dialog.row} onClose={close} /> : null}
        {dialog?.action === 'cancel' ? <UndoModal row={dialog.row} onClose={close} /> : null}
        {dialog?.action === 'certificate' ? (
          <CertificateModal row={dialog.row} onClose={close} />
        ) : null}
        {dialog?.action === 'approve' || dialog?.action === 'complete' ? (
          <StepModal row={dialog.row} step={dialog.action} onClose={close} />
        ) : null}
      </Suspense>
    </Stack>
  );
}
