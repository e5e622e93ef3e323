import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KioskInput, KioskUpdate } from '../../../shared/schemas/kiosks.ts';
import { api } from '../../api-client/client.ts';

const kiosksKey = ['kiosks'] as const;

export const useKiosks = () => useQuery({ queryKey: kiosksKey, queryFn: () => api.GET('/kiosks') });

function useKioskMutation<Vars, Answer>(call: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kiosksKey }),
  });
}

export const useRegisterKiosk = () =>
  useKioskMutation((body: KioskInput) => api.POST('/kiosks', { body }));

export const useUpdateKiosk = () =>
  useKioskMutation(({ id, body }: { id: string; body: KioskUpdate }) =>
    api.PATCH('/kiosks/{id}', { params: { path: { id } }, body }),
  );

export const useRevokeKiosk = () =>
  useKioskMutation((id: string) => api.DELETE('/kiosks/{id}', { params: { path: { id } } }));
