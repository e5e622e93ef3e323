import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useSiteStore } from '../../stores/site.ts';
import { PasswordForm } from './PasswordSection.tsx';

/**
 * Shown instead of everything else to a person signed in with a password someone else set (a
 * first password from a staff list, an admin's reset) until they choose their own; the server
 * refuses every other call meanwhile.
 */
export function FirstPasswordPage() {
  const t = useT();
  const user = useSessionStore((s) => s.user);
  const refreshUser = useSessionStore((s) => s.refreshUser);
  const logout = useSessionStore((s) => s.logout);
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={560} w="100%">
        <Stack>
          <Title order={1} size="h2">
            {t('firstPassword.title')}
          </Title>
          <Text>{t('firstPassword.text', { email: user?.email ?? '' })}</Text>
          <PasswordForm
            onChanged={async () => {
              await refreshUser();
              await useSiteStore.getState().loadSites();
            }}
          />
          <Button variant="subtle" onClick={() => void logout()} w="fit-content">
            {t('firstPassword.logout')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
