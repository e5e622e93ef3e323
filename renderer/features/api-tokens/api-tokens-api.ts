import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestBody } from '../../api-client/client.ts';

const apiTokensKey = ['api-tokens'] as const;

export type ApiTokenBody = RequestBody<'/api-tokens', 'post'>;

export const useApiTokens = () =>
  useQuery({ queryKey: apiTokensKey, queryFn: () => api.GET('/api-tokens') });

function useApiTokenMutation<Vars, Answer>(call: (vars: Vars) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensKey }),
  });
}

export const useCreateApiToken = () =>
  useApiTokenMutation((body: ApiTokenBody) => api.POST('/api-tokens', { body }));

export const useRevokeApiToken = () =>
  useApiTokenMutation((id: string) => api.DELETE('/api-tokens/{id}', { params: { path: { id } } }));
