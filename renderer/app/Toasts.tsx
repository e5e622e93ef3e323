import { notificationsStore, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

const LIMIT = 20;
// The header's user block and 'Logga ut' sit top right; nothing fixed lives bottom right.
const POSITION = 'bottom-right';

/** Most visits show no toast: the container and its animations are fetched with the first one. */
export const loadToastContainer = () => import('./ToastContainer.tsx');

// Outside the router, so nothing would catch a failed fetch: the page goes on without toasts.
const Notifications = lazy(async (): Promise<{ default: ComponentType<NotificationsProps> }> => ({
  default: await loadToastContainer().then(
    (module) => module.Notifications,
    (error: unknown) => {
      console.warn('Notiserna kunde inte laddas', error);
      return () => null;
    },
  ),
}));

// A toast shown before the container has arrived is queued as the container would queue it.
notificationsStore.updateState((state) => ({ ...state, limit: LIMIT, defaultPosition: POSITION }));

let needed = false;
const anyToast = () => (needed ||= notificationsStore.getState().notifications.length > 0);

/** Mantine's notifications, mounted at the first toast and kept from then on. */
export function Toasts() {
  if (!useSyncExternalStore(notificationsStore.subscribe, anyToast)) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position={POSITION} limit={LIMIT} />
    </Suspense>
  );
}
