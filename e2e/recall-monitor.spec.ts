import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, stockholmDay, unique } from './helpers.ts';
import { apiAs, siteNamed } from './management-api.ts';

type Paged = { items: { product_name: string; batch_number: string }[]; total: number };
type Medicine = { id: string; name: string; strength: string | null };

const menu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Sidor' });
const range = (page: Page) => page.getByTestId('withdrawal-range');
const bodyRows = (page: Page) => page.locator('main tbody tr');
const pageButton = (page: Page, n: number) =>
  pager(page).getByRole('button', { name: `Sida ${n}`, exact: true });

async function openMonitor(page: Page): Promise<void> {
  await menu(page).getByRole('link', { name: 'Withdrawal Monitor' }).click();
  await expect(page).toHaveURL(/\/admin-withdrawals$/);
  await expect(page.getByRole('heading', { name: 'Läkemedelsindragningar' })).toBeVisible();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Sök indragningar').fill(text);
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
}

async function choosePageSize(page: Page, size: number): Promise<void> {
  await page.getByRole('combobox', { name: 'Per sida' }).click();
  await page.getByRole('option', { name: String(size), exact: true }).click();
}

/** The page numbers the pager shows, in order ('...' for the gap). */
async function pagerLabels(page: Page): Promise<string[]> {
  const parts = pager(page).locator(':scope > *');
  const texts = await parts.allInnerTexts();
  return texts.map((text) => text.trim()).filter((text) => /^(\d+|\.\.\.)$/.test(text));
}

async function expectPager(page: Page, current: number, labels: string[]): Promise<void> {
  await expect(pageButton(page, current)).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => pagerLabels(page)).toEqual(labels);
}

/** Notices of a product no unit keeps, so they match nothing: 3 notices, 260 batch rows. */
async function addNotices(page: Page, product: string, tag: string): Promise<void> {
  const api = apiAs(page);
  for (const [part, count] of [
    ['A', 100],
    ['B', 100],
    ['C', 60],
  ] as const)
    await api.post('/indragningar/notices', {
      product_name: `${product} ${part}`,
      strength: '5 mg',
      recall_class: 'III',
      reason: 'Testindragning',
      batches: Array.from({ length: count }, (_, i) => ({
        batch_number: `${tag}${part}${String(i).padStart(3, '0')}`,
        expiry_date: i % 2 === 0 ? stockholmDay(300 + i) : null,
      })),
    });
}

test('the admin searches the recall monitor and pages through it', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, 'admin');
  const tag = `E2E${unique()}`.toUpperCase();
  const product = `Zyntaprel ${tag}`;
  const before = await apiAs(page).get<Paged>('/admin/withdrawals/simple?size=200');
  await addNotices(page, product, tag);
  const all = await apiAs(page).get<Paged>('/admin/withdrawals/simple?size=50');
  expect(all.total).toBe(before.total + 260);

  await openMonitor(page);
  await expect(range(page)).toHaveText(`Visar 1 till 50 av ${all.total} indragningar`);
  await expect(bodyRows(page)).toHaveCount(50);
  // The demo feed's notices are there too, found by batch number.
  const demo = before.items.find((item) => item.batch_number !== '-');
  expect(demo, 'the demo feed has notices with batches').toBeDefined();
  if (demo) {
    await search(page, demo.batch_number);
    await expect(bodyRows(page).filter({ hasText: demo.product_name }).first()).toBeVisible();
  }

  await search(page, product);
  await expect(range(page)).toHaveText('Visar 1 till 50 av 260 indragningar');
  await expect(bodyRows(page)).toHaveCount(50);
  await expect(page.getByRole('combobox', { name: 'Per sida' })).toHaveValue('50');
  await expectPager(page, 1, ['1', '2', '3', '4', '5', '6']);
  await expect(pager(page).getByRole('button', { name: 'Föregående' })).toBeDisabled();

  await choosePageSize(page, 25);
  await expect(range(page)).toHaveText('Visar 1 till 25 av 260 indragningar');
  await expectPager(page, 1, ['1', '2', '3', '4', '5', '...', '11']);
  await pageButton(page, 11).click();
  await expect(range(page)).toHaveText('Visar 251 till 260 av 260 indragningar');
  await expect(bodyRows(page)).toHaveCount(10);
  await expectPager(page, 11, ['7', '8', '9', '10', '11']);
  await expect(pager(page).getByRole('button', { name: 'Nästa' })).toBeDisabled();
  await pager(page).getByRole('button', { name: 'Föregående' }).click();
  await expect(range(page)).toHaveText('Visar 226 till 250 av 260 indragningar');
  await pageButton(page, 7).click();
  await expectPager(page, 7, ['5', '6', '7', '8', '9', '...', '11']);
  await pager(page).getByRole('button', { name: 'Nästa' }).click();
  await expectPager(page, 8, ['6', '7', '8', '9', '10', '11']);

  // A new page size starts again at page 1.
  await choosePageSize(page, 100);
  await expect(range(page)).toHaveText('Visar 1 till 100 av 260 indragningar');
  await expectPager(page, 1, ['1', '2', '3']);
  await pageButton(page, 3).click();
  await expect(range(page)).toHaveText('Visar 201 till 260 av 260 indragningar');
  await choosePageSize(page, 200);
  await expect(range(page)).toHaveText('Visar 1 till 200 av 260 indragningar');
  await expect(bodyRows(page)).toHaveCount(200);
  await pageButton(page, 2).click();
  await expect(range(page)).toHaveText('Visar 201 till 260 av 260 indragningar');

  // A new search starts again at page 1; a batch number finds its row, a dash marks no expiry.
  await search(page, `${tag.toLowerCase()}b007`);
  await expect(range(page)).toHaveText('Visar 1 till 1 av 1 indragningar');
  const row = bodyRows(page).first();
  await expect(row).toContainText(`${product} B`);
  await expect(row).toContainText(`${tag}B007`);
  await expect(row.locator('td').nth(2)).toHaveText('-');
  await expect(pager(page)).toHaveCount(0);

  await search(page, `${tag}-inget-sådant`);
  await expect(page.getByText('Inga indragningar hittades')).toBeVisible();
  await expect(range(page)).toHaveCount(0);

  await search(page, '');
  await expect(range(page)).toHaveText(`Visar 1 till 200 av ${all.total} indragningar`);
});

test('Uppdatera RSS reads the feed, reloads after 2 s and the status tells how it went', async ({
  page,
}) => {
  await login(page, 'admin');
  await openMonitor(page);
  const status = page.getByRole('region', { name: 'Flödet med indragningar' });
  await expect(status).toBeVisible();

  const button = page.getByRole('button', { name: 'Uppdatera RSS' });
  await button.click();
  const busy = page.getByRole('button', { name: 'Uppdaterar...' });
  await expect(busy).toBeDisabled();
  await expect(page.getByText('Uppdatering av RSS-flödet har startats')).toBeVisible();
  await expect(button).toBeEnabled({ timeout: 5_000 });
  await expect(status.getByText('Fungerar')).toBeVisible();
  await expect(status.getByText(/^Senast läst /)).toBeVisible();

  await page.route('**/api/v1/admin/withdrawals/manual-check', (route) =>
    route.fulfill({ status: 500, json: { detail: 'Serverfel', code: 'INTERNAL' } }),
  );
  await button.click();
  await expect(page.getByText('Kunde inte uppdatera RSS-flödet')).toBeVisible();
  await expect(button).toBeEnabled({ timeout: 5_000 });
});

test('a failed load shows the server detail and a toast, a failed feed read its reason', async ({
  page,
}) => {
  await login(page, 'admin');
  await page.route('**/api/v1/admin/withdrawals/simple*', (route) =>
    route.fulfill({
      status: 503,
      json: { detail: 'Indragningarna kan inte läsas just nu', code: 'DOWN' },
    }),
  );
  const status = await apiAs(page).get<{ runs: unknown[] }>('/admin/withdrawals/status');
  await page.route('**/api/v1/admin/withdrawals/status', (route) =>
    route.fulfill({
      json: {
        ...status,
        configured: true,
        source: 'https://lakemedelsverket.example/indragningar.rss',
        last_success_at: '2025-03-01T09:00:00.000Z',
        last_run: {
          id: '6d1f0b8e-2f4a-4c47-9d0e-3b7f1c2a9e10',
          source: 'https://lakemedelsverket.example/indragningar.rss',
          trigger: 'schedule',
          started_at: '2025-03-01T10:00:00.000Z',
          finished_at: '2025-03-01T10:00:20.000Z',
          ok: false,
          not_modified: false,
          error: 'Flödet svarade inte inom 20 sekunder',
          items_seen: 0,
          notices_added: 0,
          matches_added: 0,
        },
      },
    }),
  );
  await openMonitor(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Indragningarna kan inte läsas just nu' }),
  ).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Kunde inte hämta indragningsdata')).toBeVisible();
  await expect(page.locator('main tbody tr')).toHaveCount(0);

  const feed = page.getByRole('region', { name: 'Flödet med indragningar' });
  await expect(feed.getByText('Fel', { exact: true })).toBeVisible();
  await expect(feed).toContainText(
    'Senaste läsningen 2025-03-01 11:00 misslyckades: Flödet svarade inte inom 20 sekunder',
  );
  await expect(feed).toContainText('Senast lyckade läsning: 2025-03-01 10:00.');
});

/** Disposes of the recalled batch from the INDRAGNINGAR panel, as its unit's manager would. */
async function disposeFromPanel(page: Page, batch: string): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'INDRAGNINGAR' });
  const line = panel.locator('tbody tr').filter({ hasText: batch });
  await expect(line).toBeVisible();
  await expect(line).toContainText('12 styck');
  await expect(line).toContainText('Felaktig märkning på ytterkartongen');
  // The panel names the medicine with its strength ('Alvedon 1 g').
  const name = (await line.locator('td').first().locator('p').first().innerText()).trim();
  await line.getByRole('button', { name: `Kassera ${name} batch ${batch}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Kassera hela batchen?' });
  await expect(confirm).toContainText(batch);
  await expect(confirm).toContainText('Felaktig märkning på ytterkartongen');
  await confirm.getByRole('button', { name: 'Kassera batchen' }).click();
  await expect(
    panel.getByText(`${name} har markerats som kasserad enligt INDRAGNING`),
  ).toBeVisible();
  await expect(line).toHaveCount(0);
  return panel;
}

test('a notice entered by hand blocks a batch of a unit, which its manager disposes of', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, 'admin');
  const site = await siteNamed(page, 'Björkhagens äldreboende');
  const { items } = await apiAs(page).get<{ items: Medicine[] }>(
    `/medicines/?size=100&site_id=${site.id}&search=Alvedon`,
  );
  const medicine = items[0];
  if (!medicine) throw new Error('Alvedon saknas på Björkhagen');
  const batch = `RC${unique()}`.toUpperCase();
  const response = await page.request.post('/api/v1/inventory/unpack', {
    headers: {
      Authorization: `Bearer ${(await page.evaluate(() => localStorage.getItem('access_token'))) ?? ''}`,
      'X-Site-Id': site.id,
    },
    data: {
      medicine_template_id: medicine.id,
      batch_number: batch,
      expiry_date: stockholmDay(200),
      quantity: 12,
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();

  await openMonitor(page);
  await page.getByRole('button', { name: 'Ny indragning' }).click();
  const form = page.getByRole('dialog', { name: 'Lägg in en indragning' });
  await form.getByRole('button', { name: 'Spara indragning' }).click();
  await expect(form.getByText('Produktnamn krävs')).toBeVisible();

  await form.getByLabel('Produktnamn').fill(`${medicine.name} filmdragerad tablett`);
  await form.getByLabel('Styrka').fill(medicine.strength ?? '');
  await form.getByLabel('Varunummer').fill('12345');
  // Printed differently from the stock: lower case with a LOT prefix.
  await form.getByLabel('Batchnummer 1').fill(`LOT ${batch.toLowerCase()}`);
  await form.getByLabel('Utgångsdatum 1').fill(stockholmDay(200));
  await form.getByRole('button', { name: 'Lägg till batch' }).click();
  await form.getByLabel('Batchnummer 2').fill(`${batch}-X`);
  await form.getByLabel('Orsak').fill('Felaktig märkning på ytterkartongen');
  await form.getByRole('button', { name: 'Spara indragning' }).click();
  await expect(form.getByText('Varunummer ska vara 6 siffror')).toBeVisible();
  await form.getByLabel('Varunummer').fill('');
  await form.getByRole('button', { name: 'Spara indragning' }).click();
  await expect(form.getByTestId('notice-matches')).toHaveText(
    '1 batch i lager matchade och är nu spärrad.',
  );
  await form.getByRole('button', { name: 'Stäng', exact: true }).click();
  await search(page, batch);
  await expect(range(page)).toHaveText('Visar 1 till 2 av 2 indragningar');

  await page.getByRole('button', { name: 'Logga ut' }).click();
  await login(page, 'site_admin');
  await disposeFromPanel(page, batch);
  const left = await apiAs(page).get<{ total: number }>(
    `/inventory/items?site_id=${site.id}&search=${batch}`,
  );
  expect(left.total).toBe(0);
});

test('a pasted notice is checked before saving and its text is never shown as HTML', async ({
  page,
}) => {
  await login(page, 'admin');
  await openMonitor(page);
  const tag = unique().toUpperCase();
  const text = [
    `Läkemedelsverket informerar: indragning av Qorvatin ${tag} 10 mg tabletter, klass II.`,
    `Berörda batcher: batchnummer Q${tag}1 (utgångsdatum 2027-03-31) och batchnummer Q${tag}2 (utgångsdatum 2027-04-30).`,
    '<b>Viktigt</b>: returnera förpackningarna till apoteket.',
  ].join('\n');
  await page.getByRole('button', { name: 'Klistra in text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Klistra in en indragning' });
  await dialog.getByRole('button', { name: 'Hitta batchnummer' }).click();
  await expect(dialog.getByText('Klistra in texten från indragningen')).toBeVisible();
  await dialog.getByLabel('Text från indragningen').fill(text);
  await dialog.getByRole('button', { name: 'Hitta batchnummer' }).click();

  await expect(dialog.getByText(/^2 batchnummer hittades i texten/)).toBeVisible();
  await expect(dialog.getByLabel('Batchnummer 1')).toHaveValue(`Q${tag}1`);
  await expect(dialog.getByLabel('Utgångsdatum 1')).toHaveValue('2027-03-31');
  await expect(dialog.getByLabel('Batchnummer 2')).toHaveValue(`Q${tag}2`);
  // The text names no level: the recall reaches care units.
  await expect(dialog.getByRole('combobox', { name: 'Nivå' })).toHaveValue('Vårdgivare');
  await expect(dialog.getByRole('combobox', { name: 'Typ' })).toHaveValue('Indragning');
  await expect(dialog.getByTestId('pasted-text')).toContainText('<b>Viktigt</b>');
  await expect(dialog.locator('b')).toHaveCount(0);

  await dialog.getByLabel('Produktnamn').fill(`Qorvatin ${tag} 10 mg tabletter`);
  await dialog.getByRole('button', { name: 'Ta bort batch 2' }).click();
  await dialog.getByRole('button', { name: 'Spara indragning' }).click();
  await expect(dialog.getByTestId('notice-matches')).toHaveText(
    'Ingen batch i lager matchade indragningen.',
  );
  await dialog.getByRole('button', { name: 'Stäng', exact: true }).click();
  await search(page, `Qorvatin ${tag}`);
  await expect(range(page)).toHaveText('Visar 1 till 1 av 1 indragningar');
  await expect(bodyRows(page).first()).toContainText(`Q${tag}1`);
  await expect(bodyRows(page).first()).toContainText('2027-03-31');
});

test('only admins have the monitor: others are told so and nothing is fetched', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/admin/withdrawals')) asked.push(request.url());
  });
  await login(page, 'site_admin');
  await expect(menu(page).getByRole('link', { name: 'Withdrawal Monitor' })).toHaveCount(0);
  await page.goto('/admin-withdrawals');
  await expect(page.getByText('Åtkomst nekad')).toBeVisible();
  await expect(page.getByText('Den här sidan är endast för administratörer.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Läkemedelsindragningar' })).toHaveCount(0);

  // The spec's English wording with the language set to English.
  await page.evaluate(() =>
    localStorage.setItem('medvakt.settings', JSON.stringify({ display: { language: 'en' } })),
  );
  await page.reload();
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('This page is restricted to administrators only.')).toBeVisible();
  expect(asked).toEqual([]);
});
