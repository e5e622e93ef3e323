import { create } from 'zustand';
import type { CurrentKiosk } from '../../../shared/schemas/kiosks.ts';
import { api, as } from '../../api-client/client.ts';

type KioskDeviceState = {
  /** This screen's kiosk, or null in an ordinary browser (the server knows by the device key). */
  kiosk: CurrentKiosk | null;
  loaded: boolean;
  load: () => Promise<void>;
};

/**
 * Whether this screen is a registered kiosk. The kiosk shell adds its device key to every request,
 * so the renderer never holds the key; it only asks the server what it is.
 */
export const useKioskDevice = create<KioskDeviceState>((set) => ({
  kiosk: null,
  loaded: false,
  // Asked again each time the sign-in screen shows, so a changed kiosk setting takes effect.
  async load() {
    try {
      set({
        kiosk: await api.GET('/kiosks/current', as({ anonymous: true })),
      });
    } catch (error) {
      // A server that did not answer says nothing new: a kiosk stays the kiosk it was.
      console.warn('Kunde inte fråga servern om kiosken', error);
    } finally {
      set({ loaded: true });
    }
  },
}));
