import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Warning } from '../../../shared/schemas/warning.ts';
import { useT } from '../../i18n/t.ts';
import { useServerText } from '../../i18n/use-server-text.ts';
import { UNIT_KEYS } from '../inventory/expiry.ts';
import { SeverityBadge, StatusBadge, TypeBadge } from './WarningBadges.tsx';
import { formatWhen, medicineName, personName } from './warning-labels.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

/** What the warning is about, and who acknowledged and resolved it. */
export function WarningFacts({ warning }: { warning: Warning }) {
  const t = useT();
  const text = useServerText();
  const medicine = medicineName(warning);
  const item = warning.inventory_item;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <TypeBadge type={warning.warning_type} />
        <SeverityBadge severity={warning.severity} />
        <StatusBadge warning={warning} />
      </Group>
      <Text>{text(warning.description_message, warning.description)}</Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label={t('warnings.detail.site')} value={warning.site.name} />
        {medicine ? <Fact label={t('warnings.detail.medicine')} value={medicine} /> : null}
        {item ? <Fact label={t('warnings.detail.batch')} value={item.batch_number} /> : null}
        {item ? <Fact label={t('warnings.detail.expiry')} value={item.expiry_date} /> : null}
        {item ? (
          <Fact
            label={t('warnings.detail.quantity')}
            value={t('inventory.quantity', {
              quantity: item.quantity,
              unit: t(UNIT_KEYS[item.unit_type]),
            })}
          />
        ) : null}
        <Fact label={t('warnings.detail.created')} value={formatWhen(warning.created_at)} />
      </SimpleGrid>
      {warning.acknowledged_by_user && warning.acknowledged_at ? (
        <Text size="sm">
          {t('warnings.detail.acknowledgedBy', {
            name: personName(warning.acknowledged_by_user),
            when: formatWhen(warning.acknowledged_at),
          })}
        </Text>
      ) : null}
      {warning.is_resolved && warning.resolved_at ? (
        <Text size="sm">
          {warning.resolved_by_user
            ? t('warnings.detail.resolvedBy', {
                name: personName(warning.resolved_by_user),
                when: formatWhen(warning.resolved_at),
              })
            : t('warnings.detail.resolvedBySystem', { when: formatWhen(warning.resolved_at) })}
        </Text>
      ) : null}
      {warning.resolution_notes ? (
        <Fact
          label={t('warnings.detail.notes')}
          value={text(warning.resolution_message, warning.resolution_notes)}
        />
      ) : null}
    </Stack>
  );
}
