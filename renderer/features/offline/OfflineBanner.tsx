import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useT } from '../../i18n/t.ts';
import { formatDateTime } from '../../ui/format.ts';
import { useOfflineQueue } from './offline-queue.ts';

/**
 * What the kiosk keeps while the server is away: 'Offline – N händelser väntar', events the server
 * refused outright (shown until someone has read them), and how many went to 'Behöver åtgärd'.
 */
export function OfflineBanner() {
  const t = useT();
  const { waiting, refused, needsAction, replay, refresh, dismiss, dismissNeedsAction } =
    useOfflineQueue();

  useEffect(() => {
    refresh().catch((error: unknown) => console.warn('Kön kunde inte läsas', error));
  }, [refresh]);

  if (waiting === 0 && refused.length === 0 && needsAction === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {waiting > 0 ? (
        <Alert
          color="orange"
          variant="filled"
          role="status"
          title={
            waiting === 1
              ? t('offline.banner.waitingOne')
              : t('offline.banner.waiting', { count: waiting })
          }
        >
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('offline.banner.text')}</Text>
            <Button size="xs" variant="white" color="orange" onClick={() => void replay()}>
              {t('offline.banner.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {refused.map((event) => (
        <Alert key={event.seq} color="red" role="alert" title={t('offline.refused.title')}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t('offline.refused.line', {
                actor: event.actor_name,
                action: t(`offline.action.${event.action_type}`),
                quantity: event.quantity,
                medicine: event.medicine_name,
                at: formatDateTime(event.occurred_at),
                reason: event.refused ?? '',
              })}
            </Text>
            <Button size="xs" variant="default" onClick={() => void dismiss(event)}>
              {t('offline.refused.dismiss')}
            </Button>
          </Group>
        </Alert>
      ))}
      {needsAction > 0 ? (
        <Alert color="yellow" role="status" withCloseButton onClose={dismissNeedsAction}>
          {needsAction === 1
            ? t('offline.needsActionOne')
            : t('offline.needsAction', { count: needsAction })}
        </Alert>
      ) : null}
    </Stack>
  );
}
