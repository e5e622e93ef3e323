import { NumberInput, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  FOLLOW_UP_ACTIONS,
  type FollowUpOutcome,
  type RecallFollowUp,
} from '../../../shared/schemas/recall-follow-up.ts';
import { useT } from '../../i18n/t.ts';
import { applyFieldErrors, detailOrMessage } from '../management/api-errors.ts';
import { FormModal } from '../management/FormModal.tsx';
import { notifySuccess } from '../management/notify.ts';
import { useConfirmFollowUp } from './follow-ups-api.ts';
import { productOf } from './follow-up-text.ts';

const OTHER = 'other';

type CheckValues = {
  outcome: FollowUpOutcome;
  quantity_found: number | string;
  action: string;
  action_other: string;
  note: string;
};

type ConfirmCheckModalProps = { followUp: RecallFollowUp; onClose: () => void };

/** 'Bekräfta kontroll': what the unit's check of its shelves found and what was done with it. */
export function ConfirmCheckModal({ followUp, onClose }: ConfirmCheckModalProps) {
  const t = useT();
  const save = useConfirmFollowUp();
  const [failure, setFailure] = useState<string | null>(null);
  const product = productOf(followUp);
  const form = useForm<CheckValues>({
    initialValues: {
      outcome: followUp.matched_quantity > 0 ? 'found_and_handled' : 'none_found',
      quantity_found: followUp.matched_quantity > 0 ? followUp.matched_quantity : '',
      action: followUp.matched_quantity > 0 ? 'kasserat' : '',
      action_other: '',
      note: '',
    },
    validate: (values) => {
      if (values.outcome !== 'found_and_handled') return {};
      const quantity = Number(values.quantity_found);
      const action = values.action === OTHER ? values.action_other.trim() : values.action;
      return {
        quantity_found:
          values.quantity_found === '' || !(quantity >= 1) ? t('followUps.error.quantity') : null,
        [values.action === OTHER ? 'action_other' : 'action']: action
          ? null
          : t('followUps.error.action'),
      };
    },
  });
  const found = form.values.outcome === 'found_and_handled';

  const submit = (values: CheckValues) => {
    setFailure(null);
    const input = found
      ? {
          outcome: values.outcome,
          quantity_found: Number(values.quantity_found),
          action: values.action === OTHER ? values.action_other.trim() : values.action,
          note: values.note.trim() || null,
        }
      : { outcome: values.outcome, action: null, note: values.note.trim() || null };
    const corrects = followUp.status === 'confirmed' ? followUp.confirmation_id : null;
    save.mutate(
      { followUp, input: { ...input, corrects } },
      {
        onSuccess: () => {
          notifySuccess(t('followUps.confirmed', { product }));
          onClose();
        },
        onError: (error) => {
          applyFieldErrors(form, error, ['quantity_found', 'action', 'note']);
          setFailure(t('followUps.error.save', { detail: detailOrMessage(error) }));
        },
      },
    );
  };

  return (
    <FormModal
      title={t('followUps.confirmFor', { product })}
      submitLabel={t('followUps.submit')}
      saving={save.isPending}
      failure={failure}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
      intro={
        <Text size="sm">
          {t('followUps.modal.intro', {
            product,
            batches: followUp.batch_numbers.join(', ') || '-',
            date: followUp.due_at,
          })}
        </Text>
      }
    >
      <Radio.Group label={t('followUps.outcome.label')} {...form.getInputProps('outcome')}>
        <Stack gap="xs" mt="xs">
          <Radio value="none_found" label={t('followUps.outcome.none_found')} />
          <Radio value="found_and_handled" label={t('followUps.outcome.found_and_handled')} />
        </Stack>
      </Radio.Group>
      {found ? (
        <>
          <NumberInput
            label={t('followUps.quantity')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            {...form.getInputProps('quantity_found')}
          />
          <Select
            label={t('followUps.action')}
            withAsterisk
            data={[
              ...FOLLOW_UP_ACTIONS.map((value) => ({
                value,
                label: t(`followUps.action.${value}`),
              })),
              { value: OTHER, label: t('followUps.action.other') },
            ]}
            allowDeselect={false}
            {...form.getInputProps('action')}
          />
          {form.values.action === OTHER ? (
            <TextInput
              label={t('followUps.actionOther')}
              maxLength={200}
              withAsterisk
              {...form.getInputProps('action_other')}
            />
          ) : null}
        </>
      ) : null}
      <Textarea
        label={t('followUps.note')}
        maxLength={1000}
        autosize
        minRows={2}
        {...form.getInputProps('note')}
      />
    </FormModal>
  );
}
