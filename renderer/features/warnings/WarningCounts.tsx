import { SimpleGrid } from '@mantine/core';
import type { WarningCounts as Counts } from '../../../shared/schemas/warning.ts';
import { useT } from '../../i18n/t.ts';
import { StatCard } from '../../ui/StatCard.tsx';

/** The four count cards over the listed units, whatever the search and filters. */
export function WarningCounts({ counts }: { counts: Counts | undefined }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <StatCard label={t('warnings.count.active')} value={counts?.active ?? 0} color="blue" />
      <StatCard label={t('warnings.count.critical')} value={counts?.critical ?? 0} color="red" />
      <StatCard
        label={t('warnings.count.acknowledged')}
        value={counts?.acknowledged ?? 0}
        color="yellow"
      />
      <StatCard label={t('warnings.count.resolved')} value={counts?.resolved ?? 0} color="green" />
    </SimpleGrid>
  );
}
