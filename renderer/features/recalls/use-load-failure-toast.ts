import { useEffect } from 'react';
import { useT } from '../../i18n/t.ts';
import { notifyFailure } from './monitor-notify.ts';

/** One toast 'Failed to load withdrawal data' per failed load of the list (spec 2-stock §8). */
export function useLoadFailureToast(query: { isError: boolean; errorUpdatedAt: number }): void {
  const t = useT();
  const failedAt = query.isError ? query.errorUpdatedAt : 0;
  const text = t('recalls.error.loadToast');
  useEffect(() => {
    if (failedAt) notifyFailure(text);
  }, [failedAt, text]);
}
