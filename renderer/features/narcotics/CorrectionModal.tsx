import { Alert, NumberInput, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { JournalEntry } from '../../../shared/schemas/narcotics.ts';
import { errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { useCorrection } from './narcotics-api.ts';
import { NO_WITNESS, WitnessFields, witnessInput } from './WitnessFields.tsx';

type Props = { entry: JournalEntry & { id: number }; onClose: () => void };

/**
 * A wrong entry is never changed: a new entry names it and sets its quantity to between 0 and
 * what it said, signed by a colleague.
 */
export function CorrectionModal({ entry, onClose }: Props) {
  const t = useT();
  const original = Math.abs(entry.delta);
  const [quantity, setQuantity] = useState<number | string>(original);
  const [patient, setPatient] = useState('');
  const [note, setNote] = useState('');
  const [witness, setWitness] = useState(NO_WITNESS);
  const correction = useCorrection(entry.id);
  const submit = () =>
    correction.mutate(
      {
        quantity: typeof quantity === 'number' ? quantity : Number(quantity) || 0,
        note,
        patient: patient.trim() || null,
        witness: witnessInput(witness),
      },
      { onSuccess: onClose },
    );
  return (
    <FormModal
      title={t('narcotics.correct.title', { id: entry.number })}
      size="lg"
      submitLabel={t('narcotics.correct.save')}
      saving={correction.isPending}
      failure={correction.isError ? errorMessage(correction.error) : null}
      onSubmit={submit}
      onClose={onClose}
      intro={<Alert color="blue">{t('narcotics.correct.intro')}</Alert>}
    >
      <NumberInput
        label={t('narcotics.correct.delta')}
        description={t('narcotics.correct.deltaHint', { max: original })}
        value={quantity}
        onChange={setQuantity}
        min={0}
        max={original}
        allowDecimal={false}
        allowNegative={false}
      />
      <TextInput
        label={t('narcotics.patient')}
        description={t('narcotics.correct.patientHint')}
        value={patient}
        onChange={(e) => setPatient(e.currentTarget.value)}
        maxLength={100}
      />
      <Textarea
        label={t('narcotics.correct.note')}
        required
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        maxLength={500}
      />
      <WitnessFields
        legend={t('narcotics.witness.legend')}
        hint={t('narcotics.correct.witnessHint')}
        value={witness}
        onChange={setWitness}
      />
    </FormModal>
  );
}
