import { Alert, Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { returnPath } from '../../app/return-to.ts';
import { homeOf } from '../../app/role-home.ts';
import { LoadingScreen } from '../../ui/LoadingScreen.tsx';
import { LoginBrand } from './LoginBrand.tsx';
import { LoginForm } from './LoginForm.tsx';
import { useLoginForm } from './use-login-form.ts';
import { IdleSignOutNotice } from '../idle-sign-out/IdleSignOutNotice.tsx';
import { BadgeSignIn } from '../kiosk-sign-in/BadgeSignIn.tsx';
import { OfflineBanner } from '../offline/OfflineBanner.tsx';
import { useKioskDevice } from '../kiosk-sign-in/kiosk-device.ts';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';

export function LoginPage() {
  const t = useT();
  const location = useLocation();
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const offline = useSessionStore((s) => s.offline);
  const kioskSession = useSessionStore((s) => s.kioskSession);
  const login = useLoginForm(t('login.failed'));
  const kiosk = useKioskDevice((s) => s.kiosk);
  const kioskLoaded = useKioskDevice((s) => s.loaded);
  const loadKiosk = useKioskDevice((s) => s.load);
  const [withPassword, setWithPassword] = useState(false);
  const [badgeBusy, setBadgeBusy] = useState(false);
  useEffect(() => {
    void loadKiosk();
  }, [loadKiosk]);

  if (status === 'loading' || !kioskLoaded) return <LoadingScreen />;
  // While signing in, stay until the sites are loaded so the shell opens complete.
  if (status === 'authenticated' && user && !login.submitting && !badgeBusy) {
    // Signed in offline at a kiosk, scanning is what works until the server answers.
    if (offline) return <Navigate to="/scan" replace />;
    return <Navigate to={returnPath(location.state) ?? homeOf(user.role, kioskSession)} replace />;
  }

  return (
    <Box
      component="main"
      mih="100vh"
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
      py="xl"
      px="md"
    >
      <Center>
        <Stack w="100%" maw={440} gap="lg">
          <Alert color="yellow" variant="light" title={t('login.beta.title')} role="note">
            {t('login.beta.text')}
          </Alert>
          <LoginBrand />
          <IdleSignOutNotice />
          {kiosk ? <OfflineBanner /> : null}
          <Paper withBorder shadow="sm" p="xl" radius="lg">
            {kiosk && !withPassword ? (
              <BadgeSignIn
                kiosk={kiosk}
                onPassword={() => setWithPassword(true)}
                onSigningIn={setBadgeBusy}
              />
            ) : (
              <Stack gap="md">
                <Stack gap={4}>
                  <Title order={2} fz="xl">
                    {t('login.heading')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('login.intro')}
                  </Text>
                </Stack>
                <LoginForm login={login} />
                {kiosk ? (
                  <Anchor component="button" type="button" onClick={() => setWithPassword(false)}>
                    {t('kioskSignIn.withBadge')}
                  </Anchor>
                ) : null}
              </Stack>
            )}
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            {t('login.notice')}
          </Text>
          <Group justify="center" gap="xl">
            <Anchor component={Link} to="/support" size="sm">
              {t('login.support')}
            </Anchor>
            <Anchor component={Link} to="/help" size="sm">
              {t('login.help')}
            </Anchor>
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
