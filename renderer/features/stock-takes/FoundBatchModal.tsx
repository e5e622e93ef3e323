import { Alert, Button, Group, Modal, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { useMedicineOptions } from '../medicines/medicines-api.ts';
import { useAddFound } from './stock-takes-api.ts';

/** A batch on the shelf the system does not know: it is created when the stock-take is completed. */
export function FoundBatchModal({ takeId, onClose }: { takeId: string; onClose: () => void }) {
  useReturnFocus();
  const t = useT();
  const medicines = useMedicineOptions();
  const add = useAddFound(takeId);
  const [medicine, setMedicine] = useState<string | null>(null);
  const [batch, setBatch] = useState('');
  const [expiry, setExpiry] = useState('');
  const [counted, setCounted] = useState<number | ''>('');

  const submit = () =>
    add.mutate(
      {
        medicine_template_id: medicine ?? '',
        batch_number: batch,
        expiry_date: expiry,
        counted_quantity: typeof counted === 'number' ? counted : Number.NaN,
      },
      { onSuccess: onClose },
    );

  return (
    <Modal opened onClose={onClose} title={t('stockTakes.foundTitle')} centered size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack>
          {add.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(add.error)}
            </Alert>
          ) : null}
          <Select
            label={t('stockTakes.foundMedicine')}
            data={medicines.data ?? []}
            searchable
            required
            data-autofocus
            value={medicine}
            onChange={setMedicine}
          />
          <Group grow>
            <TextInput
              label={t('stockTakes.foundBatch')}
              required
              value={batch}
              onChange={(e) => setBatch(e.currentTarget.value)}
            />
            <TextInput
              label={t('stockTakes.foundExpiry')}
              type="date"
              required
              value={expiry}
              onChange={(e) => setExpiry(e.currentTarget.value)}
            />
            <NumberInput
              label={t('stockTakes.foundCounted')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              required
              value={counted}
              onChange={(v) => setCounted(typeof v === 'number' ? v : '')}
            />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('stockTakes.foundSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
