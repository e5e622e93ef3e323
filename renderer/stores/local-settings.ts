import { create } from 'zustand';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/** Settings kept in this browser only, as the spec asks; the server never sees them. */
export type LocalSettings = {
  notifications: {
    email_warnings: boolean;
    email_expiry_alerts: boolean;
    email_low_stock: boolean;
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
    email_warnings: true,
    email_expiry_alerts: true,
    email_low_stock: true,
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
