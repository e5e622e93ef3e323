import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type QrAction, type QrBatch, type QrScanInput } from '../../../shared/schemas/qr.ts';
import { useT } from '../../i18n/t.ts';
import { UNIT_KEYS } from '../inventory/expiry.ts';
import { useQrBatches } from './scan-api.ts';
import { batchFields, scanCap } from './scan-rules.ts';
import { StockActionForm, type StockRequest } from './StockActionForm.tsx';
import { OpenPackButton } from '../opened-packs/OpenPackModal.tsx';
import type { Verified } from './use-scan-flow.ts';

type Props = {
  scanned: Verified;
  updating: boolean;
  onScan: (body: QrScanInput) => void;
  onView: () => void;
};

const ACTIONS = ['view', 'withdraw', 'add'] as const satisfies readonly QrAction[];

function BatchOverview({ batches, medicine }: { batches: readonly QrBatch[]; medicine: string }) {
  const t = useT();
  if (batches.length === 0) return <Text c="dimmed">{t('scan.batch.none')}</Text>;
  return (
    <Table striped aria-label={t('scan.view.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('scan.batch.label')}</Table.Th>
          <Table.Th>{t('scan.quantity')}</Table.Th>
          <Table.Th>{t('scan.batch.newExpiry')}</Table.Th>
          <Table.Th>{t('scan.view.status')}</Table.Th>
          <Table.Th>{t('scan.view.opened')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {batches.map((batch) => (
          <Table.Tr key={batch.id}>
            <Table.Td>{batch.batch_number}</Table.Td>
            <Table.Td>
              {batch.quantity} {t(UNIT_KEYS[batch.unit_type])}
            </Table.Td>
            <Table.Td>{batch.expiry_date}</Table.Td>
            <Table.Td>
              {batch.is_quarantined
                ? t('scan.batch.quarantineReason', { reason: batch.quarantine_reason ?? '' })
                : batch.is_expired
                  ? t('scan.batch.expired')
                  : [batch.storage_place_name, batch.location].filter(Boolean).join(' · ')}
              {batch.temperature_deviation_id ? (
                <Text size="sm" fw={700} c="orange.8">
                  {t('scan.batch.temperature')}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>
              {batch.opened_use_by ? (
                <Text size="sm" fw={600}>
                  {t('scan.batch.openedUseBy', { date: batch.opened_use_by })}
                </Text>
              ) : null}
              {!batch.is_expired && !batch.is_quarantined ? (
                <OpenPackButton medicine={medicine} batch={batch} />
              ) : null}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** After a verified scan: look at the stock, take out or refill. */
export function ScanActions({ scanned, updating, onScan, onView }: Props) {
  const t = useT();
  const [action, setAction] = useState<QrAction | null>(null);
  const { verified } = scanned;
  const batches = useQrBatches(
    verified.site_id && verified.medicine_template_id
      ? { siteId: verified.site_id, templateId: verified.medicine_template_id }
      : null,
  );

  const choose = (next: QrAction) => {
    setAction(next);
    if (next === 'view' && action !== 'view') onView();
  };

  const submit = (stockAction: 'withdraw' | 'add', request: StockRequest) =>
    onScan({
      qr_code_data: verified.qr_code_data ?? scanned.raw,
      action_type: stockAction,
      quantity: request.quantity,
      ...batchFields(request.choice),
      ...(request.patient ? { patient: request.patient } : {}),
      ...request.delivery,
      source: 'scan_screen',
    });

  return (
    <Paper withBorder radius="md" p="lg" component="section">
      <Stack>
        <Title order={3} size="h4">
          {t('scan.action.choose')}
        </Title>
        <Group>
          {ACTIONS.map((entry) => (
            <Button
              key={entry}
              size="lg"
              variant={action === entry ? 'filled' : 'light'}
              aria-pressed={action === entry}
              onClick={() => choose(entry)}
              disabled={updating}
            >
              {t(`scan.action.${entry}`)}
            </Button>
          ))}
        </Group>
        {action === 'view' ? (
          batches.data ? (
            <BatchOverview
              batches={batches.data}
              medicine={[verified.medicine_name, verified.strength].filter(Boolean).join(' ')}
            />
          ) : (
            <Text c="dimmed">
              {t(batches.isError ? 'scan.batch.failed' : 'scan.batch.loading')}
            </Text>
          )
        ) : null}
        {action === 'withdraw' || action === 'add' ? (
          <StockActionForm
            action={action}
            batches={batches}
            cap={scanCap(verified.site_limits, 'scan_screen', action)}
            pack={verified.gs1}
            allowNew={action === 'add'}
            needsPatient={verified.is_controlled_substance}
            submitting={updating}
            confirmLabel={t(action === 'withdraw' ? 'scan.confirm.withdraw' : 'scan.confirm.add')}
            onSubmit={(request) => submit(action, request)}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
