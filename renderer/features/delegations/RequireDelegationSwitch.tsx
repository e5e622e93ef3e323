import { Alert, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';

const siteKey = (siteId: string) => ['site', siteId] as const;

/** 'Kräv delegering för uttag' for the working unit, where its manager keeps the delegations. */
export function RequireDelegationSwitch({ siteId }: { siteId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const site = useQuery({
    queryKey: siteKey(siteId),
    queryFn: () => api.GET('/sites/{id}', { params: { path: { id: siteId } } }),
  });
  const save = useMutation({
    mutationFn: (require: boolean) =>
      api.PUT('/sites/{id}/settings', {
        params: { path: { id: siteId } },
        body: { require_delegation: require },
      }),
    onSuccess: (saved) => queryClient.setQueryData(siteKey(siteId), saved),
  });
  return (
    <>
      <Switch
        label={t('sites.field.requireDelegation')}
        description={t('sites.field.requireDelegationHint')}
        checked={site.data?.require_delegation ?? false}
        disabled={!site.data || save.isPending}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
      />
      {save.isError ? (
        <Alert color="red" role="alert">
          {detailOrMessage(save.error)}
        </Alert>
      ) : null}
    </>
  );
}
