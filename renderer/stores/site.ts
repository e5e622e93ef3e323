import { create } from 'zustand';
import type { Site } from '../../shared/schemas/site.ts';
import { api } from '../api-client/client.ts';
import { SITE_DATA_KEY_PATTERN, STORAGE_KEYS } from '../lib/storage-keys.ts';

type SiteListener = (siteId: string | null) => void;

/** Data holders (the query cache, feature stores) that must be emptied on a site switch. */
type ClearableStore = { name: string; clear: () => void };

type SiteState = {
  sites: Site[];
  currentSiteId: string | null;
  loadSites: () => Promise<void>;
  switchSite: (siteId: string) => Promise<string[]>;
  /** Signed in offline at a kiosk: the kiosk's site as it was last known, the only one. */
  adoptKnownSite: (site: Site) => void;
  clear: () => void;
};

const listeners = new Set<SiteListener>();
const clearables = new Map<string, ClearableStore>();

export function onSiteChange(listener: SiteListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function registerClearableStore(store: ClearableStore): () => void {
  clearables.set(store.name, store);
  return () => clearables.delete(store.name);
}

function notify(siteId: string | null) {
  for (const listener of listeners) listener(siteId);
}

async function tellServer(siteId: string): Promise<void> {
  try {
    await api.POST('/session/site', { body: { site_id: siteId } });
  } catch (error) {
    console.warn('Kunde inte spara vald enhet på servern', error);
  }
}

function storageKeysMatching(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && SITE_DATA_KEY_PATTERN.test(key)) keys.push(key);
  }
  return keys;
}

async function clearSiteData(): Promise<void> {
  for (const store of clearables.values()) store.clear();
  if ('caches' in window) {
    try {
      for (const name of await caches.keys()) {
        if (/api|data/i.test(name)) await caches.delete(name);
      }
    } catch (error) {
      console.warn('Kunde inte rensa cachen', error);
    }
  }
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of storageKeysMatching(storage)) storage.removeItem(key);
  }
}

/** Lists anything of the previous site still held after a switch; empty when clean. */
export function leakCheck(): string[] {
  const leaks = [...storageKeysMatching(localStorage), ...storageKeysMatching(sessionStorage)];
  for (const name of clearables.keys()) {
    if (/old|previous/i.test(name)) leaks.push(`store:${name}`);
  }
  return leaks;
}

export const useSiteStore = create<SiteState>((set, get) => ({
  sites: [],
  // Start from the stored site so a reload does not mount the signed-in pages twice.
  currentSiteId: localStorage.getItem(STORAGE_KEYS.currentSiteId),

  async loadSites() {
    let sites: Site[] = [];
    try {
      sites = await api.GET('/users/current/sites');
    } catch (error) {
      console.warn('Kunde inte hämta enheter', error);
    }
    const available = new Set(sites.map((s) => s.id));
    const stored = localStorage.getItem(STORAGE_KEYS.currentSiteId);
    let chosen: string | null = stored && available.has(stored) ? stored : null;
    if (!chosen && sites.length > 0) {
      try {
        const reported = (await api.GET('/session/site')).site_id;
        if (reported && available.has(reported)) chosen = reported;
      } catch (error) {
        console.warn('Kunde inte läsa vald enhet från servern', error);
      }
    }
    chosen ??= (sites.find((s) => !s.closed_at) ?? sites[0])?.id ?? null;
    if (chosen) localStorage.setItem(STORAGE_KEYS.currentSiteId, chosen);
    else localStorage.removeItem(STORAGE_KEYS.currentSiteId);
    set({ sites, currentSiteId: chosen });
    if (chosen) await tellServer(chosen);
    notify(chosen);
  },

  async switchSite(siteId) {
    if (siteId === get().currentSiteId) return [];
    await clearSiteData();
    localStorage.setItem(STORAGE_KEYS.currentSiteId, siteId);
    set({ currentSiteId: siteId });
    notify(siteId);
    await tellServer(siteId);
    const leaks = leakCheck();
    if (leaks.length > 0) console.warn('Data från föregående enhet finns kvar', leaks);
    return leaks;
  },

  adoptKnownSite(site) {
    localStorage.setItem(STORAGE_KEYS.currentSiteId, site.id);
    set({ sites: [site], currentSiteId: site.id });
    notify(site.id);
  },

  clear() {
    localStorage.removeItem(STORAGE_KEYS.currentSiteId);
    set({ sites: [], currentSiteId: null });
    notify(null);
  },
}));

export const useCurrentSite = () =>
  useSiteStore((s) => s.sites.find((site) => site.id === s.currentSiteId) ?? null);
