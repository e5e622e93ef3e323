import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettingsInput } from '../../../shared/schemas/notifications.ts';
import { api } from '../../api-client/client.ts';

const KEY = ['notification-settings'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.GET('/users/me/notifications'),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) =>
      api.PUT('/users/me/notifications', { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}

export const sendTestEmail = () => api.POST('/notifications/test-email');
export const runDigestsNow = () => api.POST('/notifications/digests/run');
