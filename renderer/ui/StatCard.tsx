import { Paper, Text } from '@mantine/core';

type StatCardProps = { label: string; value: number | string; color?: string };

export function StatCard({ label, value, color }: StatCardProps) {
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}
