import { Alert, Button, Loader, Stack, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { kassationKey } from './kassation-api.ts';
import { useKassationPage, type KassationTab } from './kassation-page-store.ts';
import { OverviewTab } from './OverviewTab.tsx';
import { ReportsTab } from './ReportsTab.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useSiteStore } from '../../stores/site.ts';

const isTab = (value: string | null): value is KassationTab =>
  value === 'overview' || value === 'reports';

export function KassationPage() {
  const t = useT();
  const siteId = useSiteStore((s) => s.currentSiteId);
  const user = useSessionStore((s) => s.user);
  const { tab, set } = useKassationPage();
  const queryClient = useQueryClient();
  const header = (
    <PageHeader
      title={t('kassation.title')}
      subtitle={t('kassation.subtitle')}
      actions={
        siteId ? (
          <Button
            variant="default"
            onClick={() => void queryClient.invalidateQueries({ queryKey: kassationKey })}
          >
            {t('kassation.refresh')}
          </Button>
        ) : null
      }
    />
  );

  if (!user) return <Loader aria-label={t('app.loading')} />;
  if (!siteId)
    return (
      <Stack>
        {header}
        <Alert color="yellow">{t('kassation.noSite')}</Alert>
      </Stack>
    );

  const manager = user.role === 'admin' || user.role === 'site_admin';
  return (
    <Stack>
      {header}
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) set({ tab: value });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="overview">{t('kassation.tab.overview')}</Tabs.Tab>
          <Tabs.Tab value="reports">{t('kassation.tab.reports')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <OverviewTab actor={{ id: user.id, role: user.role }} />
        </Tabs.Panel>
        <Tabs.Panel value="reports" pt="md">
          <ReportsTab allowed={manager} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
