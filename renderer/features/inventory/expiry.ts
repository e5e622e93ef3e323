import type { InventoryItem } from '../../../shared/schemas/inventory.ts';
import type { ExpiryStatus } from '../../../shared/stock-rules.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';

type Text = { key: MessageKey; params?: Record<string, number> };

/** 'N dagar', '1 dag', 'Utgår idag' or 'Utgått för N dagar sedan' (spec 1-platform §2.7). */
export function expiryText(days: number): Text {
  if (days < -1) return { key: 'inventory.days.expired', params: { days: -days } };
  if (days === -1) return { key: 'inventory.days.expiredOne' };
  if (days === 0) return { key: 'inventory.days.today' };
  if (days === 1) return { key: 'inventory.days.one' };
  return { key: 'inventory.days.many', params: { days } };
}

export const EXPIRY_STATUS_KEYS: Record<ExpiryStatus, MessageKey> = {
  expired: 'inventory.status.expired',
  critical: 'inventory.status.critical',
  warning: 'inventory.status.warning',
  ok: 'inventory.status.ok',
};

export const EXPIRY_STATUS_COLORS: Record<ExpiryStatus, string> = {
  expired: 'dark',
  critical: 'red',
  warning: 'yellow',
  ok: 'green',
};

export const UNIT_KEYS: Record<InventoryItem['unit_type'], MessageKey> = {
  styck: 'inventory.unit.styck',
  paket: 'inventory.unit.paket',
};

export const UNIT_TYPE_KEYS: Record<InventoryItem['unit_type'], MessageKey> = {
  styck: 'inventory.unitType.styck',
  paket: 'inventory.unitType.paket',
};

export const medicineLabel = (item: Pick<InventoryItem, 'medicine_name' | 'medicine_strength'>) =>
  [item.medicine_name, item.medicine_strength].filter(Boolean).join(' ');
