import { expect, test, type Page } from '@playwright/test';
import { GS } from '../shared/gs1.ts';
import { login, row, stockholmDay } from './helpers.ts';
import { scannerTypes } from './scanner.ts';
import { apiAs, openFromMenu } from './management-api.ts';
import {
  NURSE_SITE,
  batchesOf,
  codeUrl,
  freshGtin,
  medicineAt,
  quantityOf,
  recallFeedRead,
} from './qr-scan-helpers.ts';

const READY = 'Redo att skanna';

/** Opens the scan screen from the menu, as the nurse does at the kiosk. */
async function openScan(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Skanna' })
    .click();
  await expect(page.getByRole('heading', { name: 'QR-kodskanning' })).toBeVisible();
  await expect(page.getByText(READY)).toBeVisible();
}

/** A hand-held scanner: fast keys with nothing focused, then Enter. */
async function scanWithScanner(page: Page, text: string): Promise<void> {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await scannerTypes(page, text);
}

async function pasteCode(page: Page, text: string): Promise<void> {
  await page.getByLabel('QR-data').fill(text);
  await page.getByRole('button', { name: 'Verifiera' }).click();
}

const scanned = (page: Page) => page.getByRole('region', { name: 'Skannat läkemedel' });

async function inventoryShows(page: Page, batch: string, quantity: number): Promise<void> {
  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'Lagerhantering' })).toBeVisible();
  await page.getByLabel('Sök i lagret').fill(batch);
  await expect(row(page, batch)).toContainText(String(quantity));
}

test.describe('QR-kodskanning som sjuksköterska', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'user');
  });

  test('handskannern tar ut ur den batch som går ut först, och lagret ändras', async ({ page }) => {
    const alvedon = await medicineAt(page, NURSE_SITE, 'Alvedon', '500 mg');
    const url = await codeUrl(page, alvedon);
    const [first] = (await batchesOf(page, alvedon)).filter((b) => !b.is_quarantined);
    if (!first) throw new Error('Alvedon saknar batcher');
    const before = first.quantity;

    await openScan(page);
    await scanWithScanner(page, url);
    await expect(scanned(page)).toContainText('Alvedon 500 mg');
    await expect(scanned(page)).toContainText(NURSE_SITE);

    await page.getByRole('button', { name: 'Ta ut', exact: true }).click();
    await expect(page.getByRole('radio', { name: new RegExp(first.batch_number) })).toBeChecked();
    const quantity = page.getByRole('textbox', { name: 'Antal' });
    await quantity.fill(String(before + 1));
    await expect(page.getByText('Inte tillräckligt med lager')).toBeVisible();
    await quantity.fill('2');
    await page.getByRole('button', { name: 'Bekräfta uttag' }).click();

    await expect(page.getByTestId('scan-message')).toContainText(
      `Tog ut 2 styck Alvedon 500 mg ur batch ${first.batch_number}`,
    );
    // The result stays a moment, then the screen is ready for the next scan by itself.
    await expect(page.getByText(READY)).toBeVisible({ timeout: 6_000 });
    expect(await quantityOf(page, alvedon, first.batch_number)).toBe(before - 2);
    await inventoryShows(page, first.batch_number, before - 2);
  });

  test('inklistrad kod fyller på en vald batch', async ({ page }) => {
    const alvedon = await medicineAt(page, NURSE_SITE, 'Alvedon', '500 mg');
    const url = await codeUrl(page, alvedon);
    const batches = await batchesOf(page, alvedon);
    const last = batches.at(-1);
    if (!last) throw new Error('Alvedon saknar batcher');

    await openScan(page);
    await pasteCode(page, url);
    await page.getByRole('button', { name: 'Fyll på' }).click();
    await page.getByRole('radio', { name: new RegExp(last.batch_number) }).check();
    // The unit's add limit is 1 (the default): the form says so above it.
    await page.getByRole('textbox', { name: 'Antal' }).fill('2');
    await expect(page.getByText('Högst 1 åt gången')).toBeVisible();
    await page.getByRole('textbox', { name: 'Antal' }).fill('1');
    await page.getByRole('button', { name: 'Bekräfta påfyllning' }).click();
    await expect(page.getByTestId('scan-message')).toContainText(
      `Lade till 1 styck Alvedon 500 mg i batch ${last.batch_number}`,
    );
    await inventoryShows(page, last.batch_number, last.quantity + 1);
  });

  test('en indragen (spärrad) batch kan varken tas ut eller fyllas på', async ({ page }) => {
    await recallFeedRead(page);
    const eliquis = await medicineAt(page, NURSE_SITE, 'Eliquis', '5 mg');
    const url = await codeUrl(page, eliquis);

    await openScan(page);
    await pasteCode(page, url);
    await expect(scanned(page)).toContainText('Eliquis 5 mg');
    await page.getByRole('button', { name: 'Ta ut', exact: true }).click();
    const recalled = page.getByRole('radio', { name: /EQ2207/ });
    await expect(recalled).toBeDisabled();
    await expect(page.getByText(/Spärrad: /)).toBeVisible();
    await expect(page.getByText('Det finns ingen batch att ta ut ur')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bekräfta uttag' })).toBeDisabled();

    await page.getByRole('button', { name: 'Fyll på' }).click();
    await expect(page.getByRole('radio', { name: /EQ2207/ })).toBeDisabled();
    expect(await quantityOf(page, eliquis, 'EQ2207')).toBe(28);
  });

  test('en okänd förpackning (GS1 med GS) kopplas till ett läkemedel och fylls på', async ({
    page,
  }) => {
    const gtin = freshGtin();
    const batch = `GS${Date.now().toString(36).toUpperCase()}`;
    const expiry = stockholmDay(400);
    const yymmdd = expiry.slice(2).replaceAll('-', '');
    const furix = await medicineAt(page, NURSE_SITE, 'Furix', '40 mg');

    await openScan(page);
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    // ]d2, then GTIN, expiry and batch; the scanner types the separator GS as Ctrl+].
    await scannerTypes(page, `]d201${gtin}17${yymmdd}10${batch}${GS}21SER0001`);

    const dialog = page.getByRole('dialog', { name: 'Okänd förpackning' });
    await expect(dialog).toContainText(gtin);
    await dialog.getByRole('combobox', { name: 'Läkemedel' }).click();
    await page.getByRole('option', { name: /Furix 40 mg/ }).click();
    await dialog.getByRole('button', { name: 'Koppla och fortsätt' }).click();

    await expect(scanned(page)).toContainText('Furix 40 mg');
    await expect(scanned(page)).toContainText(`Batch ${batch}`);
    await page.getByRole('button', { name: 'Fyll på' }).click();
    await expect(page.getByRole('radio', { name: 'Ny batch' })).toBeChecked();
    await expect(page.getByLabel('Batchnummer')).toHaveValue(batch);
    await expect(page.getByLabel('Utgångsdatum')).toHaveValue(expiry);
    await page.getByRole('textbox', { name: 'Antal' }).fill('1');
    await page.getByRole('button', { name: 'Bekräfta påfyllning' }).click();
    await expect(page.getByTestId('scan-message')).toContainText(`den nya batchen ${batch}`);
    expect(await quantityOf(page, furix, batch)).toBe(1);

    // The same pack again is known now, and a withdrawal starts from its own batch.
    await page.getByRole('button', { name: 'Skanna nästa' }).click();
    await pasteCode(page, `(01)${gtin}(17)${yymmdd}(10)${batch}`);
    await page.getByRole('button', { name: 'Ta ut', exact: true }).click();
    await expect(page.getByRole('radio', { name: new RegExp(batch) })).toBeChecked();
    await inventoryShows(page, batch, 1);
  });

  test('ett uttag som inte längre räcker visar serverns skäl, och antalet kan ändras', async ({
    page,
  }) => {
    // A batch within the unit's withdraw limit of 10, so the whole of it may be asked for.
    const naloxon = await medicineAt(page, NURSE_SITE, 'Naloxon Hameln', '0,4 mg/ml');
    const url = await codeUrl(page, naloxon);
    const [first] = (await batchesOf(page, naloxon)).filter((b) => !b.is_quarantined);
    if (!first) throw new Error('Naloxon saknar batcher');

    await openScan(page);
    await pasteCode(page, url);
    await page.getByRole('button', { name: 'Ta ut', exact: true }).click();
    await page.getByRole('textbox', { name: 'Antal' }).fill(String(first.quantity));
    // Someone else takes one from the same batch before the nurse confirms.
    await apiAs(page).post('/qr-codes/scan', {
      qr_code_data: url,
      action_type: 'withdraw',
      quantity: 1,
      batch_number: first.batch_number,
    });
    await page.getByRole('button', { name: 'Bekräfta uttag' }).click();

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Kunde inte uppdatera lager');
    await expect(alert).toContainText('Inte tillräckligt med lager');
    await expect(alert.getByRole('button', { name: 'Försök igen' })).toBeVisible();
    await alert.getByRole('button', { name: 'Ändra antal eller batch' }).click();
    await page.getByRole('button', { name: 'Ta ut', exact: true }).click();
    await page.getByRole('textbox', { name: 'Antal' }).fill('1');
    await page.getByRole('button', { name: 'Bekräfta uttag' }).click();
    await expect(page.getByTestId('scan-message')).toContainText(
      `${first.quantity - 2} kvar i batchen`,
    );
  });

  test('ogiltiga koder ger spec-texterna och tillbaka leder hem', async ({ page }) => {
    await openScan(page);
    await pasteCode(page, 'http://127.0.0.1/qr/inte-ett-id');
    await expect(page.getByText('Ogiltig QR-kod: saknar site eller medicin ID')).toBeVisible();
    await page.getByRole('button', { name: 'Skanna en annan kod' }).click();
    await pasteCode(page, 'Alvedon 500 mg');
    await expect(page.getByRole('alert')).toContainText('Ogiltig QR-kod');

    await page.getByRole('link', { name: 'Tillbaka' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await openFromMenu(page, 'Skanna', 'QR-kodskanning');
  });
});

test('den som inte är inloggad ombeds logga in och kommer tillbaka till skanningen', async ({
  page,
}) => {
  await page.goto('/scan');
  await expect(page.getByText('Logga in för att skanna')).toBeVisible();
  await page.getByRole('link', { name: 'Logga in' }).click();
  await page.getByLabel('E-post').fill('sjukskoterska@medvakt.se');
  await page.getByLabel('Lösenord', { exact: true }).fill('Medvakt-Vard1');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/scan$/);
  await expect(page.getByText(READY)).toBeVisible();
});
