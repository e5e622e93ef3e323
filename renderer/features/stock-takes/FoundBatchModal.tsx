import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { useMedicineOptions } from '../medicines/medicines-api.ts';
import { useAddFound } from './stock-takes-api.ts';

/** A batch on the shelf the system does not know: it is created when the stock-take is completed. */
export function FoundBatchModal({ takeId, onClose }: { takeId: string; onClose: () => void }) {
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
    <FormModal
      title={t('stockTakes.foundTitle')}
      size="lg"
      submitLabel={t('stockTakes.foundSave')}
      saving={add.isPending}
      failure={add.isError ? errorMessage(add.error) : null}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </FormModal>
  );
}
