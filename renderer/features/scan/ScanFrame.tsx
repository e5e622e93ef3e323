import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronLeftIcon, ShieldIcon } from '../../components/icons.tsx';
import { useT } from '../../i18n/t.ts';

type Props = { title: string; children: ReactNode; backTo?: string | null };

/** A full-screen frame for the scan pages (kiosk and phone): the brand and a way back. */
export function ScanFrame({ title, children, backTo = '/' }: Props) {
  const t = useT();
  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <title>{`${title} – ${t('app.name')}`}</title>
      <Box
        component="header"
        bg="var(--mantine-color-body)"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="md">
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Group gap={8} c="teal.8" wrap="nowrap">
              <ShieldIcon size={24} />
              <Text fw={700} size="lg">
                {t('app.name')}
              </Text>
            </Group>
            {backTo ? (
              <Anchor component={Link} to={backTo} size="sm" fw={500}>
                <Group gap={4} wrap="nowrap" component="span">
                  <ChevronLeftIcon size={16} />
                  {t('scan.back')}
                </Group>
              </Anchor>
            ) : null}
          </Group>
        </Container>
      </Box>
      <Container size="md" py="lg" px="sm" component="main">
        {children}
      </Container>
    </Box>
  );
}
