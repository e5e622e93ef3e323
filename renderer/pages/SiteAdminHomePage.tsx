import { Stack } from '@mantine/core';
import { HomeHeader } from '../components/HomeHeader.tsx';
import { useT } from '../i18n/t.ts';
import { useSessionStore } from '../stores/session.ts';

export function SiteAdminHomePage() {
  const t = useT();
  const role = useSessionStore((s) => s.user?.role);
  const scope = role === 'site_admin' ? t('home.siteAdmin.allUnits') : t('home.siteAdmin.oneUnit');
  return (
    <Stack gap="lg">
      <HomeHeader subtitle={scope} />
    </Stack>
  );
}
