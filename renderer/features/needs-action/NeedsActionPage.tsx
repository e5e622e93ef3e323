import { Alert, Loader, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import type { OfflineRefusal } from '../../../shared/schemas/offline.ts';
import { serverDetail } from '../../ui/api-errors.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useOfflineRefusals } from './needs-action-api.ts';
import { RefusalsTable } from './RefusalsTable.tsx';
import { ResolveRefusalModal } from './ResolveRefusalModal.tsx';
import { useT } from '../../i18n/t.ts';
import { useCurrentSite } from '../../stores/site.ts';

/** 'Behöver åtgärd': offline kiosk events of the current site the server could not book. */
export function NeedsActionPage() {
  const t = useT();
  const site = useCurrentSite();
  const [withResolved, setWithResolved] = useState(false);
  const refusals = useOfflineRefusals(site?.id ?? null, withResolved);
  const [resolving, setResolving] = useState<OfflineRefusal | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('needsAction.title')}
        subtitle={t('needsAction.intro')}
        actions={
          <Switch
            label={t('needsAction.showResolved')}
            checked={withResolved}
            onChange={(event) => setWithResolved(event.currentTarget.checked)}
          />
        }
      />
      {!site ? <Alert color="yellow">{t('scan.noSite')}</Alert> : null}
      {refusals.isPending && site ? <Loader size="sm" /> : null}
      {refusals.isError ? (
        <Alert color="red" role="alert">
          {serverDetail(refusals.error) ?? t('needsAction.failed')}
        </Alert>
      ) : null}
      {refusals.data?.length === 0 ? <Text c="dimmed">{t('needsAction.empty')}</Text> : null}
      {refusals.data && refusals.data.length > 0 ? (
        <RefusalsTable refusals={refusals.data} onResolve={setResolving} />
      ) : null}
      {resolving ? (
        <ResolveRefusalModal refusal={resolving} onClose={() => setResolving(null)} />
      ) : null}
    </Stack>
  );
}
