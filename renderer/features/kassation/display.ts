import type { KassationRecord } from '../../../shared/schemas/kassation.ts';
import { personName } from '../../../shared/schemas/kassation.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';

type Status = KassationRecord['status'] | 'restored';

export const STATUS_COLORS: Record<Status, string> = {
  initiated: 'yellow',
  approved: 'blue',
  completed: 'green',
  cancelled: 'gray',
  restored: 'grape',
};

export const statusOf = (row: Pick<KassationRecord, 'status' | 'is_restored'>): Status =>
  row.is_restored ? 'restored' : row.status;

export const statusKey = (status: Status): MessageKey => `kassation.status.${status}`;

export const reasonKey = (reason: KassationRecord['reason']): MessageKey =>
  `kassation.reason.${reason}`;

export const unitKey = (unit: string): MessageKey =>
  unit === 'paket' ? 'inventory.unit.paket' : 'inventory.unit.styck';

export const medicineText = (row: Pick<KassationRecord, 'medicine_name' | 'medicine_strength'>) =>
  [row.medicine_name, row.medicine_strength].filter(Boolean).join(' ');

export { personName };
