import { Stack } from '@mantine/core';
import { HomeHeader } from '../components/HomeHeader.tsx';
import { useT } from '../i18n/t.ts';
import { useCurrentSite } from '../stores/site.ts';

export function UserHomePage() {
  const t = useT();
  const site = useCurrentSite();
  return (
    <Stack gap="lg">
      <HomeHeader
        kicker={site ? t('home.user.site', { site: site.name }) : t('home.user.noSite')}
      />
    </Stack>
  );
}
