import { NativeSelect, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useT } from '../../i18n/t.ts';
import type { LocalSettings } from '../../stores/local-settings.ts';

type Form = { form: UseFormReturnType<LocalSettings> };

const ITEMS_PER_PAGE = [10, 20, 50, 100] as const;
const SESSION_TIMEOUTS = [15, 30, 60, 120, 480] as const;
const THEMES = ['light', 'dark', 'auto'] as const;
const LANGUAGES = ['sv', 'en'] as const;

function pick<T extends string | number>(options: readonly T[], raw: string, fallback: T): T {
  return options.find((o) => String(o) === raw) ?? fallback;
}

export function NotificationFields({ form }: Form) {
  const t = useT();
  const toggle = (name: keyof LocalSettings['notifications']) => ({
    key: form.key(`notifications.${name}`),
    ...form.getInputProps(`notifications.${name}`, { type: 'checkbox' }),
  });
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('settings.local.notifications')}
      </Title>
      <Switch label={t('settings.local.push')} {...toggle('push_notifications')} />
    </Stack>
  );
}

export function DisplayFields({ form }: Form) {
  const t = useT();
  const display = form.getValues().display;
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('settings.local.display')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect
          label={t('settings.local.theme')}
          data={THEMES.map((value) => ({ value, label: t(`settings.local.theme.${value}`) }))}
          value={display.theme}
          onChange={(e) =>
            form.setFieldValue('display.theme', pick(THEMES, e.currentTarget.value, 'light'))
          }
        />
        <NativeSelect
          label={t('settings.local.language')}
          data={[
            { value: 'sv', label: 'Svenska' },
            { value: 'en', label: 'English' },
          ]}
          value={display.language}
          onChange={(e) =>
            form.setFieldValue('display.language', pick(LANGUAGES, e.currentTarget.value, 'sv'))
          }
        />
        <NativeSelect
          label={t('settings.local.itemsPerPage')}
          data={ITEMS_PER_PAGE.map(String)}
          value={String(display.items_per_page)}
          onChange={(e) =>
            form.setFieldValue(
              'display.items_per_page',
              pick(ITEMS_PER_PAGE, e.currentTarget.value, 20),
            )
          }
        />
      </SimpleGrid>
      <Switch
        label={t('settings.local.showBatch')}
        key={form.key('display.show_batch_numbers')}
        {...form.getInputProps('display.show_batch_numbers', { type: 'checkbox' })}
      />
    </Stack>
  );
}

export function SecurityFields({ form }: Form) {
  const t = useT();
  const label = (minutes: number) => {
    if (minutes < 60) return t('settings.local.minutes', { count: minutes });
    if (minutes === 60) return t('settings.local.hour');
    return t('settings.local.hours', { count: minutes / 60 });
  };
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('settings.local.security')}
      </Title>
      <NativeSelect
        label={t('settings.local.sessionTimeout')}
        maw={360}
        data={SESSION_TIMEOUTS.map((m) => ({ value: String(m), label: label(m) }))}
        value={String(form.getValues().security.session_timeout)}
        onChange={(e) =>
          form.setFieldValue(
            'security.session_timeout',
            pick(SESSION_TIMEOUTS, e.currentTarget.value, 60),
          )
        }
      />
    </Stack>
  );
}
