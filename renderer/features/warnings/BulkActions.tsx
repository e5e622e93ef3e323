import { Button, Group, Modal, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/t.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { ResolveForm } from './ResolveForm.tsx';
import { WarningFailure, type Failure } from './WarningFailure.tsx';
import { useBulkAcknowledge, useBulkResolve } from './warnings-api.ts';

type BulkActionsProps = { ids: string[]; onDone: () => void };

/** Acknowledge or resolve the chosen warnings in one call: all of them or, on failure, none. */
export function BulkActions({ ids, onDone }: BulkActionsProps) {
  const t = useT();
  const acknowledge = useBulkAcknowledge();
  const resolve = useBulkResolve();
  const [resolving, setResolving] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const busy = acknowledge.isPending || resolve.isPending;

  const onAcknowledge = () => {
    setFailure(null);
    acknowledge.mutate(ids, {
      onSuccess: ({ count }) => {
        notifySuccess(t('warnings.bulk.acknowledged', { count }));
        onDone();
      },
      onError: (error) => setFailure({ key: 'warnings.error.bulkAcknowledge', error }),
    });
  };

  const onResolve = (notes: string) => {
    setFailure(null);
    resolve.mutate(
      { ids, notes },
      {
        onSuccess: ({ count }) => {
          setResolving(false);
          notifySuccess(t('warnings.bulk.resolved', { count }));
          onDone();
        },
        onError: (error) => {
          setResolving(false);
          setFailure({ key: 'warnings.error.bulkResolve', error });
        },
      },
    );
  };

  return (
    <>
      <WarningFailure failure={failure} />
      {ids.length > 0 ? (
        <Paper withBorder radius="md" p="sm">
          <Group justify="space-between">
            <Text fw={500}>{t('warnings.bulk.selected', { count: ids.length })}</Text>
            <Group gap="xs">
              <Button variant="subtle" onClick={onDone} disabled={busy}>
                {t('warnings.bulk.clear')}
              </Button>
              <Button variant="default" onClick={onAcknowledge} loading={acknowledge.isPending}>
                {t('warnings.bulk.acknowledge')}
              </Button>
              <Button color="green" onClick={() => setResolving(true)} disabled={busy}>
                {t('warnings.bulk.resolve')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      <Modal
        opened={resolving}
        onClose={() => !resolve.isPending && setResolving(false)}
        title={t('warnings.resolve.title')}
        centered
      >
        <ResolveForm
          intro={t('warnings.resolve.intro.bulk', { count: ids.length })}
          saving={resolve.isPending}
          onSubmit={onResolve}
          onCancel={() => setResolving(false)}
        />
      </Modal>
    </>
  );
}
