import { NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { InventoryItem } from '../../../shared/schemas/inventory.ts';
import {
  DISPOSAL_REASONS,
  KassationInitiateInput,
  type DisposalReason,
} from '../../../shared/schemas/kassation.ts';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { disposalReasonFor } from './dispose-reason.ts';
import { medicineLabel, UNIT_KEYS } from './expiry.ts';
import { useDisposeItem } from './inventory-api.ts';
import { disposeErrorKey } from './inventory-errors.ts';

type DisposeValues = {
  inventory_item_id: string;
  quantity: number | string;
  reason: DisposalReason | null;
  reason_description: string;
  disposal_notes: string;
};

const isReason = (value: string | null): value is DisposalReason =>
  value !== null && (DISPOSAL_REASONS as readonly string[]).includes(value);

const checkSchema = zodValidate(KassationInitiateInput);

/** Dispose of part or all of a batch (1..available); the rest stays in stock. */
export function DisposeModal({ item, onClose }: { item: InventoryItem; onClose: () => void }) {
  const t = useT();
  const dispose = useDisposeItem();
  const [failure, setFailure] = useState<string | null>(null);
  const reasonFromState = disposalReasonFor(item);
  const unit = t(UNIT_KEYS[item.unit_type]);
  const form = useForm<DisposeValues>({
    initialValues: {
      inventory_item_id: item.id,
      // A recalled or expired batch may not be used at all, so the whole of it is the likely amount.
      quantity: reasonFromState ? item.quantity : 1,
      reason: reasonFromState,
      reason_description: '',
      disposal_notes: '',
    },
    validate: (values) => {
      const errors = checkSchema(values);
      if (!errors.quantity && Number(values.quantity) > item.quantity)
        errors.quantity = t('dispose.error.max', { max: item.quantity });
      return errors;
    },
  });

  const submit = (values: DisposeValues) => {
    setFailure(null);
    dispose.mutate(KassationInitiateInput.parse(values), {
      onSuccess: (kassation) => {
        notifySuccess(
          t('dispose.success', {
            quantity: kassation.quantity,
            unit,
            name: item.medicine_name,
            remaining: kassation.remaining_quantity,
          }),
        );
        onClose();
      },
      onError: (error) => setFailure(t(disposeErrorKey(error))),
    });
  };

  return (
    <FormModal
      title={t('dispose.title')}
      size="md"
      submitLabel={t('dispose.submit')}
      submitColor="red"
      saving={dispose.isPending}
      failure={failure}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
      intro={
        <Stack gap={2}>
          <Text fw={500}>
            {t('dispose.summary', { name: medicineLabel(item), batch: item.batch_number })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('dispose.available', {
              quantity: t('inventory.quantity', { quantity: item.quantity, unit }),
            })}
          </Text>
        </Stack>
      }
    >
      <NumberInput
        label={t('dispose.field.quantity')}
        description={t('dispose.field.quantityHint', { max: item.quantity })}
        min={1}
        max={item.quantity}
        allowNegative={false}
        allowDecimal={false}
        required
        data-autofocus
        {...form.getInputProps('quantity')}
      />
      <Select
        label={t('dispose.field.reason')}
        data={DISPOSAL_REASONS.map((value) => ({
          value,
          label: t(`dispose.reason.${value}`),
        }))}
        allowDeselect={false}
        required
        {...form.getInputProps('reason')}
        onChange={(value: string | null) =>
          form.setFieldValue('reason', isReason(value) ? value : null)
        }
      />
      {form.values.reason === 'other' ? (
        <TextInput
          label={t('dispose.field.description')}
          {...form.getInputProps('reason_description')}
        />
      ) : null}
      <Textarea
        label={t('dispose.field.notes')}
        autosize
        minRows={2}
        {...form.getInputProps('disposal_notes')}
      />
    </FormModal>
  );
}
