import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../stores/session.ts';
import { useKioskDevice } from './kiosk-device.ts';

/**
 * At a kiosk set to do so, a completed withdrawal signs the nurse out once its confirmation has
 * been on screen for `afterMs`, so the next person never works in their name.
 */
export function useSignOutAfterWithdrawal(withdrawn: boolean, afterMs: number): void {
  const enabled = useKioskDevice((s) => s.kiosk?.sign_out_after_withdrawal ?? false);
  const logout = useSessionStore((s) => s.logout);
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled || !withdrawn) return;
    const timer = setTimeout(() => {
      void logout().then(() => navigate('/', { replace: true }));
    }, afterMs);
    return () => clearTimeout(timer);
  }, [enabled, withdrawn, afterMs, logout, navigate]);
}
