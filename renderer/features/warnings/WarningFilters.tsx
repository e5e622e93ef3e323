import { Group, Input, SegmentedControl, Select, TextInput } from '@mantine/core';
import {
  WARNING_SEVERITIES,
  WARNING_TYPES,
  type WarningSeverity,
  type WarningType,
} from '../../../shared/schemas/warning.ts';
import { useT } from '../../i18n/t.ts';
import { SEVERITY_KEYS, TYPE_KEYS } from './warning-labels.ts';
import type { StatusFilter, WarningFilters as Filters } from './warnings-api.ts';

type FilterChange = Partial<Omit<Filters, 'page'>>;

type WarningFiltersProps = {
  filters: Omit<Filters, 'page'>;
  /** Offer the choice between the chosen unit and all of the person's units. */
  showScope: boolean;
  onChange: (change: FilterChange) => void;
};

const STATUSES: StatusFilter[] = ['all', 'open', 'resolved'];

const isType = (v: string | null): v is WarningType =>
  v !== null && (WARNING_TYPES as readonly string[]).includes(v);
const isSeverity = (v: string | null): v is WarningSeverity =>
  v !== null && (WARNING_SEVERITIES as readonly string[]).includes(v);
const isStatus = (v: string): v is StatusFilter => (STATUSES as string[]).includes(v);

export function WarningFilters({ filters, showScope, onChange }: WarningFiltersProps) {
  const t = useT();
  return (
    <Group align="flex-end" wrap="wrap">
      <TextInput
        label={t('warnings.search.label')}
        placeholder={t('warnings.search.placeholder')}
        type="search"
        value={filters.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        style={{ flex: '1 1 260px' }}
      />
      <Select
        label={t('warnings.filter.type')}
        placeholder={t('warnings.filter.all')}
        clearable
        value={filters.type}
        data={WARNING_TYPES.map((value) => ({ value, label: t(TYPE_KEYS[value]) }))}
        onChange={(value) => onChange({ type: isType(value) ? value : null })}
        w={210}
      />
      <Select
        label={t('warnings.filter.severity')}
        placeholder={t('warnings.filter.all')}
        clearable
        value={filters.severity}
        data={WARNING_SEVERITIES.map((value) => ({ value, label: t(SEVERITY_KEYS[value]) }))}
        onChange={(value) => onChange({ severity: isSeverity(value) ? value : null })}
        w={170}
      />
      <Input.Wrapper label={t('warnings.filter.status')} id="warning-status" labelElement="div">
        <SegmentedControl
          aria-labelledby="warning-status-label"
          value={filters.status}
          onChange={(value) => {
            if (isStatus(value)) onChange({ status: value });
          }}
          data={[
            { value: 'all', label: t('warnings.filter.all') },
            { value: 'open', label: t('warnings.filter.open') },
            { value: 'resolved', label: t('warnings.filter.resolved') },
          ]}
        />
      </Input.Wrapper>
      {showScope ? (
        <Input.Wrapper label={t('warnings.scope.label')} id="warning-scope" labelElement="div">
          <SegmentedControl
            aria-labelledby="warning-scope-label"
            value={filters.allSites ? 'all' : 'site'}
            onChange={(value) => onChange({ allSites: value === 'all' })}
            data={[
              { value: 'site', label: t('warnings.scope.site') },
              { value: 'all', label: t('warnings.scope.all') },
            ]}
          />
        </Input.Wrapper>
      ) : null}
    </Group>
  );
}
