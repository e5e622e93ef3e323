import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
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
      {/* The unpack form lives on the user portal (spec 2.6); unit managers have no menu entry there. */}
      <Group>
        <Button component={Link} to="/user" variant="light">
          {t('home.siteAdmin.unpackLink')}
        </Button>
      </Group>
    </Stack>
  );
}
