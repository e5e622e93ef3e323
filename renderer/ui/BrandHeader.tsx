import { Anchor, Box, Container, Group, Text, type MantineSize } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/t.ts';
import { ChevronLeftIcon, ShieldIcon } from './icons.tsx';

type Props = { size: MantineSize; back: { to: string; label: string } | null };

/** The bar on top of the pages outside the signed-in layout: the brand and a way back. */
export function BrandHeader({ size, back }: Props) {
  const t = useT();
  return (
    <Box
      component="header"
      bg="var(--mantine-color-body)"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size={size}>
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Group gap={8} c="teal" wrap="nowrap">
            <ShieldIcon size={24} />
            <Text fw={700} size="lg">
              {t('app.name')}
            </Text>
          </Group>
          {back ? (
            <Anchor component={Link} to={back.to} size="sm" fw={500}>
              <Group gap={4} wrap="nowrap" component="span">
                <ChevronLeftIcon size={16} />
                {back.label}
              </Group>
            </Anchor>
          ) : null}
        </Group>
      </Container>
    </Box>
  );
}
