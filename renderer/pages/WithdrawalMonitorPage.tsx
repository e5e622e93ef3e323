import { Alert, Stack, Text } from '@mantine/core';
import { WithdrawalMonitor } from '../features/recalls/WithdrawalMonitor.tsx';
import { useT } from '../i18n/t.ts';
import { useSessionStore } from '../stores/session.ts';

/** The recall monitor for admins; anyone else is told so and nothing is fetched. */
export function WithdrawalMonitorPage() {
  const t = useT();
  const role = useSessionStore((s) => s.user?.role);
  if (role === 'admin') return <WithdrawalMonitor />;
  return (
    <Stack>
      <Alert color="red" variant="light" title={t('recalls.denied.title')} role="alert">
        <Text size="sm">{t('recalls.denied.text')}</Text>
      </Alert>
    </Stack>
  );
}
