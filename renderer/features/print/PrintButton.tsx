import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useT } from '../../i18n/t.ts';
import { printFailureDetail, printOutcomeText, printScreen } from '../../platform/print.ts';

/** 'Skriv ut': the screen as the print heading and stylesheet lay it out, on A4. */
export function PrintButton({ title }: { title: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const print = () => {
    setBusy(true);
    printScreen(title)
      .then((outcome) => {
        // The browser's dialog has already been seen and closed; only the kiosk's silent print
        // needs saying where it went.
        if (outcome.via === 'kiosk')
          notifications.show({ color: 'teal', message: printOutcomeText(outcome, t) });
      })
      .catch((error: unknown) =>
        notifications.show({
          color: 'red',
          message: t('print.failed', { detail: printFailureDetail(error, t) }),
        }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="default" loading={busy} onClick={print}>
      {t('print.button')}
    </Button>
  );
}
