import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers.ts';

type SiteRow = { id: string; name: string; customer_name: string | null };

/** The sites the signed-in user may work in, as the API lists them. */
async function mySites(page: Page): Promise<SiteRow[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/users/current/sites', {
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
    });
    return (await response.json()) as SiteRow[];
  });
}

const switcher = (page: Page) => page.getByRole('banner').getByTestId('current-site');

test('a site admin with two sites chooses between them in the header', async ({ page }) => {
  await login(page, 'site_admin');
  const sites = await mySites(page);
  expect(sites).toHaveLength(2);
  const currentId = await page.evaluate(() => localStorage.getItem('currentSiteId'));
  const current = sites.find((s) => s.id === currentId);
  const other = sites.find((s) => s.id !== currentId);
  if (!current || !other) throw new Error('expected a current and another site');
  await expect(switcher(page)).toHaveText(current.name);

  await switcher(page).click();
  await expect(page.getByText('Välj site att arbeta med')).toBeVisible();
  const options = page.getByRole('menuitem');
  await expect(options).toHaveCount(2);
  for (const site of sites) {
    const option = options.filter({ hasText: site.name });
    await expect(option).toBeVisible();
    await expect(option).toContainText(site.customer_name ?? '');
  }
  await page.keyboard.press('Escape');

  await page.evaluate(() => {
    localStorage.setItem('inventory_cache', '[{"medicine":"Alvedon"}]');
    sessionStorage.setItem('site_x', 'previous site data');
    localStorage.setItem('unrelated_key', 'stays');
  });

  await switcher(page).click();
  await page.getByRole('menuitem').filter({ hasText: other.name }).click();

  await expect(switcher(page)).toHaveText(other.name);
  await expect(page.getByText(`Du arbetar nu i ${other.name}`)).toBeVisible();
  const storage = await page.evaluate(() => ({
    currentSiteId: localStorage.getItem('currentSiteId'),
    inventory: localStorage.getItem('inventory_cache'),
    siteX: sessionStorage.getItem('site_x'),
    unrelated: localStorage.getItem('unrelated_key'),
  }));
  expect(storage).toEqual({
    currentSiteId: other.id,
    inventory: null,
    siteX: null,
    unrelated: 'stays',
  });

  await page.reload();
  await expect(switcher(page)).toHaveText(other.name);
});

test('the server remembers the chosen site for the next sign-in', async ({ page, context }) => {
  await login(page, 'site_admin');
  const sites = await mySites(page);
  const currentId = await page.evaluate(() => localStorage.getItem('currentSiteId'));
  const other = sites.find((s) => s.id !== currentId);
  if (!other) throw new Error('expected another site');
  await switcher(page).click();
  await page.getByRole('menuitem').filter({ hasText: other.name }).click();
  await expect(switcher(page)).toHaveText(other.name);

  await page.getByRole('banner').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/$/);
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, 'site_admin');
  await expect(switcher(page)).toHaveText(other.name);
});

test('a user with one site sees its name as a plain label', async ({ page }) => {
  await login(page, 'user');
  await expect(switcher(page)).toHaveText('Hemsjukvården Solna');
  await expect(page.getByRole('banner').getByRole('button', { name: /Hemsjukvården/ })).toHaveCount(
    0,
  );
});

test('the admin chooses among all sites', async ({ page }) => {
  await login(page, 'admin');
  await switcher(page).click();
  await expect(page.getByText('Välj site att arbeta med')).toBeVisible();
  // Every demo unit is offered; specs that ran before may have added units of their own.
  for (const name of [
    'Hemsjukvården Solna',
    'Björkhagens äldreboende',
    'Akademiska sjukhuset, avd 30B',
  ])
    await expect(page.getByRole('menuitem').filter({ hasText: name })).toHaveCount(1);
  // The unit names its customer (a spec that ran before may have added another unit of it).
  await expect(
    page.getByRole('menuitem').filter({ hasText: 'Akademiska sjukhuset, avd 30B' }),
  ).toContainText('Region Uppsala');
});
