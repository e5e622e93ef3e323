import { Alert, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../i18n/t.ts';
import { BatchRows } from './BatchRows.tsx';
import {
  coversWholeProduct,
  informsOnly,
  NOTICE_KIND_OPTIONS,
  RECALL_CLASS_OPTIONS,
  RECALL_LEVEL_OPTIONS,
  type NoticeFormValues,
} from './notice-form.ts';

/** The fields of a recall notice, shared by the manual form and the pasted-text review. */
export function NoticeFields({ form }: { form: UseFormReturnType<NoticeFormValues> }) {
  const t = useT();
  return (
    <Stack>
      <TextInput
        label={t('recalls.form.product')}
        description={t('recalls.form.productHint')}
        required
        data-autofocus
        {...form.getInputProps('product_name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('recalls.form.strength')} {...form.getInputProps('strength')} />
        <TextInput
          label={t('recalls.form.pharmaceuticalForm')}
          {...form.getInputProps('pharmaceutical_form')}
        />
        <TextInput label={t('recalls.form.packSize')} {...form.getInputProps('pack_size')} />
        <Select
          label={t('recalls.form.class')}
          placeholder={t('recalls.form.classNone')}
          data={RECALL_CLASS_OPTIONS.map((value) => ({
            value,
            label: t(`recalls.class.${value}`),
          }))}
          clearable
          {...form.getInputProps('recall_class')}
          value={form.values.recall_class || null}
          onChange={(value: string | null) => form.setFieldValue('recall_class', value ?? '')}
        />
        <TextInput
          label={t('recalls.form.gtin')}
          inputMode="numeric"
          {...form.getInputProps('gtin')}
        />
        <TextInput
          label={t('recalls.form.varunummer')}
          inputMode="numeric"
          {...form.getInputProps('varunummer')}
        />
        <Select
          label={t('recalls.form.level')}
          data={RECALL_LEVEL_OPTIONS.map((value) => ({
            value,
            label: t(`recalls.level.${value}`),
          }))}
          allowDeselect={false}
          {...form.getInputProps('level')}
        />
        <Select
          label={t('recalls.form.kind')}
          data={NOTICE_KIND_OPTIONS.map((value) => ({
            value,
            label: t(`recalls.kind.${value}`),
          }))}
          allowDeselect={false}
          {...form.getInputProps('kind')}
        />
        <NumberInput
          label={t('recalls.form.lookBack')}
          description={t('recalls.form.lookBackHint')}
          min={1}
          max={120}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('look_back_months')}
        />
      </SimpleGrid>
      {informsOnly(form.values) ? (
        <Alert color="blue" data-testid="notice-informs-only">
          {t('recalls.form.informsOnly')}
        </Alert>
      ) : null}
      <BatchRows form={form} />
      {coversWholeProduct(form.values) ? (
        <Alert color="yellow" data-testid="notice-whole-product-hint">
          {t('recalls.form.wholeProduct')}
        </Alert>
      ) : null}
      <Textarea
        label={t('recalls.form.reason')}
        autosize
        minRows={2}
        {...form.getInputProps('reason')}
      />
      <TextInput
        label={t('recalls.form.link')}
        type="url"
        placeholder="https://www.lakemedelsverket.se/..."
        {...form.getInputProps('link')}
      />
    </Stack>
  );
}
