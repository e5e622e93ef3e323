import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/t.ts';
import { useCurrentSite } from '../../stores/site.ts';
import { CameraScanModal } from './CameraScanModal.tsx';
import { CodeEntry } from './CodeEntry.tsx';
import { GtinLinkDialog } from './GtinLinkDialog.tsx';
import { MedicineSummary } from './MedicineSummary.tsx';
import { ScanActions } from './ScanActions.tsx';
import { ScanComplete, ScanError, ScanQueued } from './ScanOutcome.tsx';
import { COMPLETE_RESET_MS, useScanFlow, type ScanState } from './use-scan-flow.ts';
import { useSignOutAfterWithdrawal } from '../kiosk-sign-in/use-sign-out-after-withdrawal.ts';
import { isWholeCode } from './scan-code.ts';
import { KEY_GAP_LIMIT_MS } from './scanner-burst.ts';
import { useScannerBurst, type ScanProblem } from './use-scanner-burst.ts';

type Props = { siteId?: string; templateId?: string };

/**
 * Where focus goes when a new state has replaced the focused element: the screen's heading, the
 * scanned medicine's name, or the outcome. Without it, focus would fall to the top of the page.
 */
const FOCUS_TARGET: Partial<Record<ScanState['status'], string>> = {
  ready: 'h1',
  verified: '[data-scan-focus="medicine"] h2',
  complete: '[data-scan-focus="outcome"]',
  queued: '[data-scan-focus="outcome"]',
  error: '[data-scan-focus="outcome"]',
};

/** QR-kodskanning (spec 2-stock §2): scanner, camera or pasted code, then take out or refill. */
export function ScanScreen({ siteId, templateId }: Props) {
  const t = useT();
  const site = useCurrentSite();
  const flow = useScanFlow();
  const { state, preload, verify } = flow;
  const [cameraOpen, setCameraOpen] = useState(false);
  const [problem, setProblem] = useState<ScanProblem | null>(null);

  useScannerBurst(
    state.status === 'ready' && !cameraOpen,
    (text) => {
      setProblem(null);
      void verify(text);
    },
    { recognise: isWholeCode, onProblem: setProblem },
  );
  useSignOutAfterWithdrawal(
    (state.status === 'complete' && state.result.action_type === 'withdraw') ||
      (state.status === 'queued' && state.action === 'withdraw'),
    COMPLETE_RESET_MS,
  );

  useEffect(() => {
    if (siteId && templateId) void preload(siteId, templateId);
  }, [siteId, templateId, preload]);

  const screenRef = useRef<HTMLDivElement>(null);
  const shownStatus = useRef(state.status);
  useEffect(() => {
    if (shownStatus.current === state.status) return;
    shownStatus.current = state.status;
    const target = FOCUS_TARGET[state.status];
    const focused = document.activeElement;
    if (!target || (focused && focused !== document.body)) return;
    screenRef.current?.querySelector<HTMLElement>(target)?.focus();
  }, [state.status]);

  const onCameraScan = (text: string) => {
    setCameraOpen(false);
    void verify(text);
  };

  return (
    <Stack gap="lg" ref={screenRef}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} tabIndex={-1}>
            {t('scan.title')}
          </Title>
          <Text c="dimmed">{t('scan.intro')}</Text>
        </Stack>
        <Anchor component={Link} to="/glukagon" fw={500}>
          {t('scan.glukagon')}
        </Anchor>
      </Group>
      {site ? (
        <Text size="sm">{t('scan.site', { name: site.name })}</Text>
      ) : (
        <Alert color="yellow">{t('scan.noSite')}</Alert>
      )}

      {problem && state.status === 'ready' ? (
        <Alert color="orange" role="alert" withCloseButton onClose={() => setProblem(null)}>
          {problem.kind === 'incomplete'
            ? t('scan.problem.incomplete')
            : t('scan.problem.slow', { gap: problem.gapMs, limit: KEY_GAP_LIMIT_MS })}
        </Alert>
      ) : null}

      {state.status === 'ready' || state.status === 'unknownPack' ? (
        <CodeEntry onVerify={(text) => void verify(text)} onCamera={() => setCameraOpen(true)} />
      ) : null}

      {state.status === 'processing' ? (
        <Paper withBorder radius="md" p="xl">
          <Group role="status">
            <Loader size="sm" />
            <Text>{t('scan.processing')}</Text>
          </Group>
        </Paper>
      ) : null}

      {state.status === 'verified' || state.status === 'updating' ? (
        <>
          {state.offline ? (
            <Alert color="orange" role="status">
              {t('scan.offline.verified')}
            </Alert>
          ) : null}
          <div data-scan-focus="medicine">
            <MedicineSummary facts={state.verified} />
          </div>
          <ScanActions
            key={state.raw}
            scanned={state}
            updating={state.status === 'updating'}
            onScan={(body) => void flow.scan(state, body)}
            onView={() => flow.recordView(state)}
          />
          <Group>
            <Anchor component="button" type="button" onClick={flow.reset}>
              {t('scan.error.other')}
            </Anchor>
          </Group>
        </>
      ) : null}

      {state.status === 'complete' ? (
        <ScanComplete result={state.result} onNext={flow.reset} />
      ) : null}

      {state.status === 'queued' ? <ScanQueued queued={state} onNext={flow.reset} /> : null}

      {state.status === 'error' ? (
        <ScanError
          failure={state.failure}
          onRetry={() => {
            if (state.failure.retry) flow.retry(state.failure.retry);
          }}
          onBack={() => {
            if (state.failure.back) flow.backTo(state.failure.back);
          }}
          onReset={flow.reset}
        />
      ) : null}

      {state.status === 'unknownPack' && state.verified.gs1 ? (
        <GtinLinkDialog
          pack={state.verified.gs1}
          product={state.verified.catalogue_product}
          onLinked={() => void verify(state.raw)}
          onCancel={flow.reset}
        />
      ) : null}

      {cameraOpen ? (
        <CameraScanModal onClose={() => setCameraOpen(false)} onScan={onCameraScan} />
      ) : null}
    </Stack>
  );
}
