import { Button, Divider, Group, Loader, Modal, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { RoleName } from '../../../shared/constants.ts';
import type { Warning } from '../../../shared/schemas/warning.ts';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { useServerText } from '../../i18n/use-server-text.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { ResolveForm } from './ResolveForm.tsx';
import { WarningFacts } from './WarningFacts.tsx';
import { WarningFailure, type Failure } from './WarningFailure.tsx';
import { WarningHistory } from './WarningHistory.tsx';
import { actionsFor } from './warning-labels.ts';
import { useAcknowledgeWarning, useResolveWarning, useWarningDetail } from './warnings-api.ts';

type WarningDetailModalProps = {
  /** The row as listed, shown at once while the history loads. */
  warning: Warning;
  role: RoleName | undefined;
  onClose: () => void;
};

export function WarningDetailModal({ warning: listed, role, onClose }: WarningDetailModalProps) {
  useReturnFocus();
  const t = useT();
  const text = useServerText();
  const detail = useWarningDetail(listed.id);
  const acknowledge = useAcknowledgeWarning();
  const resolve = useResolveWarning();
  const [resolving, setResolving] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const warning = detail.data ?? listed;
  const allowed = actionsFor(role, warning);
  const busy = acknowledge.isPending || resolve.isPending;

  const onAcknowledge = () => {
    setFailure(null);
    acknowledge.mutate(warning.id, {
      onSuccess: () => notifySuccess(t('warnings.success.acknowledged')),
      onError: (error) => setFailure({ key: 'warnings.error.acknowledge', error }),
    });
  };

  const onResolve = (notes: string) => {
    setFailure(null);
    resolve.mutate(
      { id: warning.id, notes },
      {
        onSuccess: () => {
          setResolving(false);
          notifySuccess(t('warnings.success.resolved'));
        },
        onError: (error) => setFailure({ key: 'warnings.error.resolve', error }),
      },
    );
  };

  return (
    <Modal
      opened
      onClose={() => !busy && onClose()}
      title={text(warning.title_message, warning.title)}
      size="lg"
      centered
    >
      <Stack>
        <WarningFacts warning={warning} />
        <WarningFailure failure={failure} />
        {resolving ? (
          <ResolveForm
            intro={t('warnings.resolve.intro')}
            saving={resolve.isPending}
            onSubmit={onResolve}
            onCancel={() => setResolving(false)}
          />
        ) : null}
        {!resolving && (allowed.acknowledge || allowed.resolve) ? (
          <Group justify="flex-end">
            {allowed.acknowledge ? (
              <Button variant="default" onClick={onAcknowledge} loading={acknowledge.isPending}>
                {t('warnings.action.acknowledge')}
              </Button>
            ) : null}
            {allowed.resolve ? (
              <Button color="green" onClick={() => setResolving(true)} disabled={busy}>
                {t('warnings.action.resolve')}
              </Button>
            ) : null}
          </Group>
        ) : null}
        <Divider />
        <Title order={3} size="h4">
          {t('warnings.detail.history')}
        </Title>
        {detail.data ? (
          <WarningHistory history={detail.data.history} />
        ) : detail.isError ? (
          <WarningFailure failure={{ key: 'warnings.error.load', error: detail.error }} />
        ) : (
          <Loader size="sm" aria-label={t('warnings.detail.loading')} />
        )}
      </Stack>
    </Modal>
  );
}
