import { Alert, Stack, Text, Title } from '@mantine/core';
import { WithdrawalMonitor } from './WithdrawalMonitor.tsx';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';

/** The recall monitor for admins; anyone else is told so and nothing is fetched. */
export function WithdrawalMonitorPage() {
  const t = useT();
  const role = useSessionStore((s) => s.user?.role);
  if (role === 'admin') return <WithdrawalMonitor />;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('recalls.denied.title')}
      </Title>
      <Alert color="red" variant="light" role="alert">
        <Text size="sm">{t('recalls.denied.text')}</Text>
      </Alert>
    </Stack>
  );
}
