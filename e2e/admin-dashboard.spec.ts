import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRICE_PER_SITE_SEK } from '../shared/constants.ts';
import { login } from './helpers.ts';
import { apiAs } from './management-api.ts';

type Demo = { customers: unknown[]; sites: unknown[]; users: unknown[] };
const demo = JSON.parse(
  readFileSync(new URL('../resources/demo/platform.json', import.meta.url), 'utf8'),
) as Demo;

// The demo's customers carry no price of their own, so every site is billed at the default.
const sites = demo.sites.length;
const monthly = sites * PRICE_PER_SITE_SEK;
const kronor = (n: number) => `${n.toLocaleString('sv-SE').replace(/\s/g, ' ')} kr`;

const group = (within: Page | Locator, name: string) =>
  within.getByRole('group', { name, exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('Systemöversikt as the demo admin', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'admin');
  });

  test('shows billing and counts that match the demo data', async ({ page }) => {
    await expect(page.getByText('Systemöversikt')).toBeVisible();
    const revenue = group(page, 'Intäkt per månad').first();
    await expect(revenue).toContainText(kronor(monthly));
    await expect(revenue).toContainText(`${sites} enheter × ${kronor(PRICE_PER_SITE_SEK)}`);
    await expect(group(page, 'Aktiva användare')).toContainText(String(demo.users.length));
    await expect(group(page, 'Aktiva enheter')).toContainText(String(sites));

    const economy = section(page, 'Ekonomisk översikt');
    await expect(group(economy, 'Intäkt per månad')).toContainText(kronor(monthly));
    await expect(group(economy, 'Prognos per år')).toContainText(kronor(monthly * 12));
    await expect(group(economy, 'Snitt per enhet')).toContainText(kronor(PRICE_PER_SITE_SEK));

    const customers = section(page, 'Kundöversikt');
    await expect(group(customers, 'Kunder')).toContainText(String(demo.customers.length));
    await expect(group(customers, 'Enheter')).toContainText(String(sites));
    await expect(group(customers, 'Användare')).toContainText(String(demo.users.length));
  });

  test('warns about open warnings with the server’s counts and links to them', async ({ page }) => {
    const stats = await apiAs(page).get<{ active_warnings: number; critical_warnings: number }>(
      '/dashboard/stats',
    );
    // The demo stock has batches past and near expiry, so the warnings engine has raised some.
    expect(stats.active_warnings).toBeGreaterThan(0);
    const banner = page.getByRole('note').filter({ hasText: 'Aktiva varningar' });
    await expect(banner).toContainText(
      `${stats.active_warnings} aktiva varningar, varav ${stats.critical_warnings} kritiska.`,
    );
    await banner.getByRole('link', { name: 'Visa varningar' }).click();
    await expect(page).toHaveURL(/\/warnings$/);
  });

  test('reports backup, certificate, API coverage, database and recent activity', async ({
    page,
  }) => {
    const coverage = await apiAs(page).get<{
      coverage: { implemented_endpoints: number; total_endpoints: number };
      modules: { name: string }[];
    }>('/api-coverage');
    const status = section(page, 'Systemstatus');
    await expect(group(status, 'Säkerhetskopia')).toContainText(
      /idag \d\d:\d\d|Ingen säkerhetskopia än/,
    );
    await expect(group(status, 'SSL-certifikat')).toContainText(
      'Ingen TLS konfigurerad på den här servern',
    );
    const { implemented_endpoints: done, total_endpoints: total } = coverage.coverage;
    await expect(group(status, 'API-status')).toContainText(
      done === total ? 'Komplett' : 'Under utveckling',
    );
    await expect(group(status, 'API-täckning')).toContainText(
      `${done} av ${total} endpoints (${Math.floor((done / total) * 100)} %)`,
    );
    await expect(group(status, 'Databas')).toContainText('OK (SQLite)');
    const modules = status.getByRole('table', { name: 'API-moduler' });
    await expect(modules.getByRole('row')).toHaveCount(coverage.modules.length + 1);
    await expect(modules.getByRole('row', { name: /^Dashboard/ })).toContainText('Klar');

    const activity = section(page, 'Senaste aktivitet');
    await expect(activity).toContainText('Alva Admin loggade in');
  });

  test('shows zero everywhere and says so when the figures cannot be loaded', async ({ page }) => {
    await page.route('**/api/v1/dashboard/stats', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'Serverfel', code: 'INTERNAL_ERROR' }),
      }),
    );
    await page.reload();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Kunde inte hämta dashboard-data' }),
    ).toBeVisible();
    await expect(group(page, 'Intäkt per månad').first()).toContainText('0 kr');
    await expect(group(page, 'Aktiva användare')).toContainText('0');
    await expect(group(page, 'Aktiva enheter')).toContainText('0');
    await expect(group(section(page, 'Kundöversikt'), 'Kunder')).toContainText('0');
    await expect(page.getByText('Aktiva varningar')).toHaveCount(0);
  });
});
