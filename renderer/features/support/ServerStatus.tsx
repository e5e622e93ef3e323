import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from '../../ui/icons.tsx';
import { useT } from '../../i18n/t.ts';
import { healthReason } from './health-reason.ts';
import { useServerHealth } from './support-api.ts';

const clock = new Intl.DateTimeFormat('sv-SE', {
  timeStyle: 'medium',
  timeZone: 'Europe/Stockholm',
});

/** Asks /health and says whether the server answers, and if not, why. */
export function ServerStatus() {
  const t = useT();
  const health = useServerHealth();
  const checkedAt = Math.max(health.dataUpdatedAt, health.errorUpdatedAt);
  const reason = health.error ? healthReason(health.error) : null;
  const answers = health.isSuccess && health.data.status === 'ok' && !health.isError;

  let state: ReactNode;
  if (health.isPending) {
    state = (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('support.status.checking')}</Text>
      </Group>
    );
  } else if (answers) {
    state = (
      <Alert
        color="green"
        variant="light"
        icon={<CheckIcon />}
        title={t('support.status.ok')}
        role="status"
      >
        {t('support.status.okText')}
      </Alert>
    );
  } else {
    state = (
      <Alert
        color="red"
        variant="light"
        icon={<AlertIcon />}
        title={t('support.status.down')}
        role="status"
      >
        <Stack gap={4}>
          {reason && <Text size="sm">{t(reason.key, reason.params)}</Text>}
          <Text size="sm">{t('support.status.downText')}</Text>
        </Stack>
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      {state}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {checkedAt > 0 && t('support.status.checkedAt', { time: clock.format(checkedAt) })}
        </Text>
        <Button
          variant="light"
          size="xs"
          loading={health.isFetching}
          onClick={() => void health.refetch()}
        >
          {t('support.status.recheck')}
        </Button>
      </Group>
    </Stack>
  );
}
