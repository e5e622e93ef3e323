import { Alert, Button, Collapse, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { RoleName } from '../../../shared/constants.ts';
import type { User } from '../../../shared/schemas/user.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { ListResult } from '../../ui/ListResult.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PrintHeading } from '../print/PrintHeading.tsx';
import { ROLE_KEYS } from './role-options.ts';
import { BadgeModal } from './BadgeModal.tsx';
import { PasswordResetModal } from './PasswordResetModal.tsx';
import { UserCreateForm } from './UserCreateForm.tsx';
import { UserEditModal } from './UserEditModal.tsx';
import { UserFilters } from './UserFilters.tsx';
import { useUserList } from './users-api.ts';
import { UsersTable, type UserAction } from './UsersTable.tsx';
import { useUserActions } from './useUserActions.ts';
import { ExportMenu } from '../exports/ExportMenu.tsx';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';

type Dialog = { kind: 'edit' | 'password' | 'badge' | 'delete'; user: User } | null;

export function UsersPage() {
  const t = useT();
  const actor = useSessionStore((s) => s.user);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleName | null>(null);
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const [showCreate, setShowCreate] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useUserList({ search: debouncedSearch, role });
  const actions = useUserActions();

  if (!actor) return <Loader aria-label={t('app.loading')} />;

  const onAction = (action: UserAction, user: User) => {
    actions.clearFailure();
    if (action === 'toggle') actions.toggleActive(user);
    else setDialog({ kind: action, user });
  };

  const users = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Stack>
      <PrintHeading
        title={t('users.title')}
        allSites={actor.role === 'admin'}
        filters={[
          role && `${t('users.filter.role')}: ${t(ROLE_KEYS[role])}`,
          debouncedSearch.trim() && t('print.heading.search', { search: debouncedSearch.trim() }),
        ]}
      />
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={
          <Group gap="xs">
            <ExportMenu
              path="/users"
              query={{ search: debouncedSearch.trim() || undefined, role }}
            />
            <Button
              onClick={() => setShowCreate((open) => !open)}
              aria-expanded={showCreate}
              variant={showCreate ? 'default' : 'filled'}
            >
              {showCreate ? t('users.create.close') : t('users.create.open')}
            </Button>
          </Group>
        }
      />
      <Collapse expanded={showCreate}>
        {showCreate ? (
          <UserCreateForm actor={actor} onCreated={() => setShowCreate(false)} />
        ) : null}
      </Collapse>
      <UserFilters search={search} role={role} onSearch={setSearch} onRole={setRole} />
      {actions.failure ? (
        <Alert color="red" role="alert" withCloseButton onClose={actions.clearFailure}>
          {actions.failure}
        </Alert>
      ) : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {t('users.error.load')}
        </Alert>
      ) : null}
      <ListResult
        query={list}
        shown={users.length}
        total={total}
        emptyText={t('users.empty')}
        countText={t('users.count', { shown: users.length, total })}
      >
        <UsersTable
          users={users}
          actor={actor}
          busyUserId={actions.togglingUserId}
          onAction={onAction}
        />
      </ListResult>
      {dialog?.kind === 'edit' ? (
        <UserEditModal
          key={dialog.user.id}
          user={dialog.user}
          actor={actor}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'password' && actor.role === 'admin' ? (
        <PasswordResetModal
          key={dialog.user.id}
          user={dialog.user}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'badge' ? (
        <BadgeModal key={dialog.user.id} user={dialog.user} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title={t('users.delete.title')}
        confirmLabel={t('users.action.delete')}
        danger
        loading={actions.deleting}
        onConfirm={() => {
          if (dialog?.kind === 'delete') actions.deleteUser(dialog.user, () => setDialog(null));
        }}
        onCancel={() => setDialog(null)}
      >
        <Text>{t('users.delete.confirm')}</Text>
        {dialog?.kind === 'delete' ? (
          <Text fw={500}>
            {dialog.user.first_name} {dialog.user.last_name} ({dialog.user.email})
          </Text>
        ) : null}
      </ConfirmModal>
    </Stack>
  );
}
