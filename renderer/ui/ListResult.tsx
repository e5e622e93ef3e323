import { Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/t.ts';

type ListResultProps = {
  query: { isPending: boolean; isSuccess: boolean };
  shown: number;
  total: number;
  emptyText: string;
  /** Shown under the table when the server holds more rows than the page. */
  countText: string;
  /** The table, rendered when there is at least one row. */
  children: ReactNode;
};

/** A list's loader, its empty text, or its table with a count line when not all rows came. */
export function ListResult({
  query,
  shown,
  total,
  emptyText,
  countText,
  children,
}: ListResultProps) {
  const t = useT();
  if (query.isPending) return <Loader aria-label={t('app.loading')} />;
  if (shown === 0) return query.isSuccess ? <Text c="dimmed">{emptyText}</Text> : null;
  return (
    <>
      {children}
      {total > shown ? (
        <Text size="sm" c="dimmed">
          {countText}
        </Text>
      ) : null}
    </>
  );
}
