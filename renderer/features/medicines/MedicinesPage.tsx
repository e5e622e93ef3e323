import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { PagePicker } from '../../ui/PagePicker.tsx';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { MedicineTemplate } from '../../../shared/schemas/medicine.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PrintHeading } from '../print/PrintHeading.tsx';
import { ImportSchablonsDialog } from './ImportSchablonsDialog.tsx';
import { MedicineFormModal } from './MedicineFormModal.tsx';
import { MedicinesEmptyState } from './MedicinesEmptyState.tsx';
import { MedicinesTable } from './MedicinesTable.tsx';
import { useMedicineList } from './medicines-api.ts';
import { useMedicineDeletion } from './useMedicineDeletion.ts';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useSiteStore } from '../../stores/site.ts';

type Dialog = { kind: 'form'; medicine: MedicineTemplate | null } | { kind: 'import' } | null;

export function MedicinesPage() {
  const t = useT();
  const role = useSessionStore((s) => s.user?.role);
  const siteId = useSiteStore((s) => s.currentSiteId);
  const canWrite = role === 'admin' || role === 'site_admin';
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useMedicineList({ page, search: debouncedSearch });
  const deletion = useMedicineDeletion();
  const medicines = list.data?.items ?? [];
  const pages = list.data?.pages ?? 0;
  const pending = deletion.pending;

  return (
    <Stack>
      <PrintHeading
        title={t('medicines.title')}
        filters={[
          debouncedSearch.trim() && t('print.heading.search', { search: debouncedSearch.trim() }),
        ]}
      />
      <PageHeader
        title={t('medicines.title')}
        subtitle={t('medicines.subtitle')}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => void list.refetch()}
              loading={list.isFetching}
              disabled={!siteId}
            >
              {t('medicines.refresh')}
            </Button>
            {siteId ? (
              <ExportMenu
                path="/medicines"
                query={{ search: debouncedSearch.trim() || undefined }}
              />
            ) : null}
            {canWrite ? (
              <>
                <Button
                  variant="light"
                  disabled={!siteId}
                  onClick={() => setDialog({ kind: 'import' })}
                >
                  {t('medicines.import.open')}
                </Button>
                <Button
                  disabled={!siteId}
                  onClick={() => setDialog({ kind: 'form', medicine: null })}
                >
                  {t('medicines.create.open')}
                </Button>
              </>
            ) : null}
          </Group>
        }
      />
      {!siteId ? <Alert color="yellow">{t('medicines.noSite')}</Alert> : null}
      {siteId ? (
        <TextInput
          label={t('medicines.search.label')}
          placeholder={t('medicines.search.placeholder')}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maw={480}
        />
      ) : null}
      {deletion.failure ? (
        <Alert
          color="red"
          role="alert"
          title={t('medicines.error.delete')}
          withCloseButton
          onClose={deletion.clearFailure}
        >
          {deletion.failure.detail}
        </Alert>
      ) : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {t('medicines.error.load')}
        </Alert>
      ) : null}
      {siteId && list.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {list.isSuccess && medicines.length === 0 ? (
        <MedicinesEmptyState search={debouncedSearch} canWrite={canWrite} />
      ) : null}
      {medicines.length > 0 ? (
        <MedicinesTable
          medicines={medicines}
          canWrite={canWrite}
          onEdit={(medicine) => setDialog({ kind: 'form', medicine })}
          onDelete={deletion.ask}
        />
      ) : null}
      {list.data && list.data.total > 0 ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('medicines.count', { total: list.data.total })}
          </Text>
          {pages > 1 ? <PagePicker total={pages} value={page} onChange={setPage} /> : null}
        </Group>
      ) : null}
      {dialog?.kind === 'form' && siteId ? (
        <MedicineFormModal
          key={dialog.medicine?.id ?? 'new'}
          medicine={dialog.medicine}
          siteId={siteId}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'import' ? (
        <ImportSchablonsDialog siteId={siteId} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmModal
        opened={pending !== null}
        title={t('medicines.delete.title')}
        confirmLabel={t('medicines.action.delete')}
        danger
        loading={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      >
        <Text fw={500}>{t('medicines.delete.confirm', { name: pending?.name ?? '' })}</Text>
        <Text size="sm" c="dimmed">
          {t('medicines.delete.note')}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
