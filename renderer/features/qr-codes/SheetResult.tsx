import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { QrPdfResult } from '../../../shared/schemas/qr.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { printFailureDetail, printOutcomeText } from '../../platform/print.ts';
import { failureText, type SheetFailure } from './sheet-errors.ts';
import type { SheetPrint } from './use-sheet-generation.ts';

type Props = {
  result: QrPdfResult;
  fileFailure: SheetFailure | null;
  printed: SheetPrint | null;
  busy: 'download' | 'print' | null;
  onDownload: () => void;
  onPrint: () => void;
};

const swedishTime = (at: string) => new Date(at).toLocaleString('sv-SE');

/** The green box after a sheet was made: counts, time, download again and print. */
export function SheetResult({ result, fileFailure, printed, busy, onDownload, onPrint }: Props) {
  const t = useT();
  return (
    <Stack gap="xs">
      <Alert
        color="green"
        role="status"
        title={t('qrCodes.success.title')}
        icon={<CheckIcon />}
        data-testid="qr-sheet-success"
      >
        <Stack gap={4}>
          <Text size="sm">
            {t('qrCodes.success.counts', {
              codes: t(result.total_codes === 1 ? 'qrCodes.count.code' : 'qrCodes.count.codes', {
                count: result.total_codes,
              }),
              pages: t(result.total_pages === 1 ? 'qrCodes.count.page' : 'qrCodes.count.pages', {
                count: result.total_pages,
              }),
            })}
          </Text>
          <Text size="sm">
            {t('qrCodes.success.time', { time: swedishTime(result.generated_at) })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('qrCodes.success.file', { filename: result.pdf_filename })}
          </Text>
          <Group gap="md" mt={4}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={onDownload}
              disabled={busy !== null}
            >
              {t('qrCodes.download')}
            </Anchor>
            <Button size="xs" variant="light" onClick={onPrint} loading={busy === 'print'}>
              {t('qrCodes.print')}
            </Button>
          </Group>
        </Stack>
      </Alert>
      {fileFailure ? (
        <Alert color="red" role="alert">
          {failureText(fileFailure, t)}
        </Alert>
      ) : null}
      {printed && 'outcome' in printed ? (
        <Text size="sm" role="status">
          {printOutcomeText(printed.outcome, t)}
        </Text>
      ) : null}
      {printed && 'error' in printed ? (
        <Alert color="red" role="alert">
          {`${t('qrCodes.error.print')}: ${printFailureDetail(printed.error, t)}`}
        </Alert>
      ) : null}
    </Stack>
  );
}
