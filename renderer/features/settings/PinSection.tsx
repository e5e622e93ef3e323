import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Pin, PinInput } from '../../../shared/schemas/kiosks.ts';
import type { User } from '../../../shared/schemas/user.ts';
import { api, errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { FlashAlert } from '../../ui/FlashAlert.tsx';
import { useFlashMessage } from '../../ui/use-flash-message.ts';
import { fieldErrorsFrom } from '../../ui/server-errors.ts';
import { SettingsCard } from './SettingsCard.tsx';

type PinValues = { pin: string; repeat: string; current_password: string };
const EMPTY: PinValues = { pin: '', repeat: '', current_password: '' };

/** The user's own PIN for badge sign-in at the unit's kiosks. */
export function PinSection({ user }: { user: User }) {
  const t = useT();
  const refreshUser = useSessionStore((s) => s.refreshUser);
  const [message, setMessage] = useFlashMessage();
  const [saving, setSaving] = useState(false);
  const form = useForm<PinValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      pin: (value) => {
        const parsed = Pin.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
      },
      repeat: (value, values) => (value === values.pin ? null : t('pin.mismatch')),
      current_password: (value) =>
        PinInput.shape.current_password.safeParse(value).success ? null : t('pin.password'),
    },
  });

  async function save(values: PinValues) {
    setSaving(true);
    try {
      await api.PUT('/users/me/pin', {
        body: { pin: values.pin, current_password: values.current_password },
      });
      form.reset();
      await refreshUser();
      setMessage({ kind: 'success', text: t('pin.saved') });
    } catch (error) {
      form.setErrors(fieldErrorsFrom(error));
      setMessage({ kind: 'error', text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsCard title={t('pin.title')} description={t('pin.intro')}>
      <form onSubmit={form.onSubmit((v) => void save(v))} noValidate>
        <Stack gap="md" maw={480}>
          {user.has_pin ? <Text size="sm">{t('pin.has')}</Text> : null}
          <PasswordInput
            label={t('pin.field')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            key={form.key('pin')}
            {...form.getInputProps('pin')}
          />
          <PasswordInput
            label={t('pin.repeat')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            key={form.key('repeat')}
            {...form.getInputProps('repeat')}
          />
          <PasswordInput
            label={t('pin.password')}
            autoComplete="current-password"
            key={form.key('current_password')}
            {...form.getInputProps('current_password')}
          />
          <FlashAlert message={message} />
          <Group>
            <Button type="submit" loading={saving}>
              {t('pin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
