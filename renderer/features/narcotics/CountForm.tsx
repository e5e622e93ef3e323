import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useRef, useState } from 'react';
import type { CountSheet } from '../../../shared/schemas/narcotics.ts';
import { errorMessage } from '../../api-client/client.ts';
import { fieldErrorsFrom } from '../../ui/server-errors.ts';
import { useT } from '../../i18n/t.ts';
import { unitKey } from '../kassation/display.ts';
import { batchForScan, countLines } from './count-rules.ts';
import { CountResult } from './CountResult.tsx';
import { useSaveCount } from './narcotics-api.ts';
import { NO_WITNESS, WitnessFields, witnessInput } from './WitnessFields.tsx';

/**
 * The control count, made for the medicine room's kiosk: one large field per batch, a scan jumps
 * to the batch, no expected quantity until the count is saved, and the witness signs right here.
 */
export function CountForm({ sheet }: { sheet: CountSheet }) {
  const t = useT();
  const [counted, setCounted] = useState<Record<string, number | ''>>({});
  const [note, setNote] = useState('');
  const [witness, setWitness] = useState(NO_WITNESS);
  const [scan, setScan] = useState('');
  const [scanMiss, setScanMiss] = useState<string | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const save = useSaveCount();
  // Each field the server named shows its message under it; the rest goes to the alert.
  const fields = fieldErrorsFrom(save.error);

  const jump = () => {
    const batch = batchForScan(scan, sheet.batches);
    setScanMiss(batch ? null : t('narcotics.count.scanMiss', { code: scan.trim() }));
    setScan('');
    if (batch) inputs.current.get(batch.inventory_item_id)?.focus();
  };

  const submit = () => {
    const result = countLines(sheet.batches, counted);
    if (!result.lines) {
      setMissing(t('narcotics.count.missing', { batch: result.missing.batch_number }));
      inputs.current.get(result.missing.inventory_item_id)?.focus();
      return;
    }
    setMissing(null);
    save.mutate({
      medicine_template_id: sheet.medicine_template_id,
      last_count_id: sheet.last_count_id,
      lines: result.lines,
      note: note.trim() || null,
      witness: witnessInput(witness),
    });
  };

  if (save.isSuccess) return <CountResult count={save.data} />;

  return (
    <Stack>
      {!sheet.receiver_may_count ? (
        <Alert color="blue">{t('narcotics.count.receiverRule')}</Alert>
      ) : null}
      <TextInput
        size="lg"
        label={t('narcotics.count.scan')}
        description={t('narcotics.count.scanHint')}
        value={scan}
        onChange={(e) => setScan(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            jump();
          }
        }}
        error={scanMiss ?? undefined}
      />
      {sheet.batches.map((batch) => (
        <Paper key={batch.inventory_item_id} withBorder p="md" radius="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Stack gap={2}>
              <Text size="lg" fw={700}>
                {t('narcotics.count.batch', { batch: batch.batch_number })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('narcotics.count.expiry', { date: batch.expiry_date })}
                {batch.location ? ` · ${batch.location}` : ''}
              </Text>
            </Stack>
            <NumberInput
              size="xl"
              w={240}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              label={t('narcotics.count.countedLabel', { unit: t(unitKey(batch.unit_type)) })}
              aria-label={t('narcotics.count.countedFor', { batch: batch.batch_number })}
              value={counted[batch.inventory_item_id] ?? ''}
              onChange={(value) =>
                setCounted({
                  ...counted,
                  [batch.inventory_item_id]: typeof value === 'number' ? value : '',
                })
              }
              ref={(node) => {
                if (node) inputs.current.set(batch.inventory_item_id, node);
              }}
            />
          </Group>
        </Paper>
      ))}
      <Textarea
        size="md"
        label={t('narcotics.count.note')}
        description={t('narcotics.count.noteHint')}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={500}
        error={fields.note}
      />
      <WitnessFields
        size="lg"
        legend={t('narcotics.count.witness')}
        hint={t('narcotics.count.witnessHint')}
        value={witness}
        onChange={setWitness}
        error={fields.witness}
      />
      {missing ? (
        <Alert color="red" role="alert">
          {missing}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert color="red" role="alert">
          {[fields.witness, fields.note].filter(Boolean).join(' ') || errorMessage(save.error)}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button size="xl" onClick={submit} loading={save.isPending}>
          {t('narcotics.count.save')}
        </Button>
      </Group>
    </Stack>
  );
}
