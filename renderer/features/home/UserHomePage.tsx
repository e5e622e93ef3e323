import { Alert, Stack } from '@mantine/core';
import { HomeHeader } from './HomeHeader.tsx';
import { ExpiryWarningsPanel } from '../panels/ExpiryWarningsPanel.tsx';
import { PANEL_REFRESH_MS, PANEL_ROWS } from '../panels/panel-settings.ts';
import { RecallPanel } from '../panels/RecallPanel.tsx';
import { RecentStockCard } from '../panels/RecentStockCard.tsx';
import { UnpackForm } from '../unpack/UnpackForm.tsx';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useCurrentSite } from '../../stores/site.ts';

export function UserHomePage() {
  const t = useT();
  const site = useCurrentSite();
  const role = useSessionStore((s) => s.user?.role);
  const kioskSession = useSessionStore((s) => s.kioskSession);
  // At a kiosk a manager works as the unit's staff: unpacking and cross-unit lists are done at a desk.
  const manages = (role === 'admin' || role === 'site_admin') && !kioskSession;
  return (
    <Stack gap="lg">
      <HomeHeader
        kicker={site ? t('home.user.site', { site: site.name }) : t('home.user.noSite')}
      />
      {!manages && !site ? (
        <Alert color="yellow">{t('panels.noSite')}</Alert>
      ) : (
        <>
          {/* Compact: the three most urgent batches first, the rest one click away. */}
          <ExpiryWarningsPanel
            maxRows={PANEL_ROWS.userPortal}
            refreshMs={PANEL_REFRESH_MS.recall}
            compact
            showSite={manages}
          />
          <RecallPanel maxRows={PANEL_ROWS.userPortal} refreshMs={PANEL_REFRESH_MS.recall} />
        </>
      )}
      {/* An unpack reloads every stock query, the panels and the recent batches among them. */}
      {manages ? <UnpackForm /> : null}
      {manages ? <RecentStockCard /> : null}
    </Stack>
  );
}
