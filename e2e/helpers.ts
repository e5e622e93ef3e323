import { expect, type Page } from '@playwright/test';

/** The demo accounts loaded by `npm start` on an empty database (resources/demo/platform.json). */
export const DEMO = {
  admin: {
    email: 'admin@medvakt.se',
    password: 'Medvakt-Admin1',
    home: '/admin',
    firstName: 'Alva',
  },
  site_admin: {
    email: 'enhetschef@medvakt.se',
    password: 'Medvakt-Enhet1',
    home: '/site-admin',
    firstName: 'Elin',
  },
  user: {
    email: 'sjukskoterska@medvakt.se',
    password: 'Medvakt-Vard1',
    home: '/user',
    firstName: 'Sara',
  },
} as const;

export type DemoRole = keyof typeof DEMO;

export async function login(page: Page, role: DemoRole): Promise<void> {
  const account = DEMO[role];
  await page.goto('/');
  await page.getByLabel('E-post').fill(account.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(new RegExp(`${account.home}$`));
}

/** The operator's hosting note scripts/e2e-server.mjs starts the server with. */
export const E2E_HOSTING_NOTICE = 'Servrarna drivs av Region Exempel i Sverige';

/** A unique suffix so tests that create records never collide across runs on one database. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A table row that contains `text`. */
export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The drawn chart inside the figure a report names (charts load in their own chunk). */
export const chart = (page: Page, figure: string) =>
  page.getByRole('figure', { name: figure }).locator('svg.recharts-surface').first();

/** A calendar day in Stockholm, `days` from today, as YYYY-MM-DD. */
export function stockholmDay(days: number): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(),
  );
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Chooses the site to work in with the header's site switcher, unless it is already chosen. */
export async function workIn(page: Page, siteName: string): Promise<void> {
  const current = page.getByRole('banner').getByTestId('current-site');
  await expect(current).toBeVisible();
  if ((await current.innerText()).trim() === siteName) return;
  await current.click();
  await page.getByRole('menuitem').filter({ hasText: siteName }).click();
  await expect(current).toHaveText(siteName);
}
