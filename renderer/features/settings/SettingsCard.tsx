import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { title: string; description?: string; children: ReactNode };

export function SettingsCard({ title, description, children }: Props) {
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-label={title}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
