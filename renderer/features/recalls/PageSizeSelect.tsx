import { Select } from '@mantine/core';
import { useT } from '../../i18n/t.ts';
import {
  isWithdrawalPageSize,
  WITHDRAWAL_PAGE_SIZES,
  type WithdrawalPageSize,
} from './monitor-settings.ts';

type PageSizeSelectProps = { size: WithdrawalPageSize; onSize: (size: WithdrawalPageSize) => void };

export function PageSizeSelect({ size, onSize }: PageSizeSelectProps) {
  const t = useT();
  return (
    <Select
      label={t('recalls.pageSize')}
      data={WITHDRAWAL_PAGE_SIZES.map(String)}
      value={String(size)}
      allowDeselect={false}
      w={110}
      onChange={(value) => {
        const next = Number(value);
        if (isWithdrawalPageSize(next)) onSize(next);
      }}
    />
  );
}
