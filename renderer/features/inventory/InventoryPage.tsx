import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { PagePicker } from '../../ui/PagePicker.tsx';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { InventoryItem } from '../../../shared/schemas/inventory.ts';
import { BatchHistoryModal } from './BatchHistoryModal.tsx';
import { DisposeModal } from './DisposeModal.tsx';
import { medicineLabel } from './expiry.ts';
import { ReturnModal } from '../recalls/ReturnModal.tsx';
import { OpenPackModal } from '../opened-packs/OpenPackModal.tsx';
import { returnableItem } from '../recalls/returnable.ts';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { InventoryCounts } from './InventoryCounts.tsx';
import { InventoryFormModal } from './InventoryFormModal.tsx';
import { InventoryTable } from './InventoryTable.tsx';
import { InventoryToolbar } from './InventoryToolbar.tsx';
import { useInventoryList, type InventoryFilter } from './inventory-api.ts';
import { loadErrorKey } from './inventory-errors.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PrintButton } from '../print/PrintButton.tsx';
import { PrintHeading } from '../print/PrintHeading.tsx';
import { useT } from '../../i18n/t.ts';
import { TransferModal } from '../transfers/TransferModal.tsx';
import { useSessionStore } from '../../stores/session.ts';
import { useSiteStore } from '../../stores/site.ts';
import type { ExportedList } from '../exports/export-api.ts';

type Dialog =
  | { kind: 'form'; item: InventoryItem | null }
  | { kind: 'dispose' | 'history' | 'move' | 'return' | 'open'; item: InventoryItem };

export function InventoryPage() {
  const t = useT();
  const siteId = useSiteStore((s) => s.currentSiteId);
  const role = useSessionStore((s) => s.user?.role);
  const manager = role === 'admin' || role === 'site_admin';
  // A kiosk session reads the stock and starts disposals; deliveries and edits are made at a desk.
  const kioskSession = useSessionStore((s) => s.kioskSession);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [filter, setFilter] = useState<InventoryFilter>('all');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useInventoryList({ page, search: debouncedSearch, filter });
  const items = list.data?.items ?? [];
  const filtered = debouncedSearch.trim() !== '' || filter !== 'all';

  if (!siteId)
    return (
      <Stack>
        <PageHeader title={t('inventory.title')} subtitle={t('inventory.subtitle')} />
        <Alert color="yellow">{t('inventory.noSite')}</Alert>
      </Stack>
    );

  const from = list.data ? (list.data.page - 1) * list.data.size + 1 : 0;
  const searched = debouncedSearch.trim();
  const exported: ExportedList = {
    path: '/inventory/items',
    query: { search: searched || undefined, filter },
  };
  return (
    <Stack>
      <PrintHeading
        title={t('inventory.title')}
        filters={[
          filter !== 'all' && t(`inventory.filter.${filter}`),
          searched && t('print.heading.search', { search: searched }),
        ]}
      />
      <PageHeader
        title={t('inventory.title')}
        subtitle={t('inventory.subtitle')}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching}>
              {t('inventory.refresh')}
            </Button>
            {kioskSession ? null : (
              <>
                <ExportMenu {...exported} />
                <PrintButton title={t('inventory.title')} list={exported} />
                <Button onClick={() => setDialog({ kind: 'form', item: null })}>
                  {t('inventory.add')}
                </Button>
              </>
            )}
          </Group>
        }
      />
      <InventoryCounts counts={list.data?.counts} />
      <InventoryToolbar
        search={search}
        filter={filter}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onFilter={(value) => {
          setFilter(value);
          setPage(1);
        }}
      />
      {list.isError ? (
        <Alert color="red" role="alert">
          {t(loadErrorKey(list.error))}
        </Alert>
      ) : null}
      {list.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {list.isSuccess && items.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text fw={500}>
            {filtered ? t('inventory.empty.filtered') : t('inventory.empty.none')}
          </Text>
        </Paper>
      ) : null}
      {items.length > 0 ? (
        <InventoryTable
          items={items}
          onEdit={kioskSession ? undefined : (item) => setDialog({ kind: 'form', item })}
          onDispose={(item) => setDialog({ kind: 'dispose', item })}
          onHistory={(item) => setDialog({ kind: 'history', item })}
          onMove={
            manager && !kioskSession ? (item) => setDialog({ kind: 'move', item }) : undefined
          }
          onReturn={(item) => setDialog({ kind: 'return', item })}
          onOpenPack={(item) => setDialog({ kind: 'open', item })}
        />
      ) : null}
      {list.data && list.data.total > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('inventory.pages', {
              from,
              to: from + items.length - 1,
              total: list.data.total,
            })}
          </Text>
          {list.data.pages > 1 ? (
            <PagePicker total={list.data.pages} value={page} onChange={setPage} />
          ) : null}
        </Group>
      ) : null}
      {dialog?.kind === 'form' ? (
        <InventoryFormModal
          key={dialog.item?.id ?? 'new'}
          item={dialog.item}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'dispose' ? (
        <DisposeModal key={dialog.item.id} item={dialog.item} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'history' ? (
        <BatchHistoryModal
          key={dialog.item.id}
          item={dialog.item}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'return' && dialog.item.recall_notice_id ? (
        <ReturnModal
          key={dialog.item.id}
          noticeId={dialog.item.recall_notice_id}
          product={medicineLabel(dialog.item)}
          batches={[returnableItem(dialog.item)]}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'open' ? (
        <OpenPackModal
          key={dialog.item.id}
          medicine={medicineLabel(dialog.item)}
          batch={dialog.item}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <TransferModal key={dialog.item.id} item={dialog.item} onClose={() => setDialog(null)} />
      ) : null}
    </Stack>
  );
}
