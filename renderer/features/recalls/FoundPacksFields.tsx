import { Alert, Checkbox, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DISPOSED_ACTION, type RecallFollowUp } from '../../../shared/schemas/recall-follow-up.ts';
import { useT } from '../../i18n/t.ts';
import { useMedicineOptions } from '../medicines/medicines-api.ts';
import { medicineOfNotice, type CheckValues } from './confirm-check-form.ts';

type FoundPacksFieldsProps = { followUp: RecallFollowUp; form: UseFormReturnType<CheckValues> };

/**
 * Packs the check found that were never registered: the batch is registered and disposed of as
 * recalled in the same step, so the stock's history and the disposal list account for them.
 */
export function FoundPacksFields({ followUp, form }: FoundPacksFieldsProps) {
  const t = useT();
  const medicines = useMedicineOptions();
  const options = medicines.data ?? [];

  const toggle = (register: boolean) => {
    form.setFieldValue('register', register);
    if (!register) return;
    form.setFieldValue('action', DISPOSED_ACTION);
    if (!form.values.found_medicine)
      form.setFieldValue('found_medicine', medicineOfNotice(followUp, options) ?? '');
    if (form.values.found_quantity === '')
      form.setFieldValue('found_quantity', form.values.quantity_found);
  };

  return (
    <>
      <Checkbox
        label={t('followUps.register')}
        description={t('followUps.register.hint')}
        checked={form.values.register}
        onChange={(event) => toggle(event.currentTarget.checked)}
      />
      {form.values.register ? (
        <>
          {medicines.isError ? (
            <Alert color="red" role="alert">
              {t('inventory.error.medicines')}
            </Alert>
          ) : null}
          <Select
            label={t('inventory.field.medicine')}
            placeholder={t('inventory.field.medicinePlaceholder')}
            nothingFoundMessage={t('inventory.field.medicineNone')}
            data={options}
            searchable
            withAsterisk
            {...form.getInputProps('found_medicine')}
            value={form.values.found_medicine || null}
            onChange={(value: string | null) => form.setFieldValue('found_medicine', value ?? '')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('inventory.field.batch')}
              maxLength={100}
              withAsterisk
              {...form.getInputProps('found_batch')}
            />
            <TextInput
              label={t('inventory.field.expiry')}
              type="date"
              withAsterisk
              {...form.getInputProps('found_expiry')}
            />
            <NumberInput
              label={t('followUps.register.quantity')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              {...form.getInputProps('found_quantity')}
            />
          </SimpleGrid>
        </>
      ) : null}
    </>
  );
}
