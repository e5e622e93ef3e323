import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { medvaktCodeUrl } from '../../../shared/qr-code.ts';
import type { QrScanInput, QrVerifyResult } from '../../../shared/schemas/qr.ts';
import { errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { createRetryKeys } from '../scan/idempotency.ts';
import { MedicineSummary } from '../scan/MedicineSummary.tsx';
import { submitScan, useQrBatches, useStockChanged, verifyCode } from '../scan/scan-api.ts';
import { batchFields, scanCap } from '../scan/scan-rules.ts';
import { StockActionForm, type StockRequest } from '../scan/StockActionForm.tsx';
import { StockActionToggle } from '../scan/StockActionToggle.tsx';
import { NarcoticSignIn } from './NarcoticSignIn.tsx';
import { failureTitle, refusalTitle } from './public-qr-texts.ts';

type Code = { siteId: string; templateId: string; token: string };
type Action = 'withdraw' | 'add';

const ANONYMOUS = { anonymous: true } as const;

/** The page a phone opens from a shelf code: no sign-in, no token or site header sent. */
export function PublicQrScreen({ code }: { code: Code }) {
  const t = useT();
  const codeUrl = medvaktCodeUrl(window.location.origin, code);
  const verify = useQuery({
    queryKey: ['public-qr', codeUrl],
    queryFn: () => verifyCode(codeUrl, ANONYMOUS),
    retry: false,
    staleTime: 0,
  });

  if (verify.isPending) {
    return (
      <Group role="status">
        <Loader size="sm" />
        <Text>{t('publicQr.loading')}</Text>
      </Group>
    );
  }
  if (verify.isError) {
    return (
      <Alert color="red" role="alert" title={t(failureTitle(verify.error, 'verify'))}>
        <Stack gap="sm" align="flex-start">
          <Text>{errorMessage(verify.error)}</Text>
          <Button variant="default" onClick={() => void verify.refetch()}>
            {t('scan.error.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const verified = verify.data;
  if (!verified.is_valid) {
    return (
      <Alert color="red" role="alert" title={t(refusalTitle(verified))}>
        <Stack gap="xs">
          {verified.error_message ? <Text>{verified.error_message}</Text> : null}
          <Text size="sm">{t('publicQr.newLabel')}</Text>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack>
      <MedicineSummary facts={verified} />
      {verified.is_controlled_substance ? (
        <NarcoticSignIn code={code} />
      ) : (
        <PublicStockActions
          code={code}
          codeUrl={codeUrl}
          verified={verified}
          onDone={verify.refetch}
        />
      )}
      <Text size="xs" c="dimmed">
        {t('publicQr.logged')}
      </Text>
    </Stack>
  );
}

type ActionsProps = {
  code: Code;
  codeUrl: string;
  verified: QrVerifyResult;
  onDone: () => Promise<unknown>;
};

function PublicStockActions({ code, codeUrl, verified, onDone }: ActionsProps) {
  const t = useT();
  const [action, setAction] = useState<Action | null>(null);
  const [keys] = useState(createRetryKeys);
  const stockChanged = useStockChanged();
  const batches = useQrBatches(
    action ? { siteId: code.siteId, templateId: code.templateId, token: code.token } : null,
    ANONYMOUS,
  );
  const scan = useMutation({
    mutationFn: (body: QrScanInput) => submitScan(body, keys.keyFor(body), ANONYMOUS),
    onSuccess: async () => {
      keys.settle();
      setAction(null);
      await Promise.all([stockChanged(), onDone()]);
    },
  });

  const submit = (chosen: Action, request: StockRequest) =>
    scan.mutate({
      qr_code_data: verified.qr_code_data ?? codeUrl,
      action_type: chosen,
      quantity: request.quantity,
      ...batchFields(request.choice),
    });

  const choose = (next: Action) => {
    scan.reset();
    setAction(next);
  };

  return (
    <Stack>
      {scan.isSuccess ? (
        <Alert color="green" variant="light" title={t('scan.complete.title')} role="status">
          <Text data-testid="scan-message">{scan.data.message}</Text>
        </Alert>
      ) : null}
      <StockActionToggle
        action={action}
        onChoose={choose}
        labels={{ withdraw: t('publicQr.withdraw'), add: t('publicQr.putBack') }}
      />
      {scan.isError ? (
        <Alert color="red" role="alert" title={t(failureTitle(scan.error, 'scan'))}>
          <Stack gap="sm" align="flex-start">
            <Text>{errorMessage(scan.error)}</Text>
            {scan.variables ? (
              <Button variant="default" onClick={() => scan.mutate(scan.variables)}>
                {t('scan.error.retry')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {action ? (
        <StockActionForm
          action={action}
          batches={batches}
          cap={scanCap(verified.site_limits, 'public', action)}
          allowNew={action === 'add'}
          submitting={scan.isPending}
          confirmLabel={t(
            action === 'withdraw' ? 'scan.confirm.withdraw' : 'publicQr.confirm.putBack',
          )}
          onSubmit={(request) => submit(action, request)}
          onCancel={() => setAction(null)}
        />
      ) : null}
    </Stack>
  );
}
