import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Kiosk, KioskCreated } from '../../../shared/schemas/kiosks.ts';
import { DeviceKeyModal } from './DeviceKeyModal.tsx';
import { KioskFormModal } from './KioskFormModal.tsx';
import { KiosksTable } from './KiosksTable.tsx';
import { useKiosks, useRevokeKiosk } from './kiosks-api.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { useRevoke } from '../../ui/use-revoke.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useAssignableSites } from '../users/users-api.ts';
import { useT } from '../../i18n/t.ts';

type Dialog =
  | { kind: 'form'; kiosk: Kiosk | null }
  | { kind: 'key'; kiosk: KioskCreated }
  | { kind: 'revoke'; kiosk: Kiosk }
  | null;

/** Kiosk PCs of the units the signed-in admin or unit manager looks after. */
export function KiosksPage() {
  const t = useT();
  const kiosks = useKiosks();
  const sites = useAssignableSites();
  const revokeKiosk = useRevokeKiosk();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { revoke, failure, clearFailure } = useRevoke(revokeKiosk, {
    revoked: (name) => t('kiosks.revoked', { name }),
    failed: t('badges.failed'),
  });

  return (
    <Stack>
      <PageHeader
        title={t('kiosks.title')}
        subtitle={t('kiosks.intro')}
        actions={
          <Button
            onClick={() => setDialog({ kind: 'form', kiosk: null })}
            disabled={(sites.data ?? []).length === 0}
          >
            {t('kiosks.register')}
          </Button>
        }
      />
      {failure ? (
        <Alert color="red" role="alert" withCloseButton onClose={clearFailure}>
          {failure}
        </Alert>
      ) : null}
      {kiosks.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {kiosks.data?.length === 0 ? <Text c="dimmed">{t('kiosks.empty')}</Text> : null}
      {kiosks.data && kiosks.data.length > 0 ? (
        <KiosksTable
          kiosks={kiosks.data}
          onEdit={(kiosk) => setDialog({ kind: 'form', kiosk })}
          onRevoke={(kiosk) => setDialog({ kind: 'revoke', kiosk })}
        />
      ) : null}
      {dialog?.kind === 'form' ? (
        <KioskFormModal
          kiosk={dialog.kiosk}
          sites={sites.data ?? []}
          onRegistered={(created) => setDialog({ kind: 'key', kiosk: created })}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'key' ? (
        <DeviceKeyModal kiosk={dialog.kiosk} onClose={() => setDialog(null)} />
      ) : null}
      <ConfirmModal
        opened={dialog?.kind === 'revoke'}
        title={t('kiosks.revokeTitle')}
        confirmLabel={t('kiosks.revoke')}
        danger
        loading={revokeKiosk.isPending}
        onConfirm={() => {
          if (dialog?.kind === 'revoke') revoke(dialog.kiosk, () => setDialog(null));
        }}
        onCancel={() => setDialog(null)}
      >
        <Text>{t('kiosks.revokeText')}</Text>
        {dialog?.kind === 'revoke' ? <Text fw={500}>{dialog.kiosk.name}</Text> : null}
      </ConfirmModal>
    </Stack>
  );
}
