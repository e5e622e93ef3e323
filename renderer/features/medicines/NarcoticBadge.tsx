import { Badge } from '@mantine/core';
import { useT } from '../../i18n/t.ts';

/** The mark on narcotic-classified (controlled) medicines, with the förteckning when known. */
export function NarcoticBadge({ schedule }: { schedule?: string | null }) {
  const t = useT();
  return (
    <Badge miw="max-content" color="grape" variant="filled" size="sm">
      {t('medicines.narcotic')}
      {schedule ? ` ${schedule}` : null}
    </Badge>
  );
}
