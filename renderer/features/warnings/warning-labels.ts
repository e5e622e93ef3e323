import type { RoleName } from '../../../shared/constants.ts';
import type {
  Warning,
  WarningAction,
  WarningSeverity,
  WarningType,
} from '../../../shared/schemas/warning.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';

export type WarningStatus = 'open' | 'acknowledged' | 'resolved';

export const TYPE_KEYS: Record<WarningType, MessageKey> = {
  expiry_warning: 'warnings.type.expiry_warning',
  critical_expiry: 'warnings.type.critical_expiry',
  low_stock: 'warnings.type.low_stock',
  count_overdue: 'warnings.type.count_overdue',
  deviation: 'warnings.type.deviation',
  system_alert: 'warnings.type.system_alert',
  opened_pack_expiry: 'warnings.type.opened_pack_expiry',
  delegation_ending: 'warnings.type.delegation_ending',
  fridge_not_read: 'warnings.type.fridge_not_read',
};

export const SEVERITY_KEYS: Record<WarningSeverity, MessageKey> = {
  low: 'warnings.severity.low',
  medium: 'warnings.severity.medium',
  high: 'warnings.severity.high',
  critical: 'warnings.severity.critical',
};

export const SEVERITY_COLORS: Record<WarningSeverity, string> = {
  low: 'gray',
  medium: 'yellow',
  high: 'orange',
  critical: 'red',
};

export const STATUS_KEYS: Record<WarningStatus, MessageKey> = {
  open: 'warnings.status.open',
  acknowledged: 'warnings.status.acknowledged',
  resolved: 'warnings.status.resolved',
};

export const STATUS_COLORS: Record<WarningStatus, string> = {
  open: 'blue',
  acknowledged: 'yellow',
  resolved: 'green',
};

export const ACTION_KEYS: Record<WarningAction, MessageKey> = {
  created: 'warnings.history.created',
  acknowledged: 'warnings.history.acknowledged',
  resolved: 'warnings.history.resolved',
  email_sent: 'warnings.history.email_sent',
};

export const ACTION_COLORS: Record<WarningAction, string> = {
  created: 'blue',
  acknowledged: 'yellow',
  resolved: 'green',
  email_sent: 'gray',
};

export function warningStatus(
  warning: Pick<Warning, 'is_resolved' | 'is_acknowledged'>,
): WarningStatus {
  if (warning.is_resolved) return 'resolved';
  return warning.is_acknowledged ? 'acknowledged' : 'open';
}

/** Spec 2-stock §6: acknowledging and resolving are for admins and unit managers. */
export const mayHandleWarnings = (role: RoleName | undefined) =>
  role === 'admin' || role === 'site_admin';

/** What a person may still do with a warning; a resolved one offers nothing. */
export function actionsFor(role: RoleName | undefined, warning: Warning) {
  const allowed = mayHandleWarnings(role) && !warning.is_resolved;
  return { acknowledge: allowed && !warning.is_acknowledged, resolve: allowed };
}

/** The open warnings of a page, the ones a bulk action can take. */
export const selectableIds = (items: Warning[]) =>
  items.filter((w) => !w.is_resolved).map((w) => w.id);

export function medicineName(warning: Warning): string | null {
  const medicine = warning.inventory_item?.medicine_template ?? warning.medicine_template;
  return medicine ? [medicine.name, medicine.strength].filter(Boolean).join(' ') : null;
}

export const personName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

const stockholmTime = new Intl.DateTimeFormat('sv-SE', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Stockholm',
});

/** '2026-11-21 10:00' in Swedish time, whatever the computer's own zone. */
export const formatWhen = (iso: string) => stockholmTime.format(new Date(iso));
