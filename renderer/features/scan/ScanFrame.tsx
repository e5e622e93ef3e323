import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandHeader } from '../../ui/BrandHeader.tsx';
import { useT } from '../../i18n/t.ts';

type Props = { title: string; children: ReactNode; backTo?: string | null };

/** A full-screen frame for the scan pages (kiosk and phone): the brand and a way back. */
export function ScanFrame({ title, children, backTo = '/' }: Props) {
  const t = useT();
  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <title>{`${title} – ${t('app.name')}`}</title>
      <BrandHeader size="md" back={backTo ? { to: backTo, label: t('scan.back') } : null} />
      <Container size="md" py="lg" px="sm" component="main">
        {children}
      </Container>
    </Box>
  );
}
