import { useT } from '../../i18n/t.ts';
import { PrintHeading } from '../print/PrintHeading.tsx';
import { SEVERITY_KEYS, TYPE_KEYS } from './warning-labels.ts';
import type { WarningFilters } from './warnings-api.ts';

/** The warnings list's heading on paper, its filters in the words the filter fields use. */
export function WarningsPrintHeading({ criteria }: { criteria: Omit<WarningFilters, 'page'> }) {
  const t = useT();
  const search = criteria.search.trim();
  return (
    <PrintHeading
      title={t('warnings.title')}
      allSites={criteria.allSites}
      filters={[
        criteria.type && `${t('warnings.filter.type')}: ${t(TYPE_KEYS[criteria.type])}`,
        criteria.severity &&
          `${t('warnings.filter.severity')}: ${t(SEVERITY_KEYS[criteria.severity])}`,
        criteria.status !== 'all' &&
          `${t('warnings.filter.status')}: ${t(`warnings.filter.${criteria.status}`)}`,
        search && t('print.heading.search', { search }),
      ]}
    />
  );
}
