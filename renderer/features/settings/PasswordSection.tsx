import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ChangePasswordForm, type ChangePasswordInput } from '../../../shared/schemas/auth.ts';
import { api, errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { FlashAlert } from '../../ui/FlashAlert.tsx';
import { CHECKLIST_ORDER, PasswordChecklist } from '../../ui/PasswordChecklist.tsx';
import { useFlashMessage } from '../../ui/use-flash-message.ts';
import { fieldErrorsFrom } from '../../ui/server-errors.ts';
import { SettingsCard } from './SettingsCard.tsx';

type PasswordValues = { current_password: string; new_password: string; confirm_password: string };

const EMPTY: PasswordValues = { current_password: '', new_password: '', confirm_password: '' };

/** The form that changes one's own password; `onChanged` runs after the server took it. */
export function PasswordForm({ onChanged }: { onChanged?: () => Promise<void> | void }) {
  const t = useT();
  const [message, setMessage] = useFlashMessage();
  const [saving, setSaving] = useState(false);
  const form = useForm<PasswordValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: zodValidate(ChangePasswordForm),
  });

  async function change(values: PasswordValues) {
    setSaving(true);
    try {
      const body: ChangePasswordInput = {
        current_password: values.current_password,
        new_password: values.new_password,
      };
      await api.POST('/auth/change-password', { body });
      form.reset();
      setMessage({ kind: 'success', text: t('settings.password.changed') });
      await onChanged?.();
    } catch (error) {
      form.setErrors(fieldErrorsFrom(error));
      setMessage({ kind: 'error', text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit((v) => void change(v))} noValidate>
      <Stack gap="md" maw={480}>
        <PasswordInput
          label={t('settings.password.current')}
          autoComplete="current-password"
          key={form.key('current_password')}
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label={t('settings.password.new')}
          description={<PasswordChecklist value={form.getValues().new_password} />}
          descriptionProps={{ component: 'div' }}
          inputWrapperOrder={CHECKLIST_ORDER}
          autoComplete="new-password"
          key={form.key('new_password')}
          {...form.getInputProps('new_password')}
        />
        <PasswordInput
          label={t('settings.password.confirm')}
          autoComplete="new-password"
          key={form.key('confirm_password')}
          {...form.getInputProps('confirm_password')}
        />
        <FlashAlert message={message} />
        <Group>
          <Button type="submit" loading={saving}>
            {t('settings.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PasswordSection() {
  const t = useT();
  return (
    <SettingsCard title={t('settings.password.title')}>
      <PasswordForm />
    </SettingsCard>
  );
}
