import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, stockholmDay, unique } from './helpers.ts';
import { openRecalls } from './recall-expectations.ts';

type DemoBatch = [batch: string, days: number, quantity: number];
type DemoStock = Record<string, { batches: DemoBatch[] }[]>;
type DemoPlatform = { sites: { key: string; name: string }[] };
type SiteRow = { id: string; name: string; warning_days: number; critical_warning_days: number };
type StockItem = { batch_number: string; days_until_expiry: number; medicine_name: string };

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const DEMO_STOCK = readJson('resources/demo/stock.json') as DemoStock;
const DEMO_SITES = (readJson('resources/demo/platform.json') as DemoPlatform).sites;

/** Calls the API as the signed-in user of the page, optionally working in one site. */
async function call<T>(page: Page, method: string, path: string, body?: unknown, site?: string) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers: Record<string, string> = { Authorization: `Bearer ${token ?? ''}` };
  if (site) headers['X-Site-Id'] = site;
  const response = await page.request.fetch(`/api/v1${path}`, { method, headers, data: body });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

/** The demo batches of a site that fall within its warning days (stock.json gives days from today). */
function demoWarnings(site: SiteRow): { batch: string; days: number }[] {
  const key = DEMO_SITES.find((s) => s.name === site.name)?.key ?? '';
  return (DEMO_STOCK[key] ?? [])
    .flatMap((medicine) => medicine.batches)
    .filter(([, days, quantity]) => quantity > 0 && days <= site.warning_days)
    .map(([batch, days]) => ({ batch, days }));
}

/** What the panel must hold: every batch in stock within its site's warning days. */
async function expectedWarnings(page: Page, sites: SiteRow[]) {
  const rows: (StockItem & { site: string; critical: boolean })[] = [];
  for (const site of sites) {
    const stock = await call<{ items: StockItem[] }>(
      page,
      'GET',
      `/inventory/items?size=200&site_id=${site.id}`,
    );
    for (const item of stock.items)
      if (item.days_until_expiry <= site.warning_days)
        rows.push({
          ...item,
          site: site.name,
          critical: item.days_until_expiry <= site.critical_warning_days,
        });
    // The demo data is what the unit sees: each of its warning batches is among them.
    const inStock = new Set(stock.items.map((i) => i.batch_number));
    for (const demo of demoWarnings(site).filter((d) => inStock.has(d.batch)))
      expect(rows.map((r) => r.batch_number)).toContain(demo.batch);
  }
  return rows;
}

function expiryText(days: number): string {
  if (days < -1) return `Utgått för ${-days} dagar sedan`;
  if (days === -1) return 'Utgått för 1 dag sedan';
  if (days === 0) return 'Utgår idag';
  return days === 1 ? '1 dag' : `${days} dagar`;
}

const expiryPanel = (page: Page) => page.getByRole('region', { name: 'VARNINGAR' });
const recallPanel = (page: Page) => page.getByRole('region', { name: 'INDRAGNINGAR' });
const bodyRows = (panel: Locator) => panel.locator('tbody tr');
const row = (panel: Locator, batch: string) => bodyRows(panel).filter({ hasText: batch });

test('the unit manager sees every batch near expiry of both units and disposes of one', async ({
  page,
}) => {
  await login(page, 'site_admin');
  const sites = await call<SiteRow[]>(page, 'GET', '/users/current/sites');
  expect(sites).toHaveLength(2);
  const bjorkhagen = sites.find((s) => s.name === 'Björkhagens äldreboende');
  if (!bjorkhagen) throw new Error('Björkhagens äldreboende saknas i demodata');

  // A batch of its own to dispose of, so the demo batches stay for other tests.
  const batch = `PANEL-${unique()}`.toUpperCase();
  const medicines = await call<{ items: { id: string; name: string }[] }>(
    page,
    'GET',
    `/medicines/?size=100&site_id=${bjorkhagen.id}&search=Alvedon`,
  );
  const alvedon = medicines.items[0];
  if (!alvedon) throw new Error('Alvedon saknas på Björkhagen');
  await call(
    page,
    'POST',
    '/inventory/unpack',
    {
      medicine_template_id: alvedon.id,
      batch_number: batch,
      expiry_date: stockholmDay(3),
      quantity: 7,
    },
    bjorkhagen.id,
  );
  await page.reload();

  const expected = await expectedWarnings(page, sites);
  expect(expected.length).toBeLessThanOrEqual(20);
  const critical = expected.filter((r) => r.critical).length;
  const panel = expiryPanel(page);
  await expect(panel.getByTestId('expiry-total')).toHaveText(`${expected.length} varningar`);
  await expect(panel.getByTestId('expiry-critical')).toHaveText(`${critical} kritiska`);
  await expect(panel.getByRole('columnheader', { name: 'Enhet' })).toBeVisible();
  await expect(bodyRows(panel)).toHaveCount(expected.length);
  for (const item of expected) {
    const line = row(panel, item.batch_number);
    await expect(line).toContainText(item.site);
    await expect(line).toContainText(expiryText(item.days_until_expiry));
  }
  // Far from expiry: Alvedon 500 mg AL2511B (240 days) and EpiPen EP4410 (60 days).
  await expect(row(panel, 'AL2511B')).toHaveCount(0);
  await expect(row(panel, 'EP4410')).toHaveCount(0);

  await row(panel, batch)
    .getByRole('button', { name: `Kassera ${alvedon.name} batch ${batch}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Kassera hela batchen?' });
  await expect(confirm).toContainText(batch);
  await expect(confirm).toContainText('Björkhagens äldreboende');
  await expect(confirm).toContainText('7 styck');
  await confirm.getByRole('button', { name: 'Kassera batchen' }).click();

  await expect(panel.getByText(`${alvedon.name} har kasserats framgångsrikt`)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row(panel, batch)).toHaveCount(0);
  await expect(panel.getByTestId('expiry-total')).toHaveText(`${expected.length - 1} varningar`);
  await expect(panel.getByTestId('expiry-critical')).toHaveText(`${critical - 1} kritiska`);

  const left = await call<{ total: number }>(
    page,
    'GET',
    `/inventory/items?site_id=${bjorkhagen.id}&search=${batch}`,
  );
  expect(left.total).toBe(0);
  const current = page.getByRole('banner').getByTestId('current-site');
  if ((await current.innerText()).trim() !== bjorkhagen.name) {
    await current.click();
    await page.getByRole('menuitem').filter({ hasText: bjorkhagen.name }).click();
    await expect(current).toHaveText(bjorkhagen.name);
  }
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Lager' })
    .click();
  await page.getByLabel('Sök i lagret').fill(batch);
  await expect(page.getByText('Inga lagerartiklar matchar sökningen eller filtret.')).toBeVisible();
});

test('care staff see both panels for their unit, without a unit column and at most 10 rows', async ({
  page,
}) => {
  await login(page, 'user');
  const sites = await call<SiteRow[]>(page, 'GET', '/users/current/sites');
  const expected = await expectedWarnings(page, sites.slice(0, 1));
  expect(demoWarnings(sites[0] as SiteRow).length).toBeGreaterThan(3);

  const panel = expiryPanel(page);
  await expect(panel.getByTestId('expiry-total')).toHaveText(`${expected.length} varningar`);
  await expect(panel.getByRole('columnheader', { name: 'Batch' })).toBeVisible();
  await expect(panel.getByRole('columnheader', { name: 'Enhet' })).toHaveCount(0);
  // Compact: the three most urgent first, the rest on request.
  await expect(bodyRows(panel)).toHaveCount(3);
  const soonest = [...expected].sort((a, b) => a.days_until_expiry - b.days_until_expiry)[0];
  if (soonest) await expect(bodyRows(panel).first()).toContainText(soonest.batch_number);
  await panel.getByRole('button', { name: /^Visa fler/ }).click();
  await expect(bodyRows(panel)).toHaveCount(Math.min(10, expected.length));
  await panel.getByRole('button', { name: 'Visa färre' }).click();
  await expect(bodyRows(panel)).toHaveCount(3);

  // The demo recall feed names a batch of this unit (Eliquis EQ2207): the panel lists what is open.
  const recalls = recallPanel(page);
  const open = await openRecalls(page);
  if (open.length === 0) {
    await expect(recalls.getByText('Inga aktiva återkallelser')).toBeVisible();
    await expect(recalls.getByText('Inga läkemedel påverkade av återkallelser')).toBeVisible();
    await expect(recalls.getByText('Automatisk kontroll var 2:e minut')).toBeVisible();
  } else {
    await expect(recalls.getByTestId('recall-count')).toHaveText(String(open.length));
    await expect(recalls.getByText('Omedelbar åtgärd krävs')).toBeVisible();
    // The unit's recall checks to confirm are a table of their own below the matches.
    await expect(bodyRows(recalls.getByTestId('recall-matches'))).toHaveCount(open.length);
    for (const match of open)
      await expect(row(recalls.getByTestId('recall-matches'), match.batch_number)).toContainText(
        match.medicine_name,
      );
  }
  expect(open.every((m) => m.site_name === sites[0]?.name)).toBe(true);
  await expect(recalls.getByTestId('recall-last-checked')).toHaveText(/^Senast kontrollerad: .+/);
  // Plain staff neither unpack nor see the recent stock card.
  await expect(page.getByRole('heading', { name: 'Packa upp läkemedel' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Senast inlagt i lager' })).toHaveCount(0);
});

test('a panel retries a lost connection three times, then offers to try again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, 'user');
  let offline = true;
  await page.route('**/api/v1/dashboard/cross-site-warnings*', (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.route('**/api/v1/indragningar/matches*', (route) =>
    route.fulfill({ status: 503, json: { detail: 'Tjänsten är inte tillgänglig', code: 'DOWN' } }),
  );
  await page.reload();

  const recalls = recallPanel(page);
  await expect(recalls.getByText('Fel vid hämtning av INDRAGNINGAR')).toBeVisible();
  await expect(
    recalls.getByText('Serverfel. Vårt team har blivit meddelat. Försök igen om några minuter.'),
  ).toBeVisible();

  const panel = expiryPanel(page);
  await expect(panel.getByText('Återförsök 1 av 3...')).toBeVisible();
  await expect(panel.getByText('Återförsök 3 av 3...')).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText('Fel vid hämtning av varningar')).toBeVisible({ timeout: 15_000 });
  await expect(
    panel.getByText('Ingen internetanslutning. Kontrollera din anslutning och försök igen.'),
  ).toBeVisible();

  offline = false;
  await panel.getByRole('button', { name: 'Försök igen' }).click();
  await expect(panel.getByText('Fel vid hämtning av varningar')).toBeHidden();
  await expect(panel.getByTestId('expiry-total')).toHaveText(/^\d+ varningar$/);
});
