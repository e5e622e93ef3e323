import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/t.ts';
import { notifySuccess } from '../../ui/notify.ts';
import { RELOAD_AFTER_REFRESH_MS } from './monitor-settings.ts';
import { notifyFailure } from './monitor-notify.ts';
import { requestFeedCheck, withdrawalsKey } from './withdrawals-api.ts';

/**
 * 'Uppdatera RSS': asks for a feed check, tells how the request went, and 2 s later reloads the
 * list and the feed status and lets the button be pressed again (spec 2-stock §4).
 */
export function useFeedRefresh(): { refreshing: boolean; refresh: () => void } {
  const t = useT();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const refresh = () => {
    if (refreshing) return;
    setRefreshing(true);
    const reloadLater = () => {
      timer.current = setTimeout(() => {
        timer.current = null;
        setRefreshing(false);
        void queryClient.invalidateQueries({ queryKey: withdrawalsKey });
      }, RELOAD_AFTER_REFRESH_MS);
    };
    void requestFeedCheck().then(
      () => {
        notifySuccess(t('recalls.refresh.started'));
        reloadLater();
      },
      () => {
        notifyFailure(t('recalls.refresh.failed'));
        reloadLater();
      },
    );
  };

  return { refreshing, refresh };
}
