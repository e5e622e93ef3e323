import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { RowActionsMenu } from '../../ui/RowActionsMenu.tsx';
import type { User } from '../../../shared/schemas/user.ts';
import { useT } from '../../i18n/t.ts';
import { formatDateTime } from '../../ui/format.ts';
import { ActiveBadge, ManagementTable } from '../../ui/ManagementTable.tsx';
import { ROLE_KEYS } from './role-options.ts';

export type UserAction = 'edit' | 'password' | 'badge' | 'toggle' | 'delete';

type UsersTableProps = {
  users: User[];
  actor: User;
  busyUserId: string | null;
  onAction: (action: UserAction, user: User) => void;
};

export function UsersTable({ users, actor, busyUserId, onAction }: UsersTableProps) {
  const t = useT();
  const canResetPasswords = actor.role === 'admin';
  const columns = [
    t('users.column.user'),
    t('users.column.role'),
    t('users.column.sites'),
    t('users.column.status'),
    t('users.column.lastLogin'),
    t('users.column.actions'),
  ];

  return (
    <ManagementTable minWidth={900} columns={columns}>
      {users.map((user) => {
        const self = user.id === actor.id;
        // Site admins manage plain users only; the server refuses anything else.
        const manageable = actor.role === 'admin' || user.role === 'user';
        const name = `${user.first_name} ${user.last_name}`;
        const label = (action: string) => t('users.action.for', { action, name });
        const toggle = user.is_active ? t('users.action.deactivate') : t('users.action.activate');
        return (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Group gap="xs">
                <Text fw={500}>
                  {name} {self ? t('users.you') : null}
                </Text>
                {user.has_badge ? (
                  <Badge size="sm" variant="light" color="teal">
                    {t('badges.has')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {user.email}
              </Text>
            </Table.Td>
            <Table.Td data-label={columns[1]}>{t(ROLE_KEYS[user.role])}</Table.Td>
            <Table.Td data-label={columns[2]}>
              {user.site_names.length > 0 ? user.site_names.join(', ') : '–'}
            </Table.Td>
            <Table.Td data-label={columns[3]}>
              <ActiveBadge
                active={user.is_active}
                label={user.is_active ? t('users.status.active') : t('users.status.inactive')}
              />
            </Table.Td>
            <Table.Td data-label={columns[4]}>
              {user.last_login ? formatDateTime(user.last_login) : t('users.lastLogin.never')}
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  aria-label={label(t('users.action.edit'))}
                  disabled={!manageable}
                  onClick={() => onAction('edit', user)}
                >
                  {t('users.action.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="teal"
                  aria-label={label(t('badges.action'))}
                  disabled={!manageable && !self}
                  onClick={() => onAction('badge', user)}
                >
                  {t('badges.action')}
                </Button>
                <RowActionsMenu
                  label={label(t('common.moreActions'))}
                  actions={[
                    ...(canResetPasswords
                      ? [
                          {
                            label: t('users.action.password'),
                            onClick: () => onAction('password', user),
                          },
                        ]
                      : []),
                    {
                      label: toggle,
                      color: user.is_active ? 'orange' : 'green',
                      disabled: self || !manageable || busyUserId === user.id,
                      onClick: () => onAction('toggle', user),
                    },
                    {
                      label: t('users.action.delete'),
                      color: 'red',
                      disabled: self || !manageable,
                      onClick: () => onAction('delete', user),
                    },
                  ]}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ManagementTable>
  );
}
