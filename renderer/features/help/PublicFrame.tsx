import { Anchor, Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandHeader } from '../../ui/BrandHeader.tsx';
import { useT } from '../../i18n/t.ts';
import { useBackLink } from './use-back-link.ts';

/** The frame of the pages anyone may open: help, support and not found. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const back = useBackLink();
  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <title>{`${title} – ${t('app.name')}`}</title>
      <BrandHeader size="lg" back={{ to: back.to, label: t(back.label) }} />
      <Container size="lg" py="xl" component="main">
        {children}
      </Container>
      <Container size="lg" pb="xl" component="footer">
        <Group component="nav" aria-label={t('public.links')} gap="lg" justify="center">
          <Anchor component={Link} to={back.to} size="sm">
            {t(back.label)}
          </Anchor>
          <Anchor component={Link} to="/help" size="sm">
            {t('login.help')}
          </Anchor>
          <Anchor component={Link} to="/support" size="sm">
            {t('login.support')}
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
