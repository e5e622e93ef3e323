import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DigestRunResult,
  NotificationSettings,
  NotificationSettingsInput,
} from '../../../shared/schemas/notifications.ts';
import type { MessageResponse } from '../../../shared/schemas/auth.ts';
import { api } from '../../api-client/client.ts';

const KEY = ['notification-settings'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => api.get<NotificationSettings>('/users/me/notifications'),
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettingsInput) =>
      api.put<NotificationSettings>('/users/me/notifications', input),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
}

export const sendTestEmail = () => api.post<MessageResponse>('/notifications/test-email');
export const runDigestsNow = () => api.post<DigestRunResult>('/notifications/digests/run');
