import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Gs1Fields } from '../../../shared/schemas/qr.ts';
import { useT } from '../../i18n/t.ts';
import { NarcoticBadge } from '../medicines/NarcoticBadge.tsx';

export type MedicineFacts = {
  medicine_name: string | null;
  strength: string | null;
  unit: string | null;
  is_controlled_substance: boolean;
  /** Null when the stock is not shown (a narcotic on the public page). */
  current_inventory: number | null;
  site_name: string | null;
  gs1?: Gs1Fields | null;
};

/** What was scanned: the medicine, its stock at the site and, for a pack, what the pack said. */
export function MedicineSummary({ facts }: { facts: MedicineFacts }) {
  const t = useT();
  const pack = facts.gs1;
  return (
    <Paper withBorder radius="md" p="lg" aria-label={t('scan.medicine.label')} component="section">
      <Stack gap="sm">
        <Group gap="sm" align="center">
          <Title order={2} size="h3" tabIndex={-1}>
            {[facts.medicine_name, facts.strength].filter(Boolean).join(' ')}
          </Title>
          {facts.is_controlled_substance ? <NarcoticBadge /> : null}
        </Group>
        {facts.unit ? <Text c="dimmed">{facts.unit}</Text> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {facts.current_inventory === null ? null : (
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('scan.medicine.inventory')}
              </Text>
              <Text fw={700} size="xl" data-testid="current-inventory">
                {facts.current_inventory}
              </Text>
            </Stack>
          )}
          {facts.site_name ? (
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('scan.medicine.site')}
              </Text>
              <Text fw={500}>{facts.site_name}</Text>
            </Stack>
          ) : null}
        </SimpleGrid>
        {pack ? (
          <Group gap="xs">
            <Badge variant="light" color="blue" tt="none">
              {t('scan.pack.gtin', { gtin: pack.gtin })}
            </Badge>
            {pack.batch_number ? (
              <Badge variant="light" color="blue" tt="none">
                {t('scan.pack.batch', { batch: pack.batch_number })}
              </Badge>
            ) : null}
            {pack.expiry_date ? (
              <Badge variant="light" color="blue" tt="none">
                {t('scan.pack.expiry', { date: pack.expiry_date })}
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
