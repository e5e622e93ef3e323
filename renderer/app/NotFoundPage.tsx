import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { roleHome } from './role-home.ts';
import { LoadingScreen } from '../ui/LoadingScreen.tsx';
import { PublicFrame } from '../features/help/PublicFrame.tsx';
import { useT } from '../i18n/t.ts';
import { useSessionStore } from '../stores/session.ts';

/** Any address without a page, for visitors signed in or not. */
export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  if (status === 'loading') return <LoadingScreen />;
  const signedIn = status === 'authenticated' && user !== null;

  return (
    <PublicFrame title={t('error.notFound.title')}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw={640} mx="auto">
        <Stack gap="md">
          <Title order={1}>{t('error.notFound.title')}</Title>
          <Text>{t('error.notFound.text')}</Text>
          <Text size="sm" c="dimmed">
            {t('error.notFound.address')}:{' '}
            <Code style={{ overflowWrap: 'anywhere' }}>{pathname}</Code>
          </Text>
          <Group gap="sm">
            {signedIn ? (
              <Button component={Link} to={roleHome(user.role)}>
                {t('error.notFound.home')}
              </Button>
            ) : (
              <Button component={Link} to="/">
                {t('error.notFound.login')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
