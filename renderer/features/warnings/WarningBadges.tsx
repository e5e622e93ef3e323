import { Badge } from '@mantine/core';
import type { Warning } from '../../../shared/schemas/warning.ts';
import { useT } from '../../i18n/t.ts';
import {
  SEVERITY_COLORS,
  SEVERITY_KEYS,
  STATUS_COLORS,
  STATUS_KEYS,
  TYPE_KEYS,
  warningStatus,
} from './warning-labels.ts';

export function SeverityBadge({ severity }: Pick<Warning, 'severity'>) {
  const t = useT();
  return (
    <Badge miw="max-content" color={SEVERITY_COLORS[severity]} variant="filled">
      {t(SEVERITY_KEYS[severity])}
    </Badge>
  );
}

export function StatusBadge({ warning }: { warning: Warning }) {
  const t = useT();
  const status = warningStatus(warning);
  return (
    <Badge miw="max-content" color={STATUS_COLORS[status]} variant="light">
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}

export function TypeBadge({ type }: { type: Warning['warning_type'] }) {
  const t = useT();
  return (
    <Badge miw="max-content" color="gray" variant="outline">
      {t(TYPE_KEYS[type])}
    </Badge>
  );
}
