import { expect, type Page } from '@playwright/test';

type Json = Record<string, unknown>;

/**
 * Calls the API as the user signed in on the page, to set up records a test needs before it
 * starts; in the site `siteId` (X-Site-Id) when given.
 */
export function apiAs(page: Page, siteId?: string) {
  const headers = async () => {
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    return { Authorization: `Bearer ${token ?? ''}`, ...(siteId ? { 'X-Site-Id': siteId } : {}) };
  };
  return {
    async post<T = Json>(path: string, data: Json): Promise<T> {
      const response = await page.request.post(`/api/v1${path}`, {
        headers: await headers(),
        data,
      });
      expect(response.ok(), await response.text()).toBeTruthy();
      return (await response.json()) as T;
    },
    async put<T = Json>(path: string, data: Json): Promise<T> {
      const response = await page.request.put(`/api/v1${path}`, {
        headers: await headers(),
        data,
      });
      expect(response.ok(), await response.text()).toBeTruthy();
      return (await response.json()) as T;
    },
    async get<T = Json>(path: string): Promise<T> {
      const response = await page.request.get(`/api/v1${path}`, { headers: await headers() });
      expect(response.ok(), await response.text()).toBeTruthy();
      return (await response.json()) as T;
    },
  };
}

/** The API as the page's signed-in person, working in their site of that name. */
export async function apiIn(page: Page, siteName: string) {
  const sites = await apiAs(page).get<{ id: string; name: string }[]>('/users/current/sites');
  const site = sites.find((s) => s.name === siteName);
  if (!site) throw new Error(`${siteName} saknas`);
  return { siteId: site.id, ...apiAs(page, site.id) };
}

export type Named = { id: string; name: string };

export async function siteNamed(page: Page, name: string): Promise<Named> {
  const { sites } = await apiAs(page).get<{ sites: Named[] }>(
    `/sites?per_page=100&search=${encodeURIComponent(name)}`,
  );
  const site = sites.find((s) => s.name === name);
  if (!site) throw new Error(`Enheten ${name} finns inte`);
  return site;
}

export const STRONG_PASSWORD = 'Stark-Lösen1';

/**
 * Opens a screen from the side menu. A full page load would remount the screen once the
 * current site is known, so tests move inside the app like a person does.
 */
export async function openFromMenu(page: Page, link: string, heading: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: link })
    .click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}
