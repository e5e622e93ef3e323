import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../api-client/client.ts';
import { FlashAlert } from '../../ui/FlashAlert.tsx';
import { useFlashMessage } from '../../ui/use-flash-message.ts';
import { useT } from '../../i18n/t.ts';
import { runDigestsNow, sendTestEmail } from './notifications-api.ts';

/** An admin checks the e-mail setup with a test e-mail, and can send every digest now. */
export function AdminMailActions({ configured }: { configured: boolean }) {
  const t = useT();
  const [message, setMessage] = useFlashMessage();
  const [busy, setBusy] = useState<'test' | 'digests' | null>(null);

  async function act(which: 'test' | 'digests') {
    setBusy(which);
    try {
      if (which === 'test') {
        const sent = await sendTestEmail();
        setMessage({ kind: 'success', text: sent.detail });
      } else {
        const run = await runDigestsNow();
        setMessage({
          kind: run.failed > 0 ? 'error' : 'success',
          text: t('email.digestsRun', {
            sent: run.sent,
            nothing: run.nothing_to_report,
            failed: run.failed,
          }),
        });
      }
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="xs">
      <FlashAlert message={message} />
      <Group gap="sm">
        <Button
          variant="default"
          disabled={!configured}
          loading={busy === 'test'}
          onClick={() => void act('test')}
        >
          {t('email.test')}
        </Button>
        <Button
          variant="default"
          disabled={!configured}
          loading={busy === 'digests'}
          onClick={() => void act('digests')}
        >
          {t('email.runDigests')}
        </Button>
      </Group>
    </Stack>
  );
}
