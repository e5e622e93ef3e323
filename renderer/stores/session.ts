import { create } from 'zustand';
import type { LoginResponse } from '../../shared/schemas/auth.ts';
import type { User } from '../../shared/schemas/user.ts';
import { api, as, setUnauthorizedHandler } from '../api-client/client.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import {
  offlinePerson,
  rememberForOfflineSignIn,
} from '../features/kiosk-sign-in/offline-sign-in.ts';
import type { KnownPerson } from '../features/offline/offline-db.ts';
import { serverUnreachable } from '../features/offline/reachability.ts';
import { useSiteStore } from './site.ts';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

type SessionState = {
  status: SessionStatus;
  user: User | null;
  /** Signed in at a kiosk while the server could not be reached: only scanning works. */
  offline: boolean;
  /** Signed in by badge at a kiosk: the server answers only the medicine room's calls. */
  kioskSession: boolean;
  init: () => Promise<void>;
  login: (email: string, password: string) => Promise<User>;
  /** Signs in with a badge and PIN; only a registered kiosk is let in by the server. */
  badgeLogin: (badgeId: string, pin: string) => Promise<User>;
  logout: () => Promise<void>;
  refreshUser: () => Promise<void>;
  refreshToken: () => Promise<void>;
  /** Forget the session locally (after a 401 or a failed load). */
  clear: () => void;
};

let refreshTimer: ReturnType<typeof setInterval> | null = null;

function scheduleRefresh(expiresInSeconds: number, refresh: () => Promise<void>) {
  if (refreshTimer) clearInterval(refreshTimer);
  const every = Math.max(30, expiresInSeconds - 120) * 1000;
  refreshTimer = setInterval(() => void refresh(), every);
}

function stopRefresh() {
  if (refreshTimer) clearInterval(refreshTimer);
  refreshTimer = null;
}

export const useSessionStore = create<SessionState>((set, get) => {
  async function signedIn(answer: LoginResponse, kioskSession: boolean): Promise<User> {
    localStorage.setItem(STORAGE_KEYS.accessToken, answer.access_token);
    if (kioskSession) localStorage.setItem(STORAGE_KEYS.kioskSession, '1');
    else localStorage.removeItem(STORAGE_KEYS.kioskSession);
    if (answer.offline_grant) localStorage.setItem(STORAGE_KEYS.offlineGrant, answer.offline_grant);
    else localStorage.removeItem(STORAGE_KEYS.offlineGrant);
    scheduleRefresh(answer.expires_in, () => get().refreshToken());
    set({ status: 'authenticated', user: answer.user, offline: false, kioskSession });
    // Until a first password is changed the server answers nothing else (FirstPasswordPage).
    if (!answer.user.password_change_required) await useSiteStore.getState().loadSites();
    return answer.user;
  }

  /** The badge and PIN were checked on the kiosk; the server is asked again at the next sign-in. */
  function signedInOffline(person: KnownPerson): User {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.setItem(STORAGE_KEYS.offlineGrant, person.grant);
    localStorage.setItem(STORAGE_KEYS.kioskSession, '1');
    useSiteStore.getState().adoptKnownSite(person.site);
    set({ status: 'authenticated', user: person.user, offline: true, kioskSession: true });
    return person.user;
  }

  return {
    status: 'loading',
    user: null,
    offline: false,
    kioskSession: false,

    async init() {
      const token = localStorage.getItem(STORAGE_KEYS.accessToken);
      if (!token) {
        set({ status: 'anonymous', user: null });
        return;
      }
      try {
        const user = await api.GET('/auth/me');
        const kioskSession = localStorage.getItem(STORAGE_KEYS.kioskSession) === '1';
        set({ status: 'authenticated', user, kioskSession });
        await get().refreshToken();
        if (!user.password_change_required) await useSiteStore.getState().loadSites();
      } catch (error) {
        console.warn('Kunde inte läsa in sessionen', error);
        get().clear();
      }
    },

    async login(email, password) {
      return signedIn(
        await api.POST('/auth/login', {
          body: { email, password },
          ...as({ keepSessionOn401: true, anonymous: true }),
        }),
        false,
      );
    },

    async badgeLogin(badgeId, pin) {
      let answer: LoginResponse;
      try {
        answer = await api.POST('/auth/badge-login', {
          body: { badge_id: badgeId, pin },
          ...as({ keepSessionOn401: true, anonymous: true }),
        });
      } catch (error) {
        if (!serverUnreachable(error)) throw error;
        return signedInOffline(await offlinePerson(badgeId, pin));
      }
      const user = await signedIn(answer, true);
      const site = useSiteStore.getState().sites.find((s) => s.id === user.site_id);
      rememberForOfflineSignIn(badgeId, pin, answer, site).catch((error: unknown) =>
        console.warn('Offlineinloggningen kunde inte sparas', error),
      );
      return user;
    },

    async logout() {
      try {
        await api.POST('/auth/logout');
      } catch (error) {
        console.warn('Utloggningen nådde inte servern', error);
      }
      get().clear();
    },

    async refreshUser() {
      try {
        set({ user: await api.GET('/auth/me') });
      } catch (error) {
        console.warn('Kunde inte uppdatera användaren', error);
      }
    },

    async refreshToken() {
      try {
        const answer = await api.POST('/auth/refresh');
        localStorage.setItem(STORAGE_KEYS.accessToken, answer.access_token);
        scheduleRefresh(answer.expires_in, () => get().refreshToken());
      } catch (error) {
        console.warn('Kunde inte förnya inloggningen', error);
      }
    },

    clear() {
      stopRefresh();
      localStorage.removeItem(STORAGE_KEYS.accessToken);
      localStorage.removeItem(STORAGE_KEYS.offlineGrant);
      localStorage.removeItem(STORAGE_KEYS.kioskSession);
      useSiteStore.getState().clear();
      set({ status: 'anonymous', user: null, offline: false, kioskSession: false });
    },
  };
});

/**
 * The grant that lets this kiosk queue the signed-in person's withdrawals while the server cannot
 * be reached; null unless they signed in with badge and PIN at a registered kiosk.
 */
export const currentOfflineGrant = () => localStorage.getItem(STORAGE_KEYS.offlineGrant);

setUnauthorizedHandler(() => {
  const wasSignedIn = useSessionStore.getState().status === 'authenticated';
  useSessionStore.getState().clear();
  if (wasSignedIn && window.location.pathname !== '/') window.location.assign('/');
});
