import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../ui/icons.tsx';
import { FlashAlert } from '../../ui/FlashAlert.tsx';
import type { FlashMessage } from '../../ui/use-flash-message.ts';

type PanelFrameProps = {
  id: string;
  title: string;
  subtitle: string;
  /** Counts and badges beside the title. */
  badges?: ReactNode;
  color: 'yellow' | 'red';
  message: FlashMessage | null;
  children: ReactNode;
  footer?: ReactNode;
};

/** The card around a dashboard panel: coloured title line, counts, the panel's last message. */
export function PanelFrame(props: PanelFrameProps) {
  const titleId = `${props.id}-title`;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid={props.id}
      style={{ borderTop: `4px solid var(--mantine-color-${props.color}-6)` }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Text c={`${props.color}.7`} mt={4} aria-hidden="true">
              <AlertIcon size={24} />
            </Text>
            <Stack gap={0}>
              <Title order={2} size="h3" id={titleId}>
                {props.title}
              </Title>
              <Text size="sm" c="dimmed">
                {props.subtitle}
              </Text>
            </Stack>
          </Group>
          {props.badges}
        </Group>
        <FlashAlert message={props.message} />
        {props.children}
        {props.footer}
      </Stack>
    </Paper>
  );
}
