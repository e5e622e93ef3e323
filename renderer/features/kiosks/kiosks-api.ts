import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Kiosk,
  KioskCreated,
  KioskInput,
  KioskUpdate,
} from '../../../shared/schemas/kiosks.ts';
import { api } from '../../api-client/client.ts';

const kiosksKey = ['kiosks'] as const;

export const useKiosks = () =>
  useQuery({ queryKey: kiosksKey, queryFn: () => api.get<Kiosk[]>('/kiosks') });

function useKioskMutation<Vars, Answer>(call: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kiosksKey }),
  });
}

export const useRegisterKiosk = () =>
  useKioskMutation((body: KioskInput) => api.post<KioskCreated>('/kiosks', body));

export const useUpdateKiosk = () =>
  useKioskMutation(({ id, body }: { id: string; body: KioskUpdate }) =>
    api.patch<Kiosk>(`/kiosks/${id}`, body),
  );

export const useRevokeKiosk = () => useKioskMutation((id: string) => api.delete(`/kiosks/${id}`));
