import { SimpleGrid } from '@mantine/core';
import type { CustomerList } from '../../../shared/schemas/customer.ts';
import { useT } from '../../i18n/t.ts';
import { StatCard } from '../../ui/StatCard.tsx';

/** Counts over all customers (the unfiltered list), whatever the table's filters are. */
export function CustomerStats({ list }: { list: CustomerList | undefined }) {
  const t = useT();
  const rows = list?.customers ?? [];
  const count = (type: string) => rows.filter((c) => c.customer_type === type).length;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
      <StatCard label={t('customers.stat.total')} value={list?.total ?? 0} />
      <StatCard
        label={t('customers.stat.active')}
        value={rows.filter((c) => c.is_active).length}
        color="green"
      />
      <StatCard label={t('customers.stat.region')} value={count('region')} />
      <StatCard label={t('customers.stat.kommun')} value={count('kommun')} />
      <StatCard label={t('customers.stat.private')} value={count('private')} />
    </SimpleGrid>
  );
}
