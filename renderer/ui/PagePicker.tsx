import { Pagination, type PaginationProps } from '@mantine/core';
import { useT } from '../i18n/t.ts';

/** Mantine's page buttons with names on the arrows, which are icons only (WCAG button-name). */
export function PagePicker(props: PaginationProps) {
  const t = useT();
  const names = {
    first: t('common.page.first'),
    previous: t('common.page.previous'),
    next: t('common.page.next'),
    last: t('common.page.last'),
  };
  return (
    <Pagination
      getItemProps={(page) => ({ 'aria-label': t('common.page.number', { page }) })}
      getControlProps={(control) => ({ 'aria-label': names[control] })}
      {...props}
    />
  );
}
