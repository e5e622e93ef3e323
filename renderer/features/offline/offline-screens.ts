import { loadToastContainer } from '../../app/Toasts.tsx';
import { loadArgon2 } from '../kiosk-sign-in/offline-sign-in.ts';

/**
 * The screens a kiosk needs while its server is away: signing in (with the PIN check) and
 * scanning, and the toasts they show. Their code is loaded as soon as the screen is known to be a
 * kiosk, because a screen first opened during an outage could not be fetched from the server.
 */
export function loadOfflineScreens(): void {
  const failed = (error: unknown) => console.warn('Skärmen kunde inte förladdas', error);
  import('../login/LoginPage.tsx').catch(failed);
  import('../scan/ScanPage.tsx').catch(failed);
  loadArgon2().catch(failed);
  loadToastContainer().catch(failed);
}
