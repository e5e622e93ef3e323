import { SimpleGrid } from '@mantine/core';
import type { InventoryCounts as Counts } from '../../../shared/schemas/inventory.ts';
import { useT } from '../../i18n/t.ts';
import { StatCard } from '../../ui/StatCard.tsx';

/** The four count cards over the whole site stock, whatever the search and filter. */
export function InventoryCounts({ counts }: { counts: Counts | undefined }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <StatCard label={t('inventory.count.total')} value={counts?.total ?? 0} />
      <StatCard
        label={t('inventory.count.expiring')}
        value={counts?.expiring ?? 0}
        color="yellow"
      />
      <StatCard label={t('inventory.count.expired')} value={counts?.expired ?? 0} color="red" />
      <StatCard
        label={t('inventory.count.low_stock')}
        value={counts?.low_stock ?? 0}
        color="orange"
      />
    </SimpleGrid>
  );
}
