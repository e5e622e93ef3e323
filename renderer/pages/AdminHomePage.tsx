import { Stack } from '@mantine/core';
import { HomeHeader } from '../components/HomeHeader.tsx';
import { useT } from '../i18n/t.ts';

export function AdminHomePage() {
  const t = useT();
  return (
    <Stack gap="lg">
      <HomeHeader kicker={t('home.admin.title')} />
    </Stack>
  );
}
