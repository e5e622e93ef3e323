import { create } from 'zustand';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/**
 * Settings kept in this browser only; the server never sees them. E-mail choices are not here:
 * they are the person's own on the server (EmailSection), so the mail job can follow them.
 */
export type LocalSettings = {
  notifications: {
    push_notifications: boolean;
  };
  display: {
    theme: 'light' | 'dark' | 'auto';
    language: 'sv' | 'en';
    items_per_page: 10 | 20 | 50 | 100;
    show_batch_numbers: boolean;
  };
  security: {
    two_factor_enabled: boolean;
    session_timeout: 15 | 30 | 60 | 120 | 480;
    password_expires_in_days: number;
  };
};

export const DEFAULT_SETTINGS: LocalSettings = {
  notifications: {
    push_notifications: false,
  },
  display: { theme: 'light', language: 'sv', items_per_page: 20, show_batch_numbers: true },
  security: { two_factor_enabled: false, session_timeout: 60, password_expires_in_days: 90 },
};

function read(): LocalSettings {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.localSettings);
    if (!raw) return DEFAULT_SETTINGS;
    const stored = JSON.parse(raw) as Partial<LocalSettings>;
    return {
      notifications: { ...DEFAULT_SETTINGS.notifications, ...stored.notifications },
      display: { ...DEFAULT_SETTINGS.display, ...stored.display },
      security: { ...DEFAULT_SETTINGS.security, ...stored.security },
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

type LocalSettingsState = {
  settings: LocalSettings;
  save: (settings: LocalSettings) => void;
};

export const useLocalSettings = create<LocalSettingsState>((set) => ({
  settings: read(),
  save(settings) {
    localStorage.setItem(STORAGE_KEYS.localSettings, JSON.stringify(settings));
    set({ settings });
  },
}));
