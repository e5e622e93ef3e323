import type { Page } from '@playwright/test';
import { login, type DemoRole } from '../helpers.ts';

/** The screens every-screen check visits: each signed-in route for the roles that may open it. */
export type ScreenRoute = { path: string; roles: readonly DemoRole[] };

const EVERYONE: readonly DemoRole[] = ['admin', 'site_admin', 'user'];
const MANAGERS: readonly DemoRole[] = ['admin', 'site_admin'];

export const SIGNED_IN_SCREENS: readonly ScreenRoute[] = [
  { path: '/admin', roles: ['admin'] },
  { path: '/site-admin', roles: MANAGERS },
  { path: '/user', roles: EVERYONE },
  { path: '/users', roles: MANAGERS },
  { path: '/customers', roles: ['admin'] },
  { path: '/sites', roles: ['admin'] },
  { path: '/lakemedel', roles: EVERYONE },
  { path: '/inventory', roles: EVERYONE },
  { path: '/oppnade-forpackningar', roles: EVERYONE },
  { path: '/temperaturer', roles: EVERYONE },
  { path: '/kassation', roles: EVERYONE },
  { path: '/warnings', roles: EVERYONE },
  { path: '/qr-codes', roles: EVERYONE },
  { path: '/settings', roles: EVERYONE },
  { path: '/admin-withdrawals', roles: EVERYONE },
  { path: '/narkotika', roles: EVERYONE },
  { path: '/narkotika/kontrollrakningar', roles: EVERYONE },
  { path: '/avvikelser', roles: MANAGERS },
  { path: '/import', roles: MANAGERS },
  { path: '/inventering', roles: EVERYONE },
  { path: '/bestallning', roles: EVERYONE },
  { path: '/kiosker', roles: MANAGERS },
  { path: '/delegeringar', roles: MANAGERS },
  { path: '/api-token', roles: MANAGERS },
  { path: '/behover-atgard', roles: MANAGERS },
  { path: '/glukagon', roles: EVERYONE },
  { path: '/scan', roles: EVERYONE },
  { path: '/help', roles: EVERYONE },
  { path: '/support', roles: EVERYONE },
];

/** Screens anyone reaches without signing in. */
export const PUBLIC_SCREENS: readonly string[] = ['/', '/help', '/support'];

export const SCREEN_LANGUAGES = ['sv', 'en'] as const;
export type ScreenLanguage = (typeof SCREEN_LANGUAGES)[number];

export const VIEWPORTS = {
  kiosk: { width: 1366, height: 768 },
  tablet: { width: 768, height: 1024 },
  phone: { width: 375, height: 740 },
} as const;

export const screensFor = (role: DemoRole) =>
  SIGNED_IN_SCREENS.filter((screen) => screen.roles.includes(role)).map((screen) => screen.path);

/** Signs in as `role` and switches the interface to `language` (a setting kept in the browser). */
export async function signInWithLanguage(
  page: Page,
  role: DemoRole,
  language: ScreenLanguage,
): Promise<void> {
  await login(page, role);
  await page.evaluate((chosen) => {
    const raw = localStorage.getItem('medvakt.settings');
    const settings = raw ? (JSON.parse(raw) as { display?: Record<string, unknown> }) : {};
    settings.display = { ...settings.display, language: chosen };
    localStorage.setItem('medvakt.settings', JSON.stringify(settings));
  }, language);
}
