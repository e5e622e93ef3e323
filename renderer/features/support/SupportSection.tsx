import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card with an anchor, so /support#utelast can be linked from the guide. */
export function SupportSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={`${id}-rubrik`}
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}
    >
      <Stack gap="sm">
        <Title order={2} fz="xl" id={`${id}-rubrik`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
