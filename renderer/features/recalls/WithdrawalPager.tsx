import { Button, Group, Text } from '@mantine/core';
import { useT } from '../../i18n/t.ts';
import { pageWindow } from './page-window.ts';

type WithdrawalPagerProps = { page: number; pages: number; onPage: (page: number) => void };

/** Föregående, a window of up to five page numbers, '...' and the last page, then Nästa. */
export function WithdrawalPager({ page, pages, onPage }: WithdrawalPagerProps) {
  const t = useT();
  const shown = pageWindow(page, pages);
  const number = (n: number) => (
    <Button
      key={n}
      size="xs"
      variant={n === page ? 'filled' : 'default'}
      aria-label={t('recalls.pages.page', { page: n })}
      aria-current={n === page ? 'page' : undefined}
      onClick={() => onPage(n)}
    >
      {n}
    </Button>
  );
  return (
    <Group component="nav" aria-label={t('recalls.pages.label')} gap={6} wrap="wrap">
      <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('recalls.pages.previous')}
      </Button>
      {shown.pages.map(number)}
      {shown.ellipsis ? (
        <Text component="span" c="dimmed" aria-label={t('recalls.pages.gap')} px={4}>
          ...
        </Text>
      ) : null}
      {shown.last === null ? null : number(shown.last)}
      <Button size="xs" variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('recalls.pages.next')}
      </Button>
    </Group>
  );
}
