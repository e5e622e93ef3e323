import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import type { Customer } from '../../../shared/schemas/customer.ts';
import { useT } from '../../i18n/t.ts';
import { NO_SITE_FILTERS, type SiteFilters as Filters, type SiteStatus } from './sites-api.ts';

const ALL = 'all';
const STATUSES: readonly SiteStatus[] = ['all', 'active', 'inactive'];
const isStatus = (value: string): value is SiteStatus =>
  (STATUSES as readonly string[]).includes(value);

type SiteFiltersProps = {
  filters: Filters;
  customers: Customer[];
  onChange: (filters: Filters) => void;
};

export function SiteFilters({ filters, customers, onChange }: SiteFiltersProps) {
  const t = useT();
  const filtered =
    filters.search !== '' || filters.customer_id !== null || filters.status !== 'all';
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label={t('sites.search.label')}
        placeholder={t('sites.search.placeholder')}
        type="search"
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
        style={{ flex: '1 1 260px' }}
      />
      <Select
        label={t('sites.filter.customer')}
        data={[
          { value: ALL, label: t('sites.filter.allCustomers') },
          ...customers.map((c) => ({ value: c.id, label: c.name })),
        ]}
        value={filters.customer_id ?? ALL}
        allowDeselect={false}
        searchable
        onChange={(value) =>
          onChange({ ...filters, customer_id: value && value !== ALL ? value : null })
        }
        w={260}
      />
      <SegmentedControl
        aria-label={t('sites.filter.status')}
        value={filters.status}
        onChange={(value) => {
          if (isStatus(value)) onChange({ ...filters, status: value });
        }}
        data={[
          { value: 'all', label: t('sites.filter.all') },
          { value: 'active', label: t('sites.filter.active') },
          { value: 'inactive', label: t('sites.filter.inactive') },
        ]}
      />
      <Button variant="subtle" disabled={!filtered} onClick={() => onChange(NO_SITE_FILTERS)}>
        {t('sites.filter.clear')}
      </Button>
    </Group>
  );
}
