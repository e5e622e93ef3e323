import { create } from 'zustand';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

/** Kept for this tab only, so the login page still says why after a reload. */
function stored(): number | null {
  try {
    const minutes = Number(sessionStorage.getItem(STORAGE_KEYS.idleSignOut));
    return Number.isInteger(minutes) && minutes > 0 ? minutes : null;
  } catch {
    return null;
  }
}

type IdleNoticeState = {
  /** The limit that signed the last person out, until someone signs in again. */
  minutes: number | null;
  remember: (minutes: number) => void;
  forget: () => void;
};

export const useIdleNotice = create<IdleNoticeState>((set) => ({
  minutes: stored(),
  remember(minutes) {
    try {
      sessionStorage.setItem(STORAGE_KEYS.idleSignOut, String(minutes));
    } catch {
      // Without storage the notice lasts until the page reloads.
    }
    set({ minutes });
  },
  forget() {
    try {
      sessionStorage.removeItem(STORAGE_KEYS.idleSignOut);
    } catch {
      // Nothing stored to remove.
    }
    set({ minutes: null });
  },
}));
