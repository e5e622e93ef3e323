import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MANAGEMENT_LIST_SIZE, type RoleName } from '../../../shared/constants.ts';
import type { User, UserCreateInput, UserUpdateInput } from '../../../shared/schemas/user.ts';
import { api } from '../../api-client/client.ts';

export type UserFilters = { search: string; role: RoleName | null };

const usersKey = ['users'] as const;

export function useUserList(filters: UserFilters) {
  return useQuery({
    queryKey: [...usersKey, 'list', filters],
    queryFn: () =>
      api.GET('/users', {
        params: {
          query: {
            page: 1,
            size: MANAGEMENT_LIST_SIZE,
            search: filters.search.trim(),
            role: filters.role ?? undefined,
          },
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Sites the signed-in admin or site admin may assign users to. */
export function useAssignableSites() {
  return useQuery({
    queryKey: ['sites', 'assignable'],
    queryFn: () => api.GET('/sites/assignable'),
  });
}

function useUserMutation<Vars, Answer>(call: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // The site list counts each site's users, so it is refreshed too; assignable sites are not.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKey }),
        queryClient.invalidateQueries({ queryKey: ['sites', 'list'] }),
      ]),
  });
}

export type UserCreateBody = Omit<UserCreateInput, 'is_active' | 'mobile_phone'>;

export const useCreateUser = () =>
  useUserMutation((body: UserCreateBody) => api.POST('/users', { body }));

export const useUpdateUser = () =>
  useUserMutation(({ id, body }: { id: string; body: UserUpdateInput }) =>
    api.PUT('/users/{id}', { params: { path: { id } }, body }),
  );

export const useDeleteUser = () =>
  useUserMutation((user: User) => api.DELETE('/users/{id}', { params: { path: { id: user.id } } }));

export const useSetUserActive = () =>
  useUserMutation(({ user, active }: { user: User; active: boolean }) =>
    api.POST(active ? '/users/{id}/activate' : '/users/{id}/deactivate', {
      params: { path: { id: user.id } },
    }),
  );

export const useResetPassword = () =>
  useUserMutation(({ id, password }: { id: string; password: string }) =>
    api.PUT('/users/{id}/password', {
      params: { path: { id } },
      body: { new_password: password },
    }),
  );

export const useEnrolBadge = () =>
  useUserMutation(({ id, badgeId }: { id: string; badgeId: string }) =>
    api.PUT('/users/{id}/badge', { params: { path: { id } }, body: { badge_id: badgeId } }),
  );

export const useClearBadge = () =>
  useUserMutation((id: string) => api.DELETE('/users/{id}/badge', { params: { path: { id } } }));
