import { Badge, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { QrBatch } from '../../../shared/schemas/qr.ts';
import { useT } from '../../i18n/t.ts';
import { UNIT_KEYS } from '../inventory/expiry.ts';
import { batchUsableFor, type BatchChoice, type StockAction } from './scan-rules.ts';

const NEW_BATCH = '__new__';

type Props = {
  action: StockAction;
  batches: readonly QrBatch[];
  choice: BatchChoice | null;
  onChange: (choice: BatchChoice) => void;
  /** Whether a batch that is not in stock may be named (refills). */
  allowNew: boolean;
};

function BatchLabel({ batch }: { batch: QrBatch }) {
  const t = useT();
  return (
    <Group gap="xs" component="span">
      <Text span fw={600}>
        {batch.batch_number}
      </Text>
      {batch.is_quarantined ? (
        <Badge color="red" size="sm" tt="none">
          {t('scan.batch.quarantined')}
        </Badge>
      ) : null}
      {batch.temperature_deviation_id ? (
        <Badge color="orange" variant="filled" size="sm" tt="none">
          {t('scan.batch.temperature')}
        </Badge>
      ) : null}
      {batch.opened_use_by ? (
        <Badge color="orange" size="sm" tt="none">
          {t('scan.batch.openedUseBy', { date: batch.opened_use_by })}
        </Badge>
      ) : null}
      {batch.is_expired ? (
        <Badge color="dark" size="sm" tt="none">
          {t('scan.batch.expired')}
        </Badge>
      ) : null}
    </Group>
  );
}

function batchDetail(batch: QrBatch, t: ReturnType<typeof useT>): string {
  const parts = [
    t('scan.batch.detail', {
      quantity: batch.quantity,
      unit: t(UNIT_KEYS[batch.unit_type]),
      date: batch.expiry_date,
    }),
  ];
  if (batch.location) parts.push(batch.location);
  if (batch.is_quarantined) {
    parts.push(t('scan.batch.quarantineReason', { reason: batch.quarantine_reason ?? '' }));
  }
  return parts.join(' · ');
}

/** The batches in FEFO order; recalled ones (and expired ones for withdrawals) cannot be chosen. */
export function BatchChooser({ action, batches, choice, onChange, allowNew }: Props) {
  const t = useT();
  const value = choice ? (choice.kind === 'new' ? NEW_BATCH : choice.batchNumber) : null;
  const select = (next: string) => {
    if (next === NEW_BATCH) {
      onChange({ kind: 'new', batchNumber: '', expiryDate: '' });
    } else onChange({ kind: 'existing', batchNumber: next });
  };
  return (
    <Radio.Group label={t('scan.batch.label')} value={value} onChange={select}>
      <Stack gap="xs" mt="xs">
        {batches.map((batch) => (
          <Radio
            key={batch.id}
            value={batch.batch_number}
            disabled={!batchUsableFor(action, batch)}
            label={<BatchLabel batch={batch} />}
            description={batchDetail(batch, t)}
          />
        ))}
        {allowNew ? <Radio value={NEW_BATCH} label={t('scan.batch.new')} /> : null}
        {choice?.kind === 'new' ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} pl="xl">
            <TextInput
              label={t('scan.batch.newNumber')}
              required
              value={choice.batchNumber}
              onChange={(event) => onChange({ ...choice, batchNumber: event.currentTarget.value })}
            />
            <TextInput
              label={t('scan.batch.newExpiry')}
              type="date"
              required
              value={choice.expiryDate}
              onChange={(event) => onChange({ ...choice, expiryDate: event.currentTarget.value })}
            />
          </SimpleGrid>
        ) : null}
      </Stack>
    </Radio.Group>
  );
}
