import { Group, SegmentedControl, TextInput } from '@mantine/core';
import type { RoleName } from '../../../shared/constants.ts';
import { useT } from '../../i18n/t.ts';
import { isRole, roleOptions } from './role-options.ts';

const ALL = 'all';

type UserFiltersProps = {
  search: string;
  role: RoleName | null;
  onSearch: (search: string) => void;
  onRole: (role: RoleName | null) => void;
};

export function UserFilters({ search, role, onSearch, onRole }: UserFiltersProps) {
  const t = useT();
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label={t('users.search.label')}
        placeholder={t('users.search.placeholder')}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        style={{ flex: '1 1 280px' }}
      />
      <SegmentedControl
        aria-label={t('users.filter.role')}
        value={role ?? ALL}
        onChange={(value) => onRole(isRole(value) ? value : null)}
        data={[{ value: ALL, label: t('users.filter.all') }, ...roleOptions(t)]}
      />
    </Group>
  );
}
