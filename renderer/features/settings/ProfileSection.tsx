import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { UserMeUpdateInput, type User } from '../../../shared/schemas/user.ts';
import { api, errorMessage } from '../../api-client/client.ts';
import { useT } from '../../i18n/t.ts';
import { zodValidate } from '../../lib/zod-form.ts';
import { useSessionStore } from '../../stores/session.ts';
import { FlashAlert } from '../../ui/FlashAlert.tsx';
import { useFlashMessage } from '../../ui/use-flash-message.ts';
import { fieldErrorsFrom } from '../../ui/server-errors.ts';
import { SettingsCard } from './SettingsCard.tsx';

type ProfileValues = { first_name: string; last_name: string; mobile_phone: string };

export function ProfileSection({ user }: { user: User }) {
  const t = useT();
  const [message, setMessage] = useFlashMessage();
  const [saving, setSaving] = useState(false);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      mobile_phone: user.mobile_phone ?? '',
    },
    validate: zodValidate(UserMeUpdateInput),
  });

  async function save(values: ProfileValues) {
    setSaving(true);
    try {
      const updated = await api.PUT('/users/me', { body: UserMeUpdateInput.parse(values) });
      useSessionStore.setState({ user: updated });
      form.setValues({ ...values, mobile_phone: updated.mobile_phone ?? '' });
      form.resetDirty();
      setMessage({ kind: 'success', text: t('settings.profile.saved') });
    } catch (error) {
      form.setErrors(fieldErrorsFrom(error));
      setMessage({ kind: 'error', text: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsCard title={t('settings.profile.title')}>
      <form onSubmit={form.onSubmit((v) => void save(v))} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('settings.profile.firstName')}
              autoComplete="given-name"
              withAsterisk
              key={form.key('first_name')}
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('settings.profile.lastName')}
              autoComplete="family-name"
              withAsterisk
              key={form.key('last_name')}
              {...form.getInputProps('last_name')}
            />
            <TextInput
              label={t('settings.profile.mobilePhone')}
              type="tel"
              autoComplete="tel"
              key={form.key('mobile_phone')}
              {...form.getInputProps('mobile_phone')}
            />
            <TextInput
              label={t('settings.profile.role')}
              value={t(`role.${user.role}`)}
              readOnly
              variant="filled"
            />
          </SimpleGrid>
          <TextInput
            label={t('settings.profile.email')}
            description={t('settings.profile.emailNote')}
            value={user.email}
            readOnly
            variant="filled"
          />
          <FlashAlert message={message} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('settings.profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
