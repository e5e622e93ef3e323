import { Alert, Button, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { Site } from '../../../shared/schemas/site.ts';
import { useCustomerList } from '../customers/customers-api.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { ListResult } from '../../ui/ListResult.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PrintHeading } from '../print/PrintHeading.tsx';
import { SiteFilters } from './SiteFilters.tsx';
import { SiteFormModal } from './SiteFormModal.tsx';
import { SiteStats } from './SiteStats.tsx';
import { SitesTable } from './SitesTable.tsx';
import { NO_SITE_FILTERS, useSiteList } from './sites-api.ts';
import { useSiteDeletion } from './useSiteDeletion.ts';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { useT } from '../../i18n/t.ts';

type Editing = { site: Site | null } | null;

export function SitesPage() {
  const t = useT();
  const [filters, setFilters] = useState(NO_SITE_FILTERS);
  const [debouncedSearch] = useDebouncedValue(filters.search, 300);
  const [editing, setEditing] = useState<Editing>(null);
  const customers = useCustomerList();
  const list = useSiteList({ ...filters, search: debouncedSearch });
  const deletion = useSiteDeletion();
  const sites = list.data?.sites ?? [];
  const total = list.data?.total ?? 0;
  const customerRows = customers.data?.customers ?? [];
  const pending = deletion.pending;
  const force = pending?.step === 'force';

  return (
    <Stack>
      <PrintHeading
        title={t('sites.title')}
        allSites
        filters={[
          filters.customer_id &&
            `${t('sites.filter.customer')}: ${customerRows.find((c) => c.id === filters.customer_id)?.name ?? ''}`,
          filters.status !== 'all' && t(`sites.filter.${filters.status}`),
          debouncedSearch.trim() && t('print.heading.search', { search: debouncedSearch.trim() }),
        ]}
      />
      <PageHeader
        title={t('sites.title')}
        subtitle={t('sites.subtitle')}
        actions={
          <Group gap="xs">
            <ExportMenu
              path="/sites"
              query={{
                search: debouncedSearch.trim() || undefined,
                customer_id: filters.customer_id,
                status: filters.status,
              }}
            />
            <Button onClick={() => setEditing({ site: null })}>{t('sites.create.open')}</Button>
          </Group>
        }
      />
      {list.isError || customers.isError ? (
        <Alert color="red" role="alert">
          {t('sites.error.load')}
        </Alert>
      ) : null}
      <SiteStats customers={customerRows} />
      <SiteFilters filters={filters} customers={customerRows} onChange={setFilters} />
      {deletion.failure ? (
        <Alert color="red" role="alert" withCloseButton onClose={deletion.clearFailure}>
          {deletion.failure}
        </Alert>
      ) : null}
      <ListResult
        query={list}
        shown={sites.length}
        total={total}
        emptyText={t('sites.empty')}
        countText={t('sites.count', { shown: sites.length, total })}
      >
        <SitesTable sites={sites} onEdit={(site) => setEditing({ site })} onDelete={deletion.ask} />
      </ListResult>
      {editing ? (
        <SiteFormModal
          key={editing.site?.id ?? 'new'}
          site={editing.site}
          customers={customerRows}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmModal
        opened={pending !== null}
        title={force ? t('sites.delete.forceTitle') : t('sites.delete.title')}
        confirmLabel={force ? t('sites.delete.forceButton') : t('sites.delete.confirmButton')}
        danger
        loading={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      >
        {pending
          ? t(force ? 'sites.delete.force' : 'sites.delete.confirm', { name: pending.site.name })
          : ''}
      </ConfirmModal>
    </Stack>
  );
}
