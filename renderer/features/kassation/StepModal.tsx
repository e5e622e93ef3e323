import { Alert, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { KassationStepInput, type KassationRecord } from '../../../shared/schemas/kassation.ts';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { applyFieldErrors, detailOrMessage } from '../../ui/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { medicineText, unitKey } from './display.ts';
import { useStep, type Step } from './kassation-api.ts';
import {
  NO_WITNESS,
  WitnessFields,
  witnessInput,
  type WitnessValue,
} from '../narcotics/WitnessFields.tsx';

type StepValues = { disposal_notes: string; actual_disposal_date: string };

const toInput = (values: StepValues, witness: WitnessValue) =>
  KassationStepInput.parse({
    disposal_notes: values.disposal_notes,
    actual_disposal_date: values.actual_disposal_date.trim() || null,
    witness: witnessInput(witness),
  });

/** Approve (a manager's yes) or complete (the medicine has left, on which day) a disposal. */
export function StepModal(props: { row: KassationRecord; step: Step; onClose: () => void }) {
  const { row, step, onClose } = props;
  const t = useT();
  const mutation = useStep();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<StepValues>({
    initialValues: { disposal_notes: '', actual_disposal_date: '' },
    validate: (values) =>
      zodValidate(KassationStepInput)({
        disposal_notes: values.disposal_notes,
        actual_disposal_date: values.actual_disposal_date.trim() || null,
      }),
  });
  const approve = step === 'approve';
  // A narcotic leaves the unit in front of a witness, who signs here.
  const [witness, setWitness] = useState(NO_WITNESS);
  const needsWitness = !approve && row.is_controlled_substance;

  const submit = (values: StepValues) => {
    setFailure(null);
    mutation.mutate(
      { id: row.id, step, body: toInput(values, witness) },
      {
        onSuccess: () => {
          notifySuccess(
            t(approve ? 'kassation.step.approved' : 'kassation.step.completed', {
              name: row.medicine_name,
            }),
          );
          onClose();
        },
        onError: (error) => {
          const shown = applyFieldErrors(form, error, ['disposal_notes', 'actual_disposal_date']);
          if (!shown) setFailure(detailOrMessage(error));
        },
      },
    );
  };

  return (
    <FormModal
      title={t(approve ? 'kassation.step.approveTitle' : 'kassation.step.completeTitle')}
      submitLabel={t(approve ? 'kassation.step.approve' : 'kassation.step.complete')}
      saving={mutation.isPending}
      failure={failure}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
      intro={
        <Stack gap={4}>
          <Text fw={500}>
            {t('kassation.step.summary', {
              quantity: row.quantity,
              unit: t(unitKey(row.unit_type)),
              name: medicineText(row),
              batch: row.batch_number,
            })}
          </Text>
          {approve && row.is_controlled_substance ? (
            <Alert color="yellow">{t('kassation.step.narcotic')}</Alert>
          ) : null}
        </Stack>
      }
    >
      {approve ? null : (
        <TextInput
          type="date"
          label={t('kassation.step.date')}
          description={t('kassation.step.dateHint')}
          {...form.getInputProps('actual_disposal_date')}
        />
      )}
      <Textarea
        label={t('kassation.step.notes')}
        autosize
        minRows={2}
        data-autofocus
        {...form.getInputProps('disposal_notes')}
      />
      {needsWitness ? (
        <WitnessFields
          legend={t('narcotics.witness.legend')}
          hint={t('kassation.step.witnessHint')}
          value={witness}
          onChange={setWitness}
        />
      ) : null}
    </FormModal>
  );
}
