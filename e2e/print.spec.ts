import { expect, test, type Page } from '@playwright/test';
import { readPdf } from '../api/test/pdf-reader.ts';
import { login, stockholmDay, unique, workIn } from './helpers.ts';
import { framePrinted, recordFramePrints } from './print-frame.ts';
import { apiAs, openFromMenu, type Named } from './management-api.ts';

const SITE = 'Björkhagens äldreboende';
const A4_POINTS = { width: (210 / 25.4) * 72, height: (297 / 25.4) * 72 };
const PRINTED_AT = /Utskrivet \d{4}-\d{2}-\d{2} \d{2}:\d{2}/;
const STOCK_HEADER = 'Läkemedel Batch Antal Utgångsdatum Plats Status';
// What only the screen has: the menu, the header's links and every button.
const SCREEN_ONLY = [
  'Exportera',
  'Skriv ut',
  'Uppdatera',
  'Lägg till i lager',
  'QR-koder',
  'Beställningsförslag',
  'Inställningar',
  'Åtgärder',
];

/** The page as Chromium prints it on A4, read back page by page. */
async function printedPdf(page: Page) {
  const pdf = await readPdf(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
  const texts = await Promise.all(pdf.pages.map((n) => pdf.text(n)));
  const sizes = await Promise.all(pdf.pages.map((n) => pdf.size(n)));
  await pdf.close();
  return { texts, sizes, all: texts.join('\n') };
}

function expectA4(sizes: { width: number; height: number }[]) {
  for (const size of sizes) {
    expect(size.width).toBeCloseTo(A4_POINTS.width, 0);
    expect(size.height).toBeCloseTo(A4_POINTS.height, 0);
  }
}

function expectNoScreenControls(text: string) {
  for (const label of SCREEN_ONLY) expect(text).not.toContain(label);
}

async function openStock(page: Page) {
  await openFromMenu(page, 'Lager', 'Lagerhantering');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
}

test('the stock list prints with its unit, filter and date, without menu or buttons', async ({
  page,
}) => {
  await login(page, 'site_admin');
  await workIn(page, SITE);
  await openStock(page);
  await page
    .getByRole('radiogroup', { name: 'Visa' })
    .getByText('Utgår snart', { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: 'Utgår snart' })).toBeChecked();
  await page.getByRole('searchbox', { name: 'Sök i lagret' }).fill('Movicol');
  await expect(page.getByRole('row').filter({ hasText: 'Movicol' })).toHaveCount(1);
  await expect(page.getByTestId('print-heading')).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  const heading = page.getByTestId('print-heading');
  await expect(heading).toBeVisible();
  await expect(heading).toContainText(SITE);
  await expect(heading.getByRole('heading', { name: 'Lagerhantering' })).toBeVisible();
  await expect(heading).toContainText('Filter: Utgår snart, sökning "Movicol"');
  await expect(heading).toContainText(PRINTED_AT);
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Skriv ut' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Exportera' })).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Sök i lagret' })).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Movicol' })).toBeVisible();

  const printed = await printedPdf(page);
  expect(printed.texts).toHaveLength(1);
  expectA4(printed.sizes);
  expect(printed.all).toContain(SITE);
  expect(printed.all).toContain('Lagerhantering');
  expect(printed.all).toContain('Filter: Utgår snart, sökning "Movicol"');
  expect(printed.all).toMatch(PRINTED_AT);
  expect(printed.all).toContain(STOCK_HEADER);
  expect(printed.all).toContain('Movicol');
  expect(printed.all).not.toContain('Alvedon');
  expectNoScreenControls(printed.all);
});

test('the kassation report prints its period and figures on A4', async ({ page }) => {
  await login(page, 'site_admin');
  await workIn(page, SITE);
  await openFromMenu(page, 'Kassation', 'Kassation');
  await page.getByRole('tab', { name: 'Rapporter' }).click();
  await expect(page.getByRole('group', { name: 'Antal kassationer' })).toBeVisible();
  await expect(page.getByText('Mest kasserade läkemedel')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  const heading = page.getByTestId('print-heading');
  await expect(heading.getByRole('heading', { name: 'Kassation: Rapporter' })).toBeVisible();
  await expect(heading).toContainText('Filter: Period: 6 månader');
  await expect(page.getByRole('tab', { name: 'Rapporter' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Period' })).toBeHidden();

  const printed = await printedPdf(page);
  expectA4(printed.sizes);
  expect(printed.all).toContain(SITE);
  expect(printed.all).toContain('Kassation: Rapporter');
  expect(printed.all).toContain('Filter: Period: 6 månader');
  expect(printed.all).toMatch(PRINTED_AT);
  expect(printed.all).toContain('Antal kassationer');
  expect(printed.all).toContain('Mest kasserade läkemedel');
  expect(printed.all).toContain('Läkemedel Kasserat antal Antal kassationer Vanligaste orsak');
  expectNoScreenControls(printed.all);
});

/** A new unit with `count` batches in stock, so its stock list is longer than one A4 page. */
async function unitWithLongStock(page: Page, count: number): Promise<string> {
  const api = apiAs(page);
  const tag = unique();
  const customer = await api.post<Named>('/customers', {
    name: `Utskriftskund ${tag}`,
    customer_type: 'kommun',
  });
  const site = await api.post<Named>('/sites', {
    name: `Utskriftsenheten ${tag}`,
    customer_id: customer.id,
  });
  const inSite = apiAs(page, site.id);
  for (let n = 1; n <= count; n++) {
    const medicine = await inSite.post<Named>('/medicines', {
      site_id: site.id,
      name: `Utskriftstest läkemedel nummer ${n} med ett långt namn`,
      strength: '500 mg',
      unit: 'tablett',
      minimum_stock_level: 0,
    });
    await inSite.post('/inventory/items', {
      medicine_template_id: medicine.id,
      batch_number: `UT-${n}`,
      expiry_date: stockholmDay(200 + n),
      quantity: n,
      location: 'Förrådet, hylla två från vänster',
    });
  }
  return site.name;
}

test('a list longer than a page repeats its column headings on every page', async ({ page }) => {
  await login(page, 'admin');
  const siteName = await unitWithLongStock(page, 20);
  await page.reload();
  await workIn(page, siteName);
  await page.goto('/inventory');
  await expect(page.getByRole('row')).toHaveCount(21);

  await page.emulateMedia({ media: 'print' });
  const printed = await printedPdf(page);
  expect(printed.texts.length).toBeGreaterThan(1);
  expectA4(printed.sizes);
  for (const text of printed.texts) expect(text).toContain(STOCK_HEADER);
  expect(printed.texts[0]).toContain(siteName);
  expect(printed.all).toContain('UT-1 ');
  expect(printed.all).toContain('UT-20 ');
  expectNoScreenControls(printed.all);
});

test("in a browser a report's 'Skriv ut' opens the browser's print dialog", async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () =>
      Reflect.set(window, 'printCalls', Number(Reflect.get(window, 'printCalls') ?? 0) + 1);
  });
  await login(page, 'site_admin');
  await workIn(page, SITE);
  await openFromMenu(page, 'Kassation', 'Kassation');
  await page.getByRole('tab', { name: 'Rapporter' }).click();
  await page.getByRole('button', { name: 'Skriv ut' }).click();
  await expect.poll(() => page.evaluate(() => Reflect.get(window, 'printCalls'))).toBe(1);
});

test("a paged list's 'Skriv ut' prints the whole list, not the page on screen", async ({
  page,
}) => {
  await recordFramePrints(page);
  await login(page, 'admin');
  const siteName = await unitWithLongStock(page, 25);
  await page.reload();
  await workIn(page, siteName);
  await page.goto('/inventory');
  await expect(page.getByRole('row')).toHaveCount(21);

  // The PDF the browser is given to print, as it arrives.
  const printed: { url: string; body: Buffer }[] = [];
  await page.route('**/api/v1/inventory/items/export*', async (route) => {
    const response = await route.fetch();
    printed.push({ url: route.request().url(), body: await response.body() });
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Skriv ut' }).click();
  await expect.poll(() => framePrinted(page)).toBe('Lagerhantering');
  await expect(page.getByText('Utskriftsfönstret har öppnats. Välj skrivare där.')).toBeVisible();

  expect(printed).toHaveLength(1);
  expect(new URL(printed[0]?.url ?? '').searchParams.get('format')).toBe('pdf');
  const pdf = await readPdf(printed[0]?.body ?? Buffer.alloc(0));
  const texts = await Promise.all(pdf.pages.map((n) => pdf.text(n)));
  await pdf.close();
  const all = texts.join('\n');
  expect(texts[0]).toContain(siteName);
  expect(texts[0]).toMatch(PRINTED_AT);
  for (const n of [1, 20, 21, 25]) expect(all).toContain(`UT-${n} `);
  expect(all).toContain('25 rader');
});

test("in the kiosk 'Skriv ut' prints silently on the kiosk printer: a list as a PDF, a report as the screen", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const pages: unknown[] = [];
    const pdfs: unknown[] = [];
    Object.assign(window, {
      pages,
      pdfs,
      print: () => Reflect.set(window, 'printCalls', 1),
      kiosk: {
        printPdf: (bytes: Uint8Array, options: unknown) => {
          pdfs.push({ start: new TextDecoder().decode(bytes.slice(0, 5)), options });
          return Promise.resolve({ printer: 'HP LaserJet Läkemedelsrum' });
        },
        printPage: (options: unknown) => {
          pages.push(options);
          return Promise.resolve({ printer: 'HP LaserJet Läkemedelsrum' });
        },
        printers: () => Promise.resolve([]),
        info: () =>
          Promise.resolve({ version: '1.0.0', mode: 'embedded', server: '', printer: null }),
      },
    });
  });
  await login(page, 'site_admin');
  await workIn(page, SITE);
  await openFromMenu(page, 'Kassation', 'Kassation');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Skriv ut' }).click();
  await expect(
    page.getByText('Utskriften skickades till skrivaren HP LaserJet Läkemedelsrum.'),
  ).toBeVisible();
  expect(await page.evaluate(() => Reflect.get(window, 'pdfs'))).toEqual([
    { start: '%PDF-', options: { title: 'Kassation: Översikt' } },
  ]);

  await page.getByRole('tab', { name: 'Rapporter' }).click();
  await page.getByRole('button', { name: 'Skriv ut' }).click();
  await expect
    .poll(() => page.evaluate(() => Reflect.get(window, 'pages')))
    .toEqual([{ title: 'Kassation: Rapporter' }]);
  expect(await page.evaluate(() => Reflect.get(window, 'printCalls'))).toBeUndefined();
});
