import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { SupportInfo } from '../../../shared/schemas/support.ts';
import { api } from '../../api-client/client.ts';

const HEALTH_INTERVAL_MS = 30_000;
const Health = z.object({ status: z.string() });

/** Contacts, version and lock-out rule: public, so a locked-out nurse can read them. */
export function useSupportInfo() {
  return useQuery({
    queryKey: ['support', 'info'],
    queryFn: async () =>
      SupportInfo.parse(await api.get('/support', undefined, { anonymous: true })),
    staleTime: 5 * 60_000,
  });
}

/** Whether the server answers right now, asked again every 30 s while the page is open. */
export function useServerHealth() {
  return useQuery({
    queryKey: ['support', 'health'],
    queryFn: async () => Health.parse(await api.get('/health', undefined, { anonymous: true })),
    refetchInterval: HEALTH_INTERVAL_MS,
    retry: false,
    staleTime: 0,
  });
}
