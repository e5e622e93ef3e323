import { Badge } from '@mantine/core';
import type { CustomerTypeName } from '../../../shared/constants.ts';
import { useT } from '../../i18n/t.ts';
import { CUSTOMER_TYPE_COLORS, CUSTOMER_TYPE_KEYS } from './customer-types.ts';

export function CustomerTypeBadge({ type }: { type: CustomerTypeName }) {
  const t = useT();
  return (
    <Badge miw="max-content" color={CUSTOMER_TYPE_COLORS[type]} variant="light">
      {t(CUSTOMER_TYPE_KEYS[type])}
    </Badge>
  );
}
