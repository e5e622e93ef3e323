import { SimpleGrid } from '@mantine/core';
import type { Customer } from '../../../shared/schemas/customer.ts';
import { useT } from '../../i18n/t.ts';
import { StatCard } from '../../ui/StatCard.tsx';
import { useSiteCount } from './sites-api.ts';

/** Site counts over all sites; a site's type is its customer's, summed from the customers' site counts. */
export function SiteStats({ customers }: { customers: Customer[] }) {
  const t = useT();
  const total = useSiteCount('all').data ?? 0;
  const active = useSiteCount('active').data ?? 0;
  const inactive = useSiteCount('inactive').data ?? 0;
  const ofType = (type: string) =>
    customers.filter((c) => c.customer_type === type).reduce((sum, c) => sum + c.site_count, 0);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
      <StatCard label={t('sites.stat.total')} value={total} />
      <StatCard label={t('sites.stat.active')} value={active} color="green" />
      <StatCard label={t('sites.stat.inactive')} value={inactive} color="gray" />
      <StatCard label={t('sites.stat.region')} value={ofType('region')} />
      <StatCard label={t('sites.stat.kommun')} value={ofType('kommun')} />
      <StatCard label={t('sites.stat.private')} value={ofType('private')} />
    </SimpleGrid>
  );
}
