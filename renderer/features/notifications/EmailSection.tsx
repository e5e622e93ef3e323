import { Alert, Button, Group, Loader, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import type { NotificationSettingsInput } from '../../../shared/schemas/notifications.ts';
import { errorMessage } from '../../api-client/client.ts';
import { FlashAlert } from '../../ui/FlashAlert.tsx';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { useFlashMessage } from '../../ui/use-flash-message.ts';
import { useT } from '../../i18n/t.ts';
import { AdminMailActions } from './AdminMailActions.tsx';
import { useNotificationSettings, useSaveNotificationSettings } from './notifications-api.ts';

const SWITCHES = [
  ['email_expiry_alerts', 'email.expiry'],
  ['email_low_stock', 'email.lowStock'],
  ['email_warnings', 'email.warnings'],
  ['email_recalls', 'email.recalls'],
] as const;

const EMPTY: NotificationSettingsInput = {
  digest: 'off',
  email_expiry_alerts: true,
  email_low_stock: true,
  email_warnings: true,
  email_recalls: true,
};

/** The person's e-mail choices, kept on the server: the digest and what it (and recalls) covers. */
export function EmailSection({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [message, setMessage] = useFlashMessage();
  const form = useForm<NotificationSettingsInput>({ mode: 'controlled', initialValues: EMPTY });
  const loaded = settings.data;

  useEffect(() => {
    if (!loaded) return;
    const { email_configured: _configured, email: _email, ...choices } = loaded;
    form.setValues(choices);
    form.resetDirty(choices);
    // The form follows the server's answer only when a new one arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  async function submit(values: NotificationSettingsInput) {
    try {
      await save.mutateAsync(values);
      setMessage({ kind: 'success', text: t('email.saved') });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error) });
    }
  }

  return (
    <SettingsCard title={t('email.title')} description={t('email.intro')}>
      {settings.isPending ? (
        <Loader size="sm" aria-label={t('email.loading')} />
      ) : settings.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(settings.error)}
        </Alert>
      ) : (
        <form onSubmit={form.onSubmit((v) => void submit(v))}>
          <Stack gap="md">
            {loaded?.email_configured ? (
              <Text size="sm">{t('email.sentTo', { email: loaded.email })}</Text>
            ) : (
              <Alert color="yellow" title={t('email.notConfigured.title')}>
                {t('email.notConfigured.body')}
              </Alert>
            )}
            <Stack gap={4}>
              <Text size="sm" fw={500} id="digest-label">
                {t('email.digest')}
              </Text>
              <SegmentedControl
                aria-labelledby="digest-label"
                data={[
                  { value: 'off', label: t('email.digest.off') },
                  { value: 'daily', label: t('email.digest.daily') },
                  { value: 'weekly', label: t('email.digest.weekly') },
                ]}
                value={form.getValues().digest}
                onChange={(value) =>
                  form.setFieldValue(
                    'digest',
                    value === 'daily' || value === 'weekly' ? value : 'off',
                  )
                }
                maw={480}
              />
              <Text size="xs" c="dimmed">
                {t('email.digest.when')}
              </Text>
            </Stack>
            {SWITCHES.map(([name, label]) => (
              <Switch
                key={form.key(name)}
                label={t(label)}
                {...form.getInputProps(name, { type: 'checkbox' })}
              />
            ))}
            <FlashAlert message={message} />
            <Group justify="space-between">
              {isAdmin ? (
                <AdminMailActions configured={loaded?.email_configured ?? false} />
              ) : (
                <span />
              )}
              <Button type="submit" loading={save.isPending}>
                {t('email.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SettingsCard>
  );
}
