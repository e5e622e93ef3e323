import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { useLocalSettings } from '../../stores/local-settings.ts';
import { useSessionStore } from '../../stores/session.ts';
import { useKioskDevice } from '../kiosk-sign-in/kiosk-device.ts';
import { useIdleNotice } from './idle-notice.ts';
import { startIdleTimer, type IdleClock } from './idle-timer.ts';

/** What counts as someone at the screen; a USB scanner types, so its bursts are keydowns. */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;
/** How often input is told to the other tabs of this browser. */
const SHARE_EVERY_MS = 5_000;

const windowClock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
};

/** The normal sign-out (the server ends the session), remembering why for the login page. */
export async function signOutAfterIdle(minutes: number): Promise<void> {
  useIdleNotice.getState().remember(minutes);
  const session = useSessionStore.getState();
  // A token that expired while the machine slept would not reach the server's logout.
  await session.refreshToken();
  await session.logout();
}

/**
 * While someone is signed in: signs them out after the kiosk's idle time at a registered kiosk,
 * else after the minutes chosen in the local settings
 * without input in any tab of this browser, and shows the login page.
 */
export function useIdleSignOut(): void {
  const chosen = useLocalSettings((s) => s.settings.security.session_timeout);
  const kioskMinutes = useKioskDevice((s) => s.kiosk?.idle_minutes ?? null);
  const minutes = kioskMinutes ?? chosen;
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  const navigate = useNavigate();

  useEffect(() => {
    if (!signedIn) return;
    useIdleNotice.getState().forget();
    let sharedAt = 0;
    const timer = startIdleTimer({
      timeoutMs: minutes * 60_000,
      clock: windowClock,
      onIdle: () => {
        void signOutAfterIdle(minutes).then(() => navigate('/', { replace: true }));
      },
    });
    const onInput = () => {
      timer.activity();
      const now = Date.now();
      if (now - sharedAt < SHARE_EVERY_MS) return;
      sharedAt = now;
      try {
        localStorage.setItem(STORAGE_KEYS.lastActivity, String(now));
      } catch {
        // A full storage only keeps the other tabs from hearing of this input.
      }
    };
    const onOtherTab = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.lastActivity) timer.activity(Number(event.newValue));
    };
    const onShown = () => {
      if (document.visibilityState === 'visible') timer.check();
    };
    const listening = { capture: true, passive: true } as const;
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, listening);
    window.addEventListener('storage', onOtherTab);
    document.addEventListener('visibilitychange', onShown);
    return () => {
      timer.stop();
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, listening);
      window.removeEventListener('storage', onOtherTab);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [signedIn, minutes, navigate]);
}
