import { useState } from 'react';
import type { User } from '../../../shared/schemas/user.ts';
import { useT } from '../../i18n/t.ts';
import { serverDetail } from '../../ui/api-errors.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { useDeleteUser, useSetUserActive } from './users-api.ts';

/** Delete and activate/deactivate from the table, with one page-level error line. */
export function useUserActions() {
  const t = useT();
  const remove = useDeleteUser();
  const setActive = useSetUserActive();
  const [failure, setFailure] = useState<string | null>(null);

  const toggleActive = (user: User) => {
    setFailure(null);
    const active = !user.is_active;
    setActive.mutate(
      { user, active },
      {
        onSuccess: () =>
          notifySuccess(
            t(active ? 'users.success.activate' : 'users.success.deactivate', {
              email: user.email,
            }),
          ),
        onError: (error) => setFailure(serverDetail(error) ?? t('users.error.update')),
      },
    );
  };

  const deleteUser = (user: User, done: () => void) => {
    setFailure(null);
    remove.mutate(user, {
      onSuccess: () => notifySuccess(t('users.success.delete', { email: user.email })),
      onError: (error) => setFailure(serverDetail(error) ?? t('users.error.delete')),
      onSettled: done,
    });
  };

  return {
    failure,
    clearFailure: () => setFailure(null),
    toggleActive,
    deleteUser,
    deleting: remove.isPending,
    togglingUserId: setActive.isPending ? (setActive.variables?.user.id ?? null) : null,
  };
}
