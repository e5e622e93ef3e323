import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MANAGEMENT_LIST_SIZE, type RoleName } from '../../../shared/constants.ts';
import type { MessageResponse } from '../../../shared/schemas/auth.ts';
import type { Site } from '../../../shared/schemas/site.ts';
import type {
  User,
  UserCreateInput,
  UserList,
  UserUpdateInput,
} from '../../../shared/schemas/user.ts';
import { api } from '../../api-client/client.ts';

export type UserFilters = { search: string; role: RoleName | null };

const usersKey = ['users'] as const;

export function useUserList(filters: UserFilters) {
  return useQuery({
    queryKey: [...usersKey, 'list', filters],
    queryFn: () =>
      api.get<UserList>('/users/', {
        page: 1,
        size: MANAGEMENT_LIST_SIZE,
        search: filters.search.trim(),
        role: filters.role,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Sites the signed-in admin or site admin may assign users to. */
export function useAssignableSites() {
  return useQuery({
    queryKey: ['sites', 'assignable'],
    queryFn: () => api.get<Site[]>('/sites/assignable'),
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
  useUserMutation((body: UserCreateBody) => api.post<User>('/users/', body));

export const useUpdateUser = () =>
  useUserMutation(({ id, body }: { id: string; body: UserUpdateInput }) =>
    api.put<User>(`/users/${id}`, body),
  );

export const useDeleteUser = () =>
  useUserMutation((user: User) => api.delete<MessageResponse>(`/users/${user.id}`));

export const useSetUserActive = () =>
  useUserMutation(({ user, active }: { user: User; active: boolean }) =>
    api.post<User>(`/users/${user.id}/${active ? 'activate' : 'deactivate'}`),
  );

export const useResetPassword = () =>
  useUserMutation(({ id, password }: { id: string; password: string }) =>
    api.put<MessageResponse>(`/users/${id}/password`, { new_password: password }),
  );

export const useEnrolBadge = () =>
  useUserMutation(({ id, badgeId }: { id: string; badgeId: string }) =>
    api.put<User>(`/users/${id}/badge`, { badge_id: badgeId }),
  );

export const useClearBadge = () =>
  useUserMutation((id: string) => api.delete<User>(`/users/${id}/badge`));
