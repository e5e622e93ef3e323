import { Stack } from '@mantine/core';
import { HomeHeader } from '../components/HomeHeader.tsx';
import { UnpackForm } from '../features/unpack/UnpackForm.tsx';
import { useT } from '../i18n/t.ts';
import { useSessionStore } from '../stores/session.ts';
import { useCurrentSite } from '../stores/site.ts';

export function UserHomePage() {
  const t = useT();
  const site = useCurrentSite();
  const role = useSessionStore((s) => s.user?.role);
  const canUnpack = role === 'admin' || role === 'site_admin';
  return (
    <Stack gap="lg">
      <HomeHeader
        kicker={site ? t('home.user.site', { site: site.name }) : t('home.user.noSite')}
      />
      {canUnpack ? <UnpackForm /> : null}
    </Stack>
  );
}
