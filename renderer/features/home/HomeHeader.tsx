import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/t.ts';
import { useSessionStore } from '../../stores/session.ts';
import { LogoutButton } from '../login/LogoutButton.tsx';

/** The top of a role home: greeting by first name, a line of context and logout. */
export function HomeHeader({ kicker, subtitle }: { kicker?: ReactNode; subtitle?: ReactNode }) {
  const t = useT();
  const firstName = useSessionStore((s) => s.user?.first_name ?? '');
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Stack gap={4}>
        {kicker && (
          <Text size="sm" fw={600} c="teal">
            {kicker}
          </Text>
        )}
        <Title order={1}>{t('home.greeting', { name: firstName })}</Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      <LogoutButton variant="light" />
    </Group>
  );
}
