import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type Figure = { label: string; value: ReactNode; hint?: string };

/** A titled box of label–value rows, each readable as one group by a screen reader. */
export function FigureList({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="xs">
        {figures.map((f) => (
          <Group
            key={f.label}
            justify="space-between"
            wrap="nowrap"
            role="group"
            aria-label={f.label}
          >
            <Stack gap={0}>
              <Text size="sm">{f.label}</Text>
              {f.hint ? (
                <Text size="xs" c="dimmed">
                  {f.hint}
                </Text>
              ) : null}
            </Stack>
            <Text fw={600} ta="right">
              {f.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
