import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { CustomerTypeName } from '../../../shared/constants.ts';
import type { Customer } from '../../../shared/schemas/customer.ts';
import { CustomerFilters } from './CustomerFilters.tsx';
import { CustomerFormModal } from './CustomerFormModal.tsx';
import { CustomerStats } from './CustomerStats.tsx';
import { CustomersTable } from './CustomersTable.tsx';
import { useCustomerList } from './customers-api.ts';
import { useCustomerDeletion } from './useCustomerDeletion.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { ListResult } from '../../ui/ListResult.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PrintHeading } from '../print/PrintHeading.tsx';
import { CUSTOMER_TYPE_KEYS } from './customer-types.ts';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';

type Editing = { customer: Customer | null } | null;

export function CustomersPage() {
  const t = useT();
  const isAdmin = useSessionStore((s) => s.user?.role === 'admin');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<CustomerTypeName | null>(null);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [editing, setEditing] = useState<Editing>(null);
  const all = useCustomerList();
  const list = useCustomerList({ search: debouncedSearch, customer_type: type });
  const deletion = useCustomerDeletion();
  const customers = list.data?.customers ?? [];
  const total = list.data?.total ?? 0;
  const pending = deletion.pending;

  return (
    <Stack>
      <PrintHeading
        title={t('customers.title')}
        allSites
        filters={[
          type && `${t('customers.filter.type')}: ${t(CUSTOMER_TYPE_KEYS[type])}`,
          debouncedSearch.trim() && t('print.heading.search', { search: debouncedSearch.trim() }),
        ]}
      />
      <PageHeader
        title={t('customers.title')}
        subtitle={t('customers.subtitle')}
        actions={
          isAdmin ? (
            <Group gap="xs">
              <ExportMenu
                path="/customers"
                query={{ search: debouncedSearch.trim() || undefined, customer_type: type }}
              />
              <Button onClick={() => setEditing({ customer: null })}>
                {t('customers.create.open')}
              </Button>
            </Group>
          ) : null
        }
      />
      {list.isError || all.isError ? (
        <Alert color="red" role="alert">
          {t('customers.error.load')}
        </Alert>
      ) : null}
      <CustomerStats list={all.data} />
      <CustomerFilters search={search} type={type} onSearch={setSearch} onType={setType} />
      {deletion.failure ? (
        <Alert color="red" role="alert" withCloseButton onClose={deletion.clearFailure}>
          {deletion.failure}
        </Alert>
      ) : null}
      <ListResult
        query={list}
        shown={customers.length}
        total={total}
        emptyText={t('customers.empty')}
        countText={t('customers.count', { shown: customers.length, total })}
      >
        <CustomersTable
          customers={customers}
          canDelete={isAdmin}
          onEdit={(customer) => setEditing({ customer })}
          onDelete={deletion.ask}
        />
      </ListResult>
      {editing ? (
        <CustomerFormModal
          key={editing.customer?.id ?? 'new'}
          customer={editing.customer}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmModal
        opened={pending !== null}
        title={t('customers.delete.title')}
        confirmLabel={t('customers.action.delete')}
        danger
        loading={deletion.deleting}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      >
        {pending ? (
          <>
            <Text fw={500}>{t('customers.delete.confirm', { name: pending.name })}</Text>
            <Text>
              {pending.site_count > 0
                ? t('customers.delete.withSites', { count: pending.site_count })
                : t('customers.delete.noSites')}
            </Text>
          </>
        ) : null}
      </ConfirmModal>
    </Stack>
  );
}
