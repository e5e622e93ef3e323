import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useT } from '../../i18n/t.ts';
import {
  printFailureDetail,
  printOutcomeText,
  printPdfFile,
  printScreen,
} from '../../platform/print.ts';
import { listPdf, type ExportedList } from '../exports/export-api.ts';

type PrintButtonProps = {
  title: string;
  /** A paged list prints whole, as the server's PDF of it; without one, the screen prints. */
  list?: ExportedList;
};

/** 'Skriv ut': a list whole as the server lays it out, or the screen as the print stylesheet does. */
export function PrintButton({ title, list }: PrintButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const print = () => {
    setBusy(true);
    (list ? listPdf(list).then((pdf) => printPdfFile(pdf, { title })) : printScreen(title))
      .then((outcome) => {
        // window.print() returns once its dialog is closed, so that needs no word; a PDF's dialog
        // opens from a hidden frame, and the kiosk prints silently: both say where it went.
        if (outcome.via === 'kiosk' || list)
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
