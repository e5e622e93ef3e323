import { Alert, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MANAGEMENT_LIST_SIZE } from '../../../shared/constants.ts';
import type { MedicineTemplate } from '../../../shared/schemas/medicine.ts';
import type { QrScanInput } from '../../../shared/schemas/qr.ts';
import type { SiteScanLimits } from '../../../shared/scan-limits.ts';
import { api, errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { useSiteStore } from '../../stores/site.ts';
import { medicineListsKey } from '../medicines/medicines-api.ts';
import { createRetryKeys } from '../scan/idempotency.ts';
import { MedicineSummary } from '../scan/MedicineSummary.tsx';
import { generateCode, submitScan, useQrBatches, useStockChanged } from '../scan/scan-api.ts';
import { batchFields, scanCap } from '../scan/scan-rules.ts';
import { StockActionForm, type StockRequest } from '../scan/StockActionForm.tsx';
import { StockActionToggle } from '../scan/StockActionToggle.tsx';
import { useSignOutAfterWithdrawal } from '../kiosk-sign-in/use-sign-out-after-withdrawal.ts';
import { COMPLETE_RESET_MS } from '../scan/use-scan-flow.ts';
import { findGlukagon } from './glukagon-rules.ts';

type Action = 'withdraw' | 'add';

/** The working site's glukagon kit, found among its templates. */
function useGlukagon(siteId: string | null) {
  return useQuery({
    // Under the medicine lists, so a stock change refreshes the total shown here.
    queryKey: [...medicineListsKey, siteId, 'glukagon'],
    queryFn: () =>
      api.GET('/medicines', {
        params: { query: { page: 1, size: MANAGEMENT_LIST_SIZE, site_id: siteId ?? undefined } },
      }),
    enabled: siteId !== null,
    select: (list) => findGlukagon(list.items),
  });
}

export function GlukagonPanel() {
  const t = useT();
  const siteId = useSiteStore((s) => s.currentSiteId);
  const site = useSiteStore((s) => s.sites.find((entry) => entry.id === s.currentSiteId) ?? null);
  const glukagon = useGlukagon(siteId);

  if (!siteId) return <Alert color="yellow">{t('glukagon.noSite')}</Alert>;
  if (glukagon.isPending) return <Loader aria-label={t('app.loading')} />;
  if (glukagon.isError) {
    return (
      <Alert color="red" role="alert">
        {t('glukagon.loadFailed')}
      </Alert>
    );
  }
  if (!glukagon.data) {
    return (
      <Alert color="yellow" title={t('glukagon.none.title')}>
        {t('glukagon.none.text')}
      </Alert>
    );
  }
  const limits = site
    ? { withdraw: site.default_withdraw_limit, add: site.default_add_limit }
    : null;
  return (
    <GlukagonActions
      kit={glukagon.data}
      siteId={siteId}
      siteName={site?.name ?? null}
      limits={limits}
    />
  );
}

type ActionsProps = {
  kit: MedicineTemplate;
  siteId: string;
  siteName: string | null;
  limits: SiteScanLimits | null;
};

function GlukagonActions({ kit, siteId, siteName, limits }: ActionsProps) {
  const t = useT();
  const [action, setAction] = useState<Action>('withdraw');
  const [keys] = useState(createRetryKeys);
  // Counts finished changes: the form starts afresh from the new batches after each one.
  const [round, setRound] = useState(0);
  const stockChanged = useStockChanged();
  const batches = useQrBatches({ siteId, templateId: kit.id });
  const scan = useMutation({
    mutationFn: async (request: Omit<QrScanInput, 'qr_code_data'>) => {
      const code = await generateCode({ site_id: siteId, medicine_template_id: kit.id });
      const body: QrScanInput = { ...request, qr_code_data: code.qr_code_data };
      return submitScan(body, keys.keyFor(body));
    },
    onSuccess: async () => {
      keys.settle();
      await stockChanged();
      setRound((n) => n + 1);
    },
  });

  useSignOutAfterWithdrawal(scan.isSuccess && action === 'withdraw', COMPLETE_RESET_MS);

  const submit = (request: StockRequest) =>
    scan.mutate({
      action_type: action,
      quantity: request.quantity,
      ...batchFields(request.choice),
      ...(request.patient ? { patient: request.patient } : {}),
      source: 'glukagon',
    });

  const choose = (next: Action) => {
    scan.reset();
    setAction(next);
  };

  return (
    <Stack>
      <MedicineSummary
        facts={{
          medicine_name: kit.name,
          strength: kit.strength,
          unit: kit.unit,
          is_controlled_substance: kit.is_controlled_substance,
          current_inventory: kit.total_quantity,
          site_name: siteName,
        }}
      />
      {scan.isSuccess ? (
        <Alert color="green" variant="light" role="status" title={t(`glukagon.success.${action}`)}>
          <Text data-testid="scan-message">{scan.data.message}</Text>
        </Alert>
      ) : null}
      {scan.isError ? (
        <Alert color="red" role="alert" title={t('glukagon.error')}>
          <Text>{errorMessage(scan.error)}</Text>
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="lg">
        <Stack>
          <StockActionToggle
            action={action}
            onChoose={choose}
            labels={{ withdraw: t('glukagon.withdraw'), add: t('glukagon.add') }}
          />
          <StockActionForm
            key={`${action}-${round}`}
            action={action}
            batches={batches}
            cap={scanCap(limits, 'glukagon', action)}
            allowNew={action === 'add'}
            needsPatient={kit.is_controlled_substance}
            submitting={scan.isPending}
            confirmLabel={t(
              action === 'withdraw' ? 'glukagon.confirm.withdraw' : 'glukagon.confirm.add',
            )}
            onSubmit={submit}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
