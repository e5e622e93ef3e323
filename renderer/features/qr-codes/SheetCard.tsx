import { Alert, Button, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../i18n/t.ts';
import { failureText } from './sheet-errors.ts';
import { DEFAULT_SHEET_SETTINGS, layoutLabel, type SheetSettings } from './sheet-settings.ts';
import { SheetHints } from './SheetHints.tsx';
import { SheetResult } from './SheetResult.tsx';
import { SheetSettingsPanel } from './SheetSettingsPanel.tsx';
import type { SheetGeneration } from './use-sheet-generation.ts';

type Props = { siteName: string; generation: SheetGeneration };

/** The PDF card of the unit (spec 2-stock §2 QR-codes). */
export function SheetCard({ siteName, generation }: Props) {
  const t = useT();
  const [settings, setSettings] = useState<SheetSettings>(DEFAULT_SHEET_SETTINGS);
  const { state } = generation;
  const generating = state.status === 'generating';
  const layout = layoutLabel(settings.codesPerPage);
  const summary = [
    t('qrCodes.summary.format'),
    t('qrCodes.summary.layout', {
      layout: layout ?? t('qrCodes.summary.codes', { count: settings.codesPerPage }),
    }),
    settings.includeControlled ? t('qrCodes.summary.included') : t('qrCodes.summary.excluded'),
  ].join(' · ');

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="qr-sheet-title">
      <Stack>
        <Stack gap={2}>
          <Title order={2} size="h3" id="qr-sheet-title">
            {t('qrCodes.card.title', { site: siteName })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('qrCodes.card.intro')}
          </Text>
        </Stack>
        <SheetSettingsPanel settings={settings} disabled={generating} onChange={setSettings} />
        <Text size="sm" data-testid="qr-sheet-summary">
          {summary}
        </Text>
        {state.status === 'error' ? (
          <Alert color="red" role="alert" title={t('qrCodes.error.title')}>
            {failureText(state.failure, t)}
          </Alert>
        ) : null}
        {state.status === 'success' ? (
          <SheetResult
            result={state.result}
            fileFailure={state.fileFailure}
            printed={generation.printed}
            busy={generation.busy}
            onDownload={() => void generation.downloadAgain()}
            onPrint={() => void generation.print()}
          />
        ) : null}
        {generating ? (
          <Stack gap={4} role="status">
            <Progress value={100} animated striped aria-label={t('qrCodes.generating')} />
            <Text size="sm" c="dimmed">
              {t('qrCodes.progress')}
            </Text>
          </Stack>
        ) : null}
        <Button
          w="fit-content"
          disabled={generating}
          onClick={() => void generation.generate(settings)}
        >
          {generating ? t('qrCodes.generating') : t('qrCodes.generate')}
        </Button>
        <SheetHints includeControlled={settings.includeControlled} />
      </Stack>
    </Paper>
  );
}
