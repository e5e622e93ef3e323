import { AppShell } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '../../features/offline/OfflineBanner.tsx';
import { useSiteStore } from '../../stores/site.ts';
import { ClosedSiteBanner } from './ClosedSiteBanner.tsx';
import { ShellHeader } from './ShellHeader.tsx';
import { Sidebar } from './Sidebar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';

const SIDEBAR_WIDTH = { expanded: 248, collapsed: 76 } as const;

export function AppLayout() {
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'medvakt.sidebarCollapsed',
    defaultValue: false,
  });
  const [mobileOpened, mobile] = useDisclosure(false);
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const compact = collapsed && !isMobile;
  const siteId = useSiteStore((s) => s.currentSiteId);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: compact ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="lg"
    >
      <SkipLink />
      <AppShell.Header>
        <ShellHeader mobileOpened={mobileOpened} onToggleMobile={mobile.toggle} />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar
          compact={compact}
          onToggleCompact={() => setCollapsed((value) => !value)}
          onNavigate={mobile.close}
        />
      </AppShell.Navbar>
      {/* Keyed by site so every screen starts afresh after a site switch (spec 4.2). */}
      <AppShell.Main key={siteId ?? 'no-site'} id={MAIN_CONTENT_ID} tabIndex={-1}>
        <OfflineBanner />
        <ClosedSiteBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
