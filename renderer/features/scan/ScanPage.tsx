import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { returnState } from '../../app/return-to.ts';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { LogoutButton } from '../login/LogoutButton.tsx';
import { useKioskDevice } from '../kiosk-sign-in/kiosk-device.ts';
import { OfflineBanner } from '../offline/OfflineBanner.tsx';
import { ScanFrame } from './ScanFrame.tsx';
import { ScanScreen } from './ScanScreen.tsx';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useSiteStore } from '../../stores/site.ts';

/** /scan, /scan/:siteId and /scan/:siteId/:templateId: open to all, used signed in. */
export function ScanPage() {
  const t = useT();
  const location = useLocation();
  const { siteId, templateId } = useParams();
  const status = useSessionStore((s) => s.status);
  const canUseSite = useSiteStore((s) => !!siteId && s.sites.some((site) => site.id === siteId));
  const currentSiteId = useSiteStore((s) => s.currentSiteId);
  const switchSite = useSiteStore((s) => s.switchSite);
  // At a shared kiosk the next person is waiting: 'Byt användare' is on the scan screen too.
  const atKiosk = useKioskDevice((s) => s.kiosk !== null);

  // The address names the unit the code belongs to: work in it when the user may.
  useEffect(() => {
    if (siteId && canUseSite && currentSiteId !== siteId) void switchSite(siteId);
  }, [siteId, canUseSite, currentSiteId, switchSite]);

  return (
    <ScanFrame title={t('scan.title')}>
      {status === 'loading' ? <LoadingScreen /> : null}
      {status === 'anonymous' ? (
        <Stack gap="lg">
          <Title order={1}>{t('scan.title')}</Title>
          <Alert color="blue" variant="light" title={t('scan.signIn.title')}>
            <Stack gap="sm" align="flex-start">
              <Text>{t('scan.signIn.text')}</Text>
              <Button component={Link} to="/" state={returnState(location)}>
                {t('scan.signIn.button')}
              </Button>
            </Stack>
          </Alert>
        </Stack>
      ) : null}
      {status === 'authenticated' ? (
        <>
          {atKiosk ? (
            <Group justify="flex-end" mb="sm">
              <LogoutButton />
            </Group>
          ) : null}
          <OfflineBanner />
          <ScanScreen key={currentSiteId ?? 'none'} siteId={siteId} templateId={templateId} />
        </>
      ) : null}
    </ScanFrame>
  );
}
