import { Alert, Button, Group, Loader, Progress, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { StockTake, StockTakeLine } from '../../../shared/schemas/stock-take.ts';
import { errorMessage } from '../../api-client/client.ts';
import { ConfirmModal } from '../../ui/ConfirmModal.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { CountList } from './CountList.tsx';
import { linesForScan, linesMatching, nextUncounted } from './line-finder.ts';
import { useAddFound, useCancelStockTake, useCountLine, useStockTake } from './stock-takes-api.ts';
import { VarianceView } from './VarianceView.tsx';
import { isWholeCode } from '../scan/scan-code.ts';
import { KEY_GAP_LIMIT_MS } from '../scan/scanner-burst.ts';
import { useScannerBurst } from '../scan/use-scanner-burst.ts';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';

// Opened by a button: their forms are fetched then, not with the count list.
const FoundBatchModal = lazy(async () => ({
  default: (await import('./FoundBatchModal.tsx')).FoundBatchModal,
}));
const CompleteModal = lazy(async () => ({
  default: (await import('./CompleteModal.tsx')).CompleteModal,
}));

function OpenStockTake({ take }: { take: StockTake }) {
  const t = useT();
  const role = useSessionStore((s) => s.user?.role);
  const manager = role === 'admin' || role === 'site_admin';
  const [search, setSearch] = useState('');
  const [scan, setScan] = useState('');
  const [scanMiss, setScanMiss] = useState<string | null>(null);
  const [scanned, setScanned] = useState<string[] | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'found' | 'complete' | 'cancel' | null>(null);
  const count = useCountLine(take.id);
  const recountFound = useAddFound(take.id);
  const cancel = useCancelStockTake(take.id);
  const failure = count.error ?? recountFound.error ?? cancel.error;

  const shown = useMemo(() => {
    const matching = linesMatching(search, take.lines);
    return scanned ? matching.filter((l) => scanned.includes(l.id)) : matching;
  }, [search, scanned, take.lines]);

  const onScan = (text: string) => {
    const hits = linesForScan(text, take.lines);
    setScanMiss(hits.length ? null : t('stockTakes.scanMiss', { code: text.trim() }));
    setScan('');
    if (hits.length === 0) return;
    setScanned(hits.map((l) => l.id));
    setFocusId((hits.find((l) => l.counted === null) ?? hits[0])?.id ?? null);
  };

  const onSlowScan = (gapMs: number) =>
    setScanMiss(t('scan.problem.slow', { gap: Math.round(gapMs), limit: KEY_GAP_LIMIT_MS }));
  // A code, or a batch number of this count, is read at the scanner limit like on the scan screen.
  const recognise = useCallback(
    (text: string) => isWholeCode(text) || linesForScan(text, take.lines).length > 0,
    [take.lines],
  );
  // A scanner works anywhere on the page, like on the scan screen, not only in the scan field.
  useScannerBurst(dialog === null, (text) => onScan(text), {
    recognise,
    // A fast burst this count does not know is shown as a code without a line, as typed.
    onProblem: (problem) =>
      problem.kind === 'slow' ? onSlowScan(problem.gapMs) : onScan(problem.text),
  });

  const onCount = (line: StockTakeLine, counted: number) => {
    const next = nextUncounted(shown, line.id);
    const done = () => setFocusId(next?.id ?? null);
    if (line.inventory_item_id === null)
      recountFound.mutate(
        {
          medicine_template_id: line.medicine_template_id,
          batch_number: line.batch_number,
          expiry_date: line.expiry_date,
          counted_quantity: counted,
        },
        { onSuccess: done },
      );
    else count.mutate({ itemId: line.inventory_item_id, counted }, { onSuccess: done });
  };

  const percent = take.lines_total ? (100 * take.lines_counted) / take.lines_total : 100;
  return (
    <Stack>
      <Group justify="space-between">
        <Text fw={600}>
          {t('stockTakes.progress', { counted: take.lines_counted, total: take.lines_total })}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={() => setDialog('found')}>
            {t('stockTakes.addFound')}
          </Button>
          {manager ? (
            <Button onClick={() => setDialog('complete')}>{t('stockTakes.complete')}</Button>
          ) : null}
        </Group>
      </Group>
      <Progress value={percent} aria-label={t('stockTakes.progressLabel')} />
      <Group grow align="flex-start">
        <TextInput
          size="md"
          label={t('stockTakes.scan')}
          description={t('stockTakes.scanHint')}
          value={scan}
          onChange={(e) => setScan(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onScan(scan);
            }
          }}
          error={scanMiss ?? undefined}
        />
        <TextInput
          size="md"
          label={t('stockTakes.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </Group>
      {scanned ? (
        <Group>
          <Text size="sm">{t('stockTakes.scannedShown', { count: shown.length })}</Text>
          <Button size="xs" variant="subtle" onClick={() => setScanned(null)}>
            {t('stockTakes.showAll')}
          </Button>
        </Group>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert">
          {errorMessage(failure)}
        </Alert>
      ) : null}
      <CountList
        lines={shown}
        showExpected={take.shows_expected}
        focusId={focusId}
        onFocused={() => setFocusId(null)}
        onCount={onCount}
        onScan={onScan}
        onSlowScan={onSlowScan}
        savingId={count.isPending ? (count.variables.itemId ?? null) : null}
      />
      {take.may_cancel ? (
        // Apart from 'Avsluta inventeringen': a slip must not throw the count away.
        <Group justify="flex-start">
          <Button variant="subtle" color="red" onClick={() => setDialog('cancel')}>
            {t('stockTakes.cancel')}
          </Button>
        </Group>
      ) : null}
      <ConfirmModal
        opened={dialog === 'cancel'}
        title={t('stockTakes.cancelTitle')}
        confirmLabel={t('stockTakes.cancelSubmit')}
        cancelLabel={t('stockTakes.cancelKeep')}
        danger
        loading={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setDialog(null) })}
        onCancel={() => setDialog(null)}
      >
        {t('stockTakes.cancelConfirm', { counted: take.lines_counted, total: take.lines_total })}
      </ConfirmModal>
      <Suspense fallback={null}>
        {dialog === 'found' ? (
          <FoundBatchModal takeId={take.id} onClose={() => setDialog(null)} />
        ) : null}
        {dialog === 'complete' ? (
          <CompleteModal
            take={take}
            onClose={() => setDialog(null)}
            onDone={() => setDialog(null)}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

/** One stock-take: counting while open, the variance report once completed. */
export function StockTakePage() {
  const t = useT();
  const { id = '' } = useParams();
  const take = useStockTake(id);
  const data = take.data;
  return (
    <Stack>
      <PageHeader
        title={
          data?.location
            ? t('stockTakes.titleLocation', { location: data.location })
            : t('stockTakes.titleWhole')
        }
        subtitle={data?.note ?? t('stockTakes.countIntro')}
        actions={
          <Button component={Link} to="/inventering" variant="default">
            {t('stockTakes.back')}
          </Button>
        }
      />
      {take.isPending ? <Loader aria-label={t('app.loading')} /> : null}
      {take.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(take.error)}
        </Alert>
      ) : null}
      {data?.status === 'open' ? <OpenStockTake take={data} /> : null}
      {data?.status === 'cancelled' ? (
        <Alert color="gray" role="status">
          {t('stockTakes.wasCancelled')}
        </Alert>
      ) : null}
      {data?.status === 'completed' ? (
        <Alert color="green" role="status">
          {t('stockTakes.completedFor', { by: data.finished_by ?? '' })}
        </Alert>
      ) : null}
      {data?.report ? <VarianceView report={data.report} /> : null}
    </Stack>
  );
}
