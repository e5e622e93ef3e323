import { Center, Loader, Stack, Text } from '@mantine/core';
import { useT } from '../i18n/t.ts';

/** The full-page spinner shown while the session or a page loads. */
export function LoadingScreen() {
  const t = useT();
  return (
    <Center mih="60vh" role="status">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">{t('app.loading')}</Text>
      </Stack>
    </Center>
  );
}
