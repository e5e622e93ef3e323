import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { PagePicker } from '../../ui/PagePicker.tsx';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { Warning } from '../../../shared/schemas/warning.ts';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PrintButton } from '../print/PrintButton.tsx';
import { BulkActions } from './BulkActions.tsx';
import { WarningCounts } from './WarningCounts.tsx';
import { WarningDetailModal } from './WarningDetailModal.tsx';
import { WarningFailure } from './WarningFailure.tsx';
import { WarningFilters } from './WarningFilters.tsx';
import { WarningsPrintHeading } from './WarningsPrintHeading.tsx';
import { WarningsTable } from './WarningsTable.tsx';
import { mayHandleWarnings, selectableIds } from './warning-labels.ts';
import { useWarningList, warningCriteria, type WarningFilters as Filters } from './warnings-api.ts';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useSiteStore } from '../../stores/site.ts';
import type { ExportedList } from '../exports/export-api.ts';

type Criteria = Omit<Filters, 'page'>;

/** Remounted on a site switch, so no selection or open warning of the previous unit remains. */
export function WarningsPage() {
  const siteId = useSiteStore((s) => s.currentSiteId);
  return <WarningsScreen key={siteId ?? 'no-site'} />;
}

function WarningsScreen() {
  const t = useT();
  const role = useSessionStore((s) => s.user?.role);
  const siteCount = useSiteStore((s) => s.sites.length);
  const [criteria, setCriteria] = useState<Criteria>({
    search: '',
    type: null,
    severity: null,
    status: 'all',
    allSites: role === 'admin',
  });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [opened, setOpened] = useState<Warning | null>(null);
  const [search] = useDebouncedValue(criteria.search, 300);
  const list = useWarningList({ ...criteria, search, page });
  const items = list.data?.items ?? [];
  const manager = mayHandleWarnings(role);
  // A warning resolved meanwhile (or on another page) is never sent in a bulk call.
  const open = new Set(selectableIds(items));
  const chosen = [...selected].filter((id) => open.has(id));
  const filtered =
    search.trim() !== '' ||
    criteria.type !== null ||
    criteria.severity !== null ||
    criteria.status !== 'all';

  const change = (next: Partial<Criteria>) => {
    setCriteria((current) => ({ ...current, ...next }));
    setPage(1);
    setSelected(new Set());
  };
  const from = list.data ? (list.data.page - 1) * list.data.size + 1 : 0;

  const exported: ExportedList = {
    path: '/warnings',
    query: warningCriteria({ ...criteria, search }),
  };
  return (
    <Stack>
      <WarningsPrintHeading criteria={{ ...criteria, search }} />
      <PageHeader
        title={t('warnings.title')}
        subtitle={t('warnings.subtitle')}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => void list.refetch()} loading={list.isFetching}>
              {t('warnings.refresh')}
            </Button>
            <ExportMenu {...exported} />
            <PrintButton title={t('warnings.title')} list={exported} />
          </Group>
        }
      />
      <WarningCounts counts={list.data?.counts} />
      <WarningFilters
        filters={criteria}
        showScope={role === 'admin' || siteCount > 1}
        onChange={change}
      />
      {manager ? <BulkActions ids={chosen} onDone={() => setSelected(new Set())} /> : null}
      {list.isError ? (
        <WarningFailure failure={{ key: 'warnings.error.load', error: list.error }} />
      ) : null}
      {list.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {list.isSuccess && items.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text fw={500}>{filtered ? t('warnings.empty.filtered') : t('warnings.empty.none')}</Text>
        </Paper>
      ) : null}
      {items.length > 0 ? (
        <WarningsTable
          items={items}
          selection={manager ? { ids: selected, onChange: setSelected } : null}
          onOpen={setOpened}
        />
      ) : null}
      {list.data && list.data.total > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('warnings.pages', { from, to: from + items.length - 1, total: list.data.total })}
          </Text>
          {list.data.pages > 1 ? (
            <PagePicker
              total={list.data.pages}
              value={page}
              onChange={(next) => {
                setPage(next);
                setSelected(new Set());
              }}
            />
          ) : null}
        </Group>
      ) : null}
      {opened ? (
        <WarningDetailModal warning={opened} role={role} onClose={() => setOpened(null)} />
      ) : null}
    </Stack>
  );
}
