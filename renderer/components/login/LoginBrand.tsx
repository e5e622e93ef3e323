import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useT } from '../../i18n/t.ts';
import { LockIcon, ShieldIcon } from '../icons.tsx';

/** Name, tagline and the EU hosting note at the top of the login page. */
export function LoginBrand() {
  const t = useT();
  return (
    <Stack gap="xs" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
        <ShieldIcon size={32} />
      </ThemeIcon>
      <Title order={1} fz={32}>
        {t('app.name')}
      </Title>
      <Text size="lg" fw={500} c="teal">
        {t('login.tagline')}
      </Text>
      <Group gap={6} c="dimmed" justify="center">
        <LockIcon size={16} />
        <Text size="sm">{t('login.encrypted')}</Text>
      </Group>
    </Stack>
  );
}
