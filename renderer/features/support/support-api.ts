import { useQuery } from '@tanstack/react-query';
import { SupportInfo } from '../../../shared/schemas/support.ts';
import { api, as } from '../../api-client/client.ts';

const HEALTH_INTERVAL_MS = 30_000;

/** Contacts, version and lock-out rule: public, so a locked-out nurse can read them. */
export function useSupportInfo() {
  return useQuery({
    queryKey: ['support', 'info'],
    queryFn: async () => SupportInfo.parse(await api.GET('/support', as({ anonymous: true }))),
    staleTime: 5 * 60_000,
  });
}

/** Whether the server answers right now, asked again every 30 s while the page is open. */
export function useServerHealth() {
  return useQuery({
    queryKey: ['support', 'health'],
    queryFn: async () => await api.GET('/health', as({ anonymous: true })),
    refetchInterval: HEALTH_INTERVAL_MS,
    retry: false,
    staleTime: 0,
  });
}
