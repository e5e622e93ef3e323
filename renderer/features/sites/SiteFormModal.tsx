import { Divider, Group, NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { SITE_DEFAULTS } from '../../../shared/constants.ts';
import type { Customer } from '../../../shared/schemas/customer.ts';
import { DEFAULT_COUNT_DAYS } from '../../../shared/schemas/narcotics.ts';
import { SiteCreateInput, SiteUpdateInput, type Site } from '../../../shared/schemas/site.ts';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { applyFieldErrors, detailOrMessage } from '../../ui/api-errors.ts';
import { blankToNull } from '../../ui/format.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { useCreateSite, useUpdateSite } from './sites-api.ts';

type SiteValues = {
  name: string;
  customer_id: string;
  address: string;
  contact_email: string;
  contact_phone: string;
  default_withdraw_limit: number | string;
  default_add_limit: number | string;
  warning_days: number | string;
  critical_warning_days: number | string;
  narcotics_count_days: number | string;
  narcotics_receiver_may_count: boolean;
  recall_users_may_confirm: boolean;
  require_delegation: boolean;
  fridge_read_by: string;
  breach_minutes: number | string;
  is_active: boolean;
};

const FIELDS = [
  'name',
  'customer_id',
  'address',
  'contact_email',
  'contact_phone',
  'default_withdraw_limit',
  'default_add_limit',
  'warning_days',
  'critical_warning_days',
  'narcotics_count_days',
  'narcotics_receiver_may_count',
  'recall_users_may_confirm',
  'require_delegation',
  'fridge_read_by',
  'breach_minutes',
  'is_active',
] as const;

const valuesOf = (site: Site | null): SiteValues => ({
  name: site?.name ?? '',
  customer_id: site?.customer_id ?? '',
  address: site?.address ?? '',
  contact_email: site?.contact_email ?? '',
  contact_phone: site?.contact_phone ?? '',
  default_withdraw_limit: site?.default_withdraw_limit ?? SITE_DEFAULTS.default_withdraw_limit,
  default_add_limit: site?.default_add_limit ?? SITE_DEFAULTS.default_add_limit,
  warning_days: site?.warning_days ?? SITE_DEFAULTS.warning_days,
  critical_warning_days: site?.critical_warning_days ?? SITE_DEFAULTS.critical_warning_days,
  narcotics_count_days: site?.narcotics_count_days ?? DEFAULT_COUNT_DAYS,
  narcotics_receiver_may_count: site?.narcotics_receiver_may_count ?? false,
  recall_users_may_confirm: site?.recall_users_may_confirm ?? false,
  require_delegation: site?.require_delegation ?? false,
  fridge_read_by: site?.fridge_read_by ?? '10:00',
  breach_minutes: site?.breach_minutes ?? 30,
  is_active: site?.is_active ?? true,
});

const validateCreate = zodValidate<unknown>(SiteCreateInput);
const validateUpdate = zodValidate<unknown>(SiteUpdateInput);

type SiteFormModalProps = { site: Site | null; customers: Customer[]; onClose: () => void };

/** Create (site null) or edit a site, with the limits and warning days of the spec. */
export function SiteFormModal({ site, customers, onClose }: SiteFormModalProps) {
  const t = useT();
  const create = useCreateSite();
  const update = useUpdateSite();
  const saving = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SiteValues>({
    initialValues: valuesOf(site),
    // An existing site without a customer may keep it that way; a new one needs one.
    validate: (values) =>
      site
        ? validateUpdate({ ...values, customer_id: values.customer_id || undefined })
        : validateCreate(values),
  });

  const submit = (values: SiteValues) => {
    setFailure(null);
    const body = {
      name: values.name.trim(),
      address: blankToNull(values.address),
      contact_email: blankToNull(values.contact_email),
      contact_phone: blankToNull(values.contact_phone),
      default_withdraw_limit: Number(values.default_withdraw_limit),
      default_add_limit: Number(values.default_add_limit),
      warning_days: Number(values.warning_days),
      critical_warning_days: Number(values.critical_warning_days),
      is_active: values.is_active,
    };
    const onError = (error: unknown) => {
      applyFieldErrors(form, error, FIELDS);
      const detail = detailOrMessage(error);
      setFailure(site ? t('sites.error.update', { detail }) : t('sites.error.create', { detail }));
    };
    const onSuccess = (saved: Site) => {
      notifySuccess(
        t(site ? 'sites.success.update' : 'sites.success.create', { name: saved.name }),
      );
      onClose();
    };
    if (site) {
      const customer = values.customer_id ? { customer_id: values.customer_id } : {};
      const narcotics = {
        narcotics_count_days: Number(values.narcotics_count_days),
        narcotics_receiver_may_count: values.narcotics_receiver_may_count,
        recall_users_may_confirm: values.recall_users_may_confirm,
        require_delegation: values.require_delegation,
        fridge_read_by: values.fridge_read_by,
        breach_minutes: Number(values.breach_minutes),
      };
      update.mutate(
        { id: site.id, body: { ...body, ...customer, ...narcotics } },
        { onSuccess, onError },
      );
    } else {
      create.mutate({ ...body, customer_id: values.customer_id }, { onSuccess, onError });
    }
  };

  const limit = (
    key: (typeof FIELDS)[number],
    label: string,
    description: string | undefined,
    max: number,
  ) => (
    <NumberInput
      label={label}
      description={description}
      min={1}
      max={max}
      clampBehavior="none"
      allowDecimal={false}
      {...form.getInputProps(key)}
    />
  );

  return (
    <FormModal
      title={site ? t('sites.edit.title') : t('sites.create.title')}
      submitLabel={site ? t('common.save') : t('sites.create.submit')}
      saving={saving}
      failure={failure}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
      size="lg"
    >
      <TextInput
        label={t('sites.field.name')}
        required
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Select
        label={t('sites.field.customer')}
        placeholder={t('sites.field.customerPlaceholder')}
        data={customers.map((c) => ({ value: c.id, label: c.name }))}
        searchable
        required={!site}
        allowDeselect={false}
        {...form.getInputProps('customer_id')}
        value={form.getValues().customer_id || null}
        onChange={(value: string | null) => form.setFieldValue('customer_id', value ?? '')}
      />
      <TextInput label={t('sites.field.address')} {...form.getInputProps('address')} />
      <Group grow align="flex-start">
        <TextInput
          label={t('sites.field.email')}
          type="email"
          {...form.getInputProps('contact_email')}
        />
        <TextInput
          label={t('sites.field.phone')}
          type="tel"
          {...form.getInputProps('contact_phone')}
        />
      </Group>
      <Divider label={t('sites.section.limits')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {limit(
          'default_withdraw_limit',
          t('sites.field.withdrawLimit'),
          t('sites.field.withdrawLimitHint'),
          100,
        )}
        {limit('default_add_limit', t('sites.field.addLimit'), t('sites.field.addLimitHint'), 10)}
        {limit('warning_days', t('sites.field.warningDays'), t('sites.field.warningDaysHint'), 365)}
        {limit(
          'critical_warning_days',
          t('sites.field.criticalDays'),
          t('sites.field.criticalDaysHint'),
          90,
        )}
      </SimpleGrid>
      {site ? (
        <>
          <Divider label={t('sites.section.narcotics')} labelPosition="left" />
          {limit(
            'narcotics_count_days',
            t('sites.field.countDays'),
            t('sites.field.countDaysHint'),
            365,
          )}
          <Switch
            label={t('sites.field.receiverMayCount')}
            description={t('sites.field.receiverMayCountHint')}
            {...form.getInputProps('narcotics_receiver_may_count', { type: 'checkbox' })}
          />
          <Divider label={t('sites.section.recalls')} labelPosition="left" />
          <Switch
            label={t('sites.field.usersMayConfirm')}
            description={t('sites.field.usersMayConfirmHint')}
            {...form.getInputProps('recall_users_may_confirm', { type: 'checkbox' })}
          />
          <Divider label={t('sites.section.delegations')} labelPosition="left" />
          <Switch
            label={t('sites.field.requireDelegation')}
            description={t('sites.field.requireDelegationHint')}
            {...form.getInputProps('require_delegation', { type: 'checkbox' })}
          />
          <Divider label={t('nav.temperatures')} labelPosition="left" />
          <TextInput
            type="time"
            label={t('sites.field.fridgeReadBy')}
            {...form.getInputProps('fridge_read_by')}
          />
          {limit('breach_minutes', t('sites.field.breachMinutes'), undefined, 1440)}
        </>
      ) : null}
      <Switch
        label={t('sites.field.active')}
        {...form.getInputProps('is_active', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
