import { Alert, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/t.ts';
import { serverDetail } from '../../ui/api-errors.ts';
import { rowRange } from './monitor-settings.ts';
import { useLoadFailureToast } from './use-load-failure-toast.ts';
import { WithdrawalPager } from './WithdrawalPager.tsx';
import { WithdrawalTable } from './WithdrawalTable.tsx';
import { useWithdrawalList } from './withdrawals-api.ts';

type WithdrawalListProps = {
  page: number;
  size: number;
  search: string;
  onPage: (page: number) => void;
};

/** The recall table with its count line and pages, or its loading, empty and error state. */
export function WithdrawalList({ page, size, search, onPage }: WithdrawalListProps) {
  const t = useT();
  const list = useWithdrawalList({ page, size, search });
  useLoadFailureToast(list);
  const items = list.data?.items ?? [];
  const range = rowRange(page, size, items.length, list.data?.total ?? 0);

  return (
    <Stack gap="sm">
      {list.data && list.data.total > 0 ? (
        <Text size="sm" c="dimmed" data-testid="withdrawal-range">
          {t('recalls.range', range)}
        </Text>
      ) : null}
      {list.isError ? (
        <Alert color="red" role="alert">
          {serverDetail(list.error) ?? t('recalls.error.load')}
        </Alert>
      ) : null}
      {list.isPending && !list.isError ? (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t('recalls.loading')}</Text>
        </Group>
      ) : null}
      {list.isSuccess && items.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text fw={500}>{t('recalls.empty')}</Text>
        </Paper>
      ) : null}
      {items.length > 0 ? <WithdrawalTable items={items} /> : null}
      {list.data && list.data.pages > 1 ? (
        <WithdrawalPager page={page} pages={list.data.pages} onPage={onPage} />
      ) : null}
    </Stack>
  );
}
