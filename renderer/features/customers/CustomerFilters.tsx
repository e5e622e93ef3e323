import { Group, Select, TextInput } from '@mantine/core';
import type { CustomerTypeName } from '../../../shared/constants.ts';
import { useT } from '../../i18n/t.ts';
import { customerTypeOptions, isCustomerType } from './customer-types.ts';

const ALL = 'all';

type CustomerFiltersProps = {
  search: string;
  type: CustomerTypeName | null;
  onSearch: (search: string) => void;
  onType: (type: CustomerTypeName | null) => void;
};

export function CustomerFilters({ search, type, onSearch, onType }: CustomerFiltersProps) {
  const t = useT();
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label={t('customers.search.label')}
        placeholder={t('customers.search.placeholder')}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 280px' }}
      />
      <Select
        label={t('customers.filter.type')}
        data={[{ value: ALL, label: t('customers.filter.all') }, ...customerTypeOptions(t)]}
        value={type ?? ALL}
        allowDeselect={false}
        onChange={(value) => onType(isCustomerType(value) ? value : null)}
        w={200}
      />
    </Group>
  );
}
