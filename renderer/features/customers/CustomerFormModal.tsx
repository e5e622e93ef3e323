import { Group, NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PRICE_PER_SITE_SEK, type CustomerTypeName } from '../../../shared/constants.ts';
import { CustomerCreateInput, type Customer } from '../../../shared/schemas/customer.ts';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { applyFieldErrors, detailOrMessage } from '../../ui/api-errors.ts';
import { blankToNull } from '../../ui/format.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { useCreateCustomer, useUpdateCustomer } from './customers-api.ts';
import { customerTypeOptions, isCustomerType } from './customer-types.ts';

type CustomerValues = {
  name: string;
  customer_type: CustomerTypeName;
  contact_email: string;
  contact_phone: string;
  billing_address: string;
  monthly_price_sek: number | string;
  is_active: boolean;
};

const FIELDS = [
  'name',
  'customer_type',
  'contact_email',
  'contact_phone',
  'billing_address',
  'monthly_price_sek',
  'is_active',
] as const;

const valuesOf = (customer: Customer | null): CustomerValues => ({
  name: customer?.name ?? '',
  customer_type: customer?.customer_type ?? 'kommun',
  contact_email: customer?.contact_email ?? '',
  contact_phone: customer?.contact_phone ?? '',
  billing_address: customer?.billing_address ?? '',
  monthly_price_sek: customer?.monthly_price_sek ?? PRICE_PER_SITE_SEK,
  is_active: customer?.is_active ?? true,
});

/** Create (customer null) or edit a customer. */
export function CustomerFormModal({
  customer,
  onClose,
}: {
  customer: Customer | null;
  onClose: () => void;
}) {
  const t = useT();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const saving = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CustomerValues>({
    initialValues: valuesOf(customer),
    validate: zodValidate(CustomerCreateInput),
  });

  const submit = (values: CustomerValues) => {
    setFailure(null);
    const body = {
      name: values.name.trim(),
      customer_type: values.customer_type,
      contact_email: blankToNull(values.contact_email),
      contact_phone: blankToNull(values.contact_phone),
      billing_address: blankToNull(values.billing_address),
      monthly_price_sek: Number(values.monthly_price_sek),
      is_active: values.is_active,
    };
    const onError = (error: unknown) => {
      applyFieldErrors(form, error, FIELDS);
      const detail = detailOrMessage(error);
      setFailure(
        customer
          ? t('customers.error.update', { detail })
          : t('customers.error.create', { detail }),
      );
    };
    const onSuccess = (saved: Customer) => {
      notifySuccess(
        t(customer ? 'customers.success.update' : 'customers.success.create', { name: saved.name }),
      );
      onClose();
    };
    if (customer) update.mutate({ id: customer.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  return (
    <FormModal
      title={customer ? t('customers.edit.title') : t('customers.create.title')}
      submitLabel={customer ? t('common.save') : t('customers.create.submit')}
      saving={saving}
      failure={failure}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
      size="lg"
    >
      <TextInput
        label={t('customers.field.name')}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Select
        label={t('customers.field.type')}
        data={customerTypeOptions(t)}
        allowDeselect={false}
        required
        {...form.getInputProps('customer_type')}
        onChange={(value: string | null) => {
          if (isCustomerType(value)) form.setFieldValue('customer_type', value);
        }}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('customers.field.email')}
          type="email"
          {...form.getInputProps('contact_email')}
        />
        <TextInput
          label={t('customers.field.phone')}
          type="tel"
          {...form.getInputProps('contact_phone')}
        />
      </Group>
      <Textarea
        label={t('customers.field.billingAddress')}
        autosize
        minRows={2}
        {...form.getInputProps('billing_address')}
      />
      <NumberInput
        label={t('customers.field.price')}
        min={0}
        decimalScale={2}
        thousandSeparator=" "
        {...form.getInputProps('monthly_price_sek')}
      />
      <Switch
        label={t('customers.field.active')}
        {...form.getInputProps('is_active', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
