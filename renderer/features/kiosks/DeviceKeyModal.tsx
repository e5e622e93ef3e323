import { Button, Code, Modal, Stack, Text } from '@mantine/core';
import type { KioskCreated } from '../../../shared/schemas/kiosks.ts';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';

/** The new kiosk's device key, this once, with the kiosk.json lines it goes into. */
export function DeviceKeyModal({ kiosk, onClose }: { kiosk: KioskCreated; onClose: () => void }) {
  useReturnFocus();
  const t = useT();
  const json = JSON.stringify(
    { mode: 'connected', server_url: window.location.origin, device_key: kiosk.device_key },
    null,
    2,
  );
  return (
    <Modal opened onClose={onClose} title={t('kiosks.keyTitle')} size="lg" centered>
      <Stack>
        <Text>{t('kiosks.keyIntro')}</Text>
        <Text fw={500}>{t('kiosks.keyLabel')}</Text>
        <Code data-testid="device-key" fz="md">
          {kiosk.device_key}
        </Code>
        <Code block>{json}</Code>
        <Button onClick={onClose}>{t('kiosks.keyDone')}</Button>
      </Stack>
    </Modal>
  );
}
