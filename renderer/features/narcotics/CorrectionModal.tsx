import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import type { JournalEntry } from '../../../shared/schemas/narcotics.ts';
import { errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { useCorrection } from './narcotics-api.ts';
import { NO_WITNESS, WitnessFields, witnessInput } from './WitnessFields.tsx';

type Props = { entry: JournalEntry & { id: number }; onClose: () => void };

/**
 * A wrong entry is never changed: a new entry names it and sets its quantity to between 0 and
 * what it said, signed by a colleague.
 */
export function CorrectionModal({ entry, onClose }: Props) {
  useReturnFocus();
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
    <Modal
      opened
      onClose={onClose}
      title={t('narcotics.correct.title', { id: entry.number })}
      size="lg"
    >
      <Stack>
        <Alert color="blue">{t('narcotics.correct.intro')}</Alert>
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
        {correction.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(correction.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={correction.isPending}>
            {t('narcotics.correct.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
