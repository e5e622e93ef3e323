import { expect, test, type Page } from '@playwright/test';
import { GS } from '../shared/gs1.ts';
import { login } from './helpers.ts';
import { openFromMenu } from './management-api.ts';
import { codeUrl, medicineAt, NURSE_SITE } from './qr-scan-helpers.ts';
import { scannerTypes } from './scanner.ts';

const READY = 'Redo att skanna';
const PACK = `]d20107350031443110172712311000LOT9${GS}21SER1`;

async function openScan(page: Page) {
  await page.goto('/scan');
  await expect(page.getByText(READY)).toBeVisible();
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
}

/** Slows the page's main thread as a cheap two-core kiosk PC under load would. */
async function throttleCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

test.describe('handskannern på skanningssidan', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'user');
  });

  test('läser en hel kod vid 10, 60 och 100 ms mellan tecknen, också med processorn strypt fyra gånger', async ({
    page,
  }) => {
    // Six codes typed key by key at up to 100 ms a key take about 25 s by themselves.
    test.setTimeout(90_000);
    const url = await codeUrl(page, await medicineAt(page, NURSE_SITE, 'Alvedon', '500 mg'));
    for (const throttled of [false, true]) {
      if (throttled) await throttleCpu(page, 4);
      for (const gap of [10, 60, 100]) {
        await openScan(page);
        await scannerTypes(page, url, gap);
        await expect(
          page.getByRole('region', { name: 'Skannat läkemedel' }),
          `${gap} ms${throttled ? ', strypt' : ''}`,
        ).toContainText('Alvedon 500 mg');
      }
    }
  });

  test('en avbruten skanning sägs vara ofullständig, och en för långsam skanner får ett råd', async ({
    page,
  }) => {
    const url = await codeUrl(page, await medicineAt(page, NURSE_SITE, 'Alvedon', '500 mg'));
    await openScan(page);
    await scannerTypes(page, url.slice(0, 30), 8);
    await expect(page.getByRole('alert')).toHaveText('Skanningen blev ofullständig – skanna igen');
    await expect(page.getByText('Ogiltig QR-kod')).toHaveCount(0);
    await expect(page.getByText(READY)).toBeVisible();

    await scannerTypes(page, url, 200);
    await expect(page.getByRole('alert')).toContainText('Skannern skickar tecknen för långsamt');
    await expect(page.getByRole('region', { name: 'Skannat läkemedel' })).toHaveCount(0);
  });
});

test('Testa skannern visar hur tecknen kom och vilken inställning som ska ändras', async ({
  page,
}) => {
  await login(page, 'user');
  await openFromMenu(page, 'Inställningar', 'Testa skannern');
  const card = page.getByRole('region', { name: 'Testa skannern' });

  await card.getByRole('button', { name: 'Testa skannern' }).click();
  await expect(card.getByText('Skanna en kod nu.')).toBeVisible();
  await scannerTypes(page, PACK, 8);
  const result = card.getByRole('table', { name: 'Resultat av skannertestet' });
  await expect(result.getByRole('row', { name: /Koden/ })).toContainText(
    'Läkemedelsförpackningens GS1-kod',
  );
  await expect(result.getByRole('row', { name: /Gruppavskiljare/ })).toContainText('Ja');
  await expect(result.getByRole('row', { name: /Tid mellan tecknen/ })).toContainText(
    'som mest 8 ms',
  );
  await expect(card.getByText('Skannern är rätt inställd.')).toBeVisible();

  await card.getByRole('button', { name: 'Testa skannern' }).click();
  await scannerTypes(page, PACK.replace(GS, ''), 150);
  await expect(
    card.getByText(/Tecknen kommer för långsamt \(upp till 150 ms isär\)/),
  ).toBeVisible();
  await expect(card.getByText(/Slå på överföring av GS/)).toBeVisible();
});
