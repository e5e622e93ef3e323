import { expect, test, type Page } from '@playwright/test';
import { chart, DEMO, login, row, workIn, type DemoRole } from './helpers.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });
const entry = (page: Page, name: string) => menu(page).getByRole('link', { name, exact: true });

const visible: Record<DemoRole, { shown: string[]; hidden: string[] }> = {
  admin: {
    shown: ['Översikt', 'Läkemedel', 'Lager', 'Kassation', 'Användare', 'Kunder', 'Enheter'],
    hidden: [],
  },
  site_admin: {
    shown: ['Översikt', 'Användare', 'Inställningar'],
    hidden: ['Kunder', 'Enheter'],
  },
  user: { shown: ['Översikt', 'Inställningar'], hidden: ['Användare', 'Kunder', 'Enheter'] },
};

for (const [role, { shown, hidden }] of Object.entries(visible) as [
  DemoRole,
  typeof visible.user,
][]) {
  test(`${role} sees the menu entries of the role`, async ({ page }) => {
    await login(page, role);
    for (const name of shown) await expect(entry(page, name)).toBeVisible();
    for (const name of hidden) await expect(entry(page, name)).toHaveCount(0);
    await expect(entry(page, 'Översikt')).toHaveAttribute('href', DEMO[role].home);
  });
}

test('the header shows the user, the role label and that the connection is local', async ({
  page,
}) => {
  await login(page, 'site_admin');
  const header = page.getByRole('banner');
  await expect(header.getByText('Elin Enhetschef')).toBeVisible();
  await expect(header.getByText(DEMO.site_admin.email)).toBeVisible();
  await expect(header.getByText('Enhetsadmin', { exact: true })).toBeVisible();
  // The test server is reached on 127.0.0.1: neither a claim of HTTPS nor a warning.
  await expect(header.getByText('Lokal anslutning')).toBeVisible();
  await expect(header.getByText(/Säker anslutning|Osäker anslutning/)).toHaveCount(0);
});

test('menu entries lead to their pages and mark the current one', async ({ page }) => {
  await login(page, 'admin');
  await entry(page, 'Inställningar').click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Inställningar', exact: true })).toBeVisible();
  await expect(entry(page, 'Inställningar')).toHaveAttribute('aria-current', 'page');
  await entry(page, 'Översikt').click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("the admin's menu leads to the chosen unit's medicines, stock and disposal reports", async ({
  page,
}) => {
  await login(page, 'admin');
  await workIn(page, 'Akademiska sjukhuset, avd 30B');
  await entry(page, 'Lager').click();
  await expect(page).toHaveURL(/\/inventory$/);
  await expect(row(page, 'Adrenalin')).toBeVisible();
  await expect(row(page, 'Alvedon')).toHaveCount(0);

  await entry(page, 'Läkemedel').click();
  await expect(page).toHaveURL(/\/lakemedel$/);
  await expect(row(page, 'Kåvepenin').first()).toBeVisible();

  await entry(page, 'Kassation').click();
  await page.getByRole('tab', { name: 'Rapporter' }).click();
  await expect(page.getByRole('group', { name: 'Antal kassationer' })).toContainText('4');
  await expect(chart(page, 'Fördelning av kassationer per orsak')).toBeVisible();

  await workIn(page, 'Hemsjukvården Solna');
  await entry(page, 'Lager').click();
  await expect(row(page, 'Alvedon').first()).toBeVisible();
  await expect(row(page, 'Adrenalin')).toHaveCount(0);
});

test('the sidebar collapses to icons and expands again, and remembers it', async ({ page }) => {
  await login(page, 'admin');
  await page.getByRole('button', { name: 'Fäll ihop menyn' }).click();
  await expect(menu(page).getByText('Kunder')).toHaveCount(0);
  await expect(entry(page, 'Kunder')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Fäll ut menyn' })).toBeVisible();
  await page.getByRole('button', { name: 'Fäll ut menyn' }).click();
  await expect(menu(page).getByText('Kunder')).toBeVisible();
});

test('a user sent to a page of another role ends on their own home', async ({ page }) => {
  await login(page, 'user');
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/user$/);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/user$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/user$/);
});

test('a site admin may open the user portal but not the admin dashboard', async ({ page }) => {
  await login(page, 'site_admin');
  await page.goto('/user');
  await expect(page).toHaveURL(/\/user$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/site-admin$/);
  await page.goto('/sites');
  await expect(page).toHaveURL(/\/site-admin$/);
});

test('an anonymous visitor goes to login and comes back after signing in', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('E-post').fill(DEMO.site_admin.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(DEMO.site_admin.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(entry(page, 'Användare')).toHaveAttribute('aria-current', 'page');
});

test('the guard shows "Laddar..." while the session loads', async ({ page }) => {
  await login(page, 'admin');
  await page.route('**/api/v1/auth/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/settings');
  await expect(page.getByText('Laddar...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inställningar', exact: true })).toBeVisible();
});

test('a page that cannot load shows the router error page', async ({ page }) => {
  await login(page, 'admin');
  await page.route('**/assets/SettingsPage-*.js', (route) => route.abort());
  await entry(page, 'Inställningar').click();
  await expect(page.getByRole('heading', { name: 'Ett oväntat fel uppstod' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Till startsidan' })).toBeVisible();
});
