import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useSupportInfo } from '../support/support-api.ts';
import { useT } from '../../i18n/t.ts';
import { ShieldIcon } from '../../ui/icons.tsx';

/** Name, tagline and, when the operator wrote one (HOSTING_NOTICE), where the servers are. */
export function LoginBrand() {
  const t = useT();
  const hostingNotice = useSupportInfo().data?.hosting_notice;
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
      {hostingNotice ? (
        <Text size="sm" c="dimmed">
          {hostingNotice}
        </Text>
      ) : null}
    </Stack>
  );
}
