import { NumberInput, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  FOLLOW_UP_ACTIONS,
  type RecallFollowUp,
} from '../../../shared/schemas/recall-follow-up.ts';
import { useT } from '../../i18n/t.ts';
import { applyFieldErrors, detailOrMessage } from '../../ui/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { useSiteStore } from '../../stores/site.ts';
import {
  CHECK_FIELDS,
  checkBody,
  checkValues,
  OTHER_ACTION,
  validateCheck,
  type CheckValues,
} from './confirm-check-form.ts';
import { FoundPacksFields } from './FoundPacksFields.tsx';
import { useConfirmFollowUp } from './follow-ups-api.ts';
import { productOf } from './follow-up-text.ts';

type ConfirmCheckModalProps = { followUp: RecallFollowUp; onClose: () => void };

/** 'Bekräfta kontroll': what the unit's check of its shelves found and what was done with it. */
export function ConfirmCheckModal({ followUp, onClose }: ConfirmCheckModalProps) {
  const t = useT();
  const save = useConfirmFollowUp();
  const workingSite = useSiteStore((s) => s.currentSiteId);
  const [failure, setFailure] = useState<string | null>(null);
  const product = productOf(followUp);
  const form = useForm<CheckValues>({
    initialValues: checkValues(followUp),
    validate: (values) => validateCheck(values, t),
  });
  const found = form.values.outcome === 'found_and_handled';
  // The medicine list is the working site's, so found packs are registered there only.
  const mayRegister = found && followUp.site_id === workingSite;

  const submit = (values: CheckValues) => {
    setFailure(null);
    const input = checkBody({ ...values, register: mayRegister && values.register }, followUp);
    save.mutate(
      { followUp, input },
      {
        onSuccess: () => {
          notifySuccess(t('followUps.confirmed', { product }));
          onClose();
        },
        onError: (error) => {
          applyFieldErrors(form, error, CHECK_FIELDS);
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
              { value: OTHER_ACTION, label: t('followUps.action.other') },
            ]}
            allowDeselect={false}
            disabled={mayRegister && form.values.register}
            {...form.getInputProps('action')}
          />
          {form.values.action === OTHER_ACTION ? (
            <TextInput
              label={t('followUps.actionOther')}
              maxLength={200}
              withAsterisk
              {...form.getInputProps('action_other')}
            />
          ) : null}
          {mayRegister ? <FoundPacksFields followUp={followUp} form={form} /> : null}
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
