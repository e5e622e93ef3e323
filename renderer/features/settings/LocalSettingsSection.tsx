import { Button, Divider, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useT } from '../../i18n/t.ts';
import { useLocalSettings, type LocalSettings } from '../../stores/local-settings.ts';
import { FlashAlert } from '../../ui/FlashAlert.tsx';
import { useFlashMessage } from '../../ui/use-flash-message.ts';
import { DisplayFields, NotificationFields, SecurityFields } from './LocalSettingsFields.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/** Notification, display and security preferences, kept in this browser only (spec 2-stock). */
export function LocalSettingsSection() {
  const t = useT();
  const settings = useLocalSettings((s) => s.settings);
  const saveSettings = useLocalSettings((s) => s.save);
  const [message, setMessage] = useFlashMessage();
  const form = useForm<LocalSettings>({ mode: 'controlled', initialValues: settings });

  function save(values: LocalSettings) {
    try {
      saveSettings(values);
      form.resetDirty(values);
      setMessage({ kind: 'success', text: t('settings.local.saved') });
    } catch (error) {
      console.warn('Kunde inte spara inställningar', error);
      setMessage({ kind: 'error', text: t('settings.local.saveFailed') });
    }
  }

  return (
    <SettingsCard title={t('settings.local.title')} description={t('settings.local.note')}>
      <form onSubmit={form.onSubmit(save)}>
        <Stack gap="lg">
          <NotificationFields form={form} />
          <Divider />
          <DisplayFields form={form} />
          <Divider />
          <SecurityFields form={form} />
          <FlashAlert message={message} />
          <Group justify="flex-end">
            <Button type="submit">{t('settings.local.save')}</Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
