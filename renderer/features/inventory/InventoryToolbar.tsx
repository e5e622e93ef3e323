import { Group, Input, SegmentedControl, TextInput } from '@mantine/core';
import { EXPIRY_FILTERS } from '../../../shared/schemas/inventory.ts';
import { useT } from '../../i18n/t.ts';
import type { InventoryFilter } from './inventory-api.ts';

type InventoryToolbarProps = {
  search: string;
  filter: InventoryFilter;
  onSearch: (search: string) => void;
  onFilter: (filter: InventoryFilter) => void;
};

const isFilter = (value: string): value is InventoryFilter =>
  (EXPIRY_FILTERS as readonly string[]).includes(value);

export function InventoryToolbar({ search, filter, onSearch, onFilter }: InventoryToolbarProps) {
  const t = useT();
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label={t('inventory.search.label')}
        placeholder={t('inventory.search.placeholder')}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 280px' }}
      />
      <Input.Wrapper label={t('inventory.filter.label')} id="inventory-filter" labelElement="div">
        <SegmentedControl
          aria-labelledby="inventory-filter-label"
          value={filter}
          onChange={(value) => {
            if (isFilter(value)) onFilter(value);
          }}
          data={EXPIRY_FILTERS.map((value) => ({
            value,
            label: t(`inventory.filter.${value}`),
          }))}
        />
      </Input.Wrapper>
    </Group>
  );
}
