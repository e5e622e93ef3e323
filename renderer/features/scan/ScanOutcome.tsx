import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { QrScanResult } from '../../../shared/schemas/qr.ts';
import { useT } from '../../i18n/t.ts';
import type { ScanFailure } from './use-scan-flow.ts';

/** The server's confirmation; the screen turns ready by itself a moment later. */
export function ScanComplete({ result, onNext }: { result: QrScanResult; onNext: () => void }) {
  const t = useT();
  return (
    <Alert
      color="green"
      variant="light"
      title={t('scan.complete.title')}
      role="status"
      tabIndex={-1}
      data-scan-focus="outcome"
    >
      <Stack gap="sm">
        <Text size="lg" data-testid="scan-message">
          {result.message}
        </Text>
        <Text fw={500}>{t('scan.complete.inventory', { quantity: result.current_inventory })}</Text>
        <Text size="sm" c="dimmed">
          {t('scan.complete.soon')}
        </Text>
        <Group>
          <Button onClick={onNext}>{t('scan.complete.next')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}

type QueuedProps = {
  queued: { medicineName: string; action: 'withdraw' | 'add'; quantity: number };
  onNext: () => void;
};

/** Saved on the kiosk while the server is away; the banner counts it until it is booked. */
export function ScanQueued({ queued, onNext }: QueuedProps) {
  const t = useT();
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('scan.queued.title')}
      role="status"
      tabIndex={-1}
      data-scan-focus="outcome"
    >
      <Stack gap="sm">
        <Text size="lg" data-testid="scan-message">
          {t(`scan.queued.${queued.action}`, {
            quantity: queued.quantity,
            medicine: queued.medicineName,
          })}
        </Text>
        <Group>
          <Button onClick={onNext}>{t('scan.complete.next')}</Button>
        </Group>
      </Stack>
    </Alert>
  );
}

type ErrorProps = {
  failure: ScanFailure;
  onRetry: () => void;
  onBack: () => void;
  onReset: () => void;
};

/** A spec heading ('Kunde inte uppdatera lager') with the server's more precise reason below. */
export function ScanError({ failure, onRetry, onBack, onReset }: ErrorProps) {
  const t = useT();
  const title = t(failure.title);
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      role="alert"
      tabIndex={-1}
      data-scan-focus="outcome"
    >
      <Stack gap="sm">
        {failure.detail && failure.detail !== title ? <Text>{failure.detail}</Text> : null}
        <Group>
          {failure.retry ? <Button onClick={onRetry}>{t('scan.error.retry')}</Button> : null}
          {failure.back ? (
            <Button variant="default" onClick={onBack}>
              {t('scan.error.back')}
            </Button>
          ) : null}
          <Button variant="default" onClick={onReset}>
            {t('scan.error.other')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
