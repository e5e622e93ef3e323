import { Badge, Group } from '@mantine/core';
import type { InventoryItem } from '../../../shared/schemas/inventory.ts';
import { useT } from '../../i18n/t.ts';
import { EXPIRY_STATUS_COLORS, EXPIRY_STATUS_KEYS } from './expiry.ts';

/**
 * Expiry status (Utgånget dark, Kritiskt red, Varning yellow, OK green), recall, a narcotic's
 * packs waiting for destruction, and low stock.
 */
export function StockBadges({ item }: { item: InventoryItem }) {
  const t = useT();
  const status = item.expiry_status;
  return (
    <Group gap={4} wrap="wrap">
      <Badge
        miw="max-content"
        color={EXPIRY_STATUS_COLORS[status]}
        variant={status === 'expired' || status === 'critical' ? 'filled' : 'light'}
      >
        {t(EXPIRY_STATUS_KEYS[status])}
      </Badge>
      {item.is_recalled ? (
        <Badge miw="max-content" color="red.9" variant="filled">
          {t('inventory.status.recalled')}
        </Badge>
      ) : null}
      {item.temperature_deviation_id ? (
        <Badge miw="max-content" color="orange" variant="filled" tt="none">
          {t('inventory.status.temperature')}
        </Badge>
      ) : null}
      {item.pending_destruction > 0 ? (
        <Badge miw="max-content" color="grape" variant="light">
          {t('inventory.status.pendingDestruction', { quantity: item.pending_destruction })}
        </Badge>
      ) : null}
      {item.is_low_stock ? (
        <Badge miw="max-content" color="orange" variant="outline">
          {t('inventory.status.lowStock')}
        </Badge>
      ) : null}
    </Group>
  );
}
