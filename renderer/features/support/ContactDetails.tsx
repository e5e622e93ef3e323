import { Alert, Anchor, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SupportInfo } from '../../../shared/schemas/support.ts';
import { useT } from '../../i18n/t.ts';

type Props = { info: SupportInfo | undefined; failed: boolean };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function ContactDetails({ info, failed }: Props) {
  const t = useT();
  if (failed) {
    return (
      <Alert color="orange" variant="light" role="note">
        {t('support.contact.failed')}
      </Alert>
    );
  }
  if (!info) {
    return (
      <Text c="dimmed" role="status">
        <Loader size="xs" mr="xs" />
        {t('support.contact.loading')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Fact label={t('support.contact.email')}>
        <Anchor href={`mailto:${info.email}`}>{info.email}</Anchor>
      </Fact>
      <Fact label={t('support.contact.phone')}>
        <Anchor href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</Anchor>
      </Fact>
      <Fact label={t('support.contact.hours')}>{info.hours}</Fact>
    </SimpleGrid>
  );
}
