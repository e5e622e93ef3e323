import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/t.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { rotateSiteKey } from './sheet-api.ts';

type Props = { siteId: string; siteName: string; onRotated: () => void };

/** Admins only: a new signing key for the unit, after a confirmation. */
export function RotateKeyCard({ siteId, siteName, onRotated }: Props) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function rotate() {
    setRotating(true);
    setFailure(null);
    try {
      await rotateSiteKey(siteId);
      setAsking(false);
      onRotated();
      notifySuccess(t('qrCodes.key.done', { site: siteName }));
    } catch (error) {
      setAsking(false);
      setFailure(`${t('qrCodes.key.failed')}: ${detailOrMessage(error)}`);
    } finally {
      setRotating(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="qr-key-title">
      <Stack>
        <Title order={2} size="h4" id="qr-key-title">
          {t('qrCodes.key.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('qrCodes.key.text', { site: siteName })}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button w="fit-content" color="red" variant="outline" onClick={() => setAsking(true)}>
          {t('qrCodes.key.rotate')}
        </Button>
      </Stack>
      <ConfirmModal
        opened={asking}
        title={t('qrCodes.key.confirmTitle', { site: siteName })}
        confirmLabel={t('qrCodes.key.confirm')}
        danger
        loading={rotating}
        onConfirm={() => void rotate()}
        onCancel={() => setAsking(false)}
      >
        <Text fw={500}>{t('qrCodes.key.confirmText', { site: siteName })}</Text>
        <Text size="sm" c="dimmed">
          {t('qrCodes.key.confirmAfter')}
        </Text>
      </ConfirmModal>
    </Paper>
  );
}
