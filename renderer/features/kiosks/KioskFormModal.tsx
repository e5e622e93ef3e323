import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  KIOSK_IDLE_MINUTES,
  KioskInput,
  type Kiosk,
  type KioskCreated,
} from '../../../shared/schemas/kiosks.ts';
import type { Site } from '../../../shared/schemas/site.ts';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { applyFieldErrors, serverDetail } from '../../ui/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { useRegisterKiosk, useUpdateKiosk } from './kiosks-api.ts';

type KioskFormModalProps = {
  /** The kiosk to change; null registers a new one. */
  kiosk: Kiosk | null;
  sites: Site[];
  onRegistered: (created: KioskCreated) => void;
  onClose: () => void;
};

const FIELDS = ['site_id', 'name', 'idle_minutes', 'sign_out_after_withdrawal'] as const;

export function KioskFormModal({ kiosk, sites, onRegistered, onClose }: KioskFormModalProps) {
  const t = useT();
  const register = useRegisterKiosk();
  const update = useUpdateKiosk();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<KioskInput>({
    initialValues: {
      site_id: kiosk?.site_id ?? sites[0]?.id ?? '',
      name: kiosk?.name ?? '',
      idle_minutes: kiosk?.idle_minutes ?? KIOSK_IDLE_MINUTES.default,
      sign_out_after_withdrawal: kiosk?.sign_out_after_withdrawal ?? false,
    },
    validate: zodValidate(KioskInput),
  });

  const failed = (error: unknown) => {
    if (!applyFieldErrors(form, error, [...FIELDS]))
      setFailure(serverDetail(error) ?? t('badges.failed'));
  };

  const submit = (values: KioskInput) => {
    setFailure(null);
    if (kiosk) {
      const { site_id: _site, ...body } = values;
      update.mutate({ id: kiosk.id, body }, { onSuccess: onClose, onError: failed });
    } else register.mutate(values, { onSuccess: onRegistered, onError: failed });
  };

  return (
    <FormModal
      title={kiosk ? t('kiosks.editTitle') : t('kiosks.register')}
      submitLabel={kiosk ? t('kiosks.save') : t('kiosks.register')}
      saving={register.isPending || update.isPending}
      failure={failure}
      onSubmit={form.onSubmit(submit)}
      onClose={onClose}
    >
      <Select
        label={t('kiosks.field.site')}
        data={sites.map((s) => ({ value: s.id, label: s.name }))}
        disabled={kiosk !== null}
        allowDeselect={false}
        {...form.getInputProps('site_id')}
      />
      <TextInput
        label={t('kiosks.field.name')}
        placeholder={t('kiosks.field.namePlaceholder')}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <NumberInput
        label={t('kiosks.field.idle')}
        min={KIOSK_IDLE_MINUTES.min}
        max={KIOSK_IDLE_MINUTES.max}
        allowDecimal={false}
        {...form.getInputProps('idle_minutes')}
      />
      <Switch
        label={t('kiosks.field.signOutAfterWithdrawal')}
        {...form.getInputProps('sign_out_after_withdrawal', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
