import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers.ts';
import { NURSE_SITE, batchesOf, codeUrl, medicineAt, quantityOf } from './qr-scan-helpers.ts';

// A phone held at the shelf.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

type Target = { siteId: string; templateId: string };

/** Code addresses made by the nurse, then the browser is left signed out. */
async function codesFor(page: Page, medicines: [string, string][]) {
  await login(page, 'user');
  const found: { target: Target; path: string }[] = [];
  for (const [name, strength] of medicines) {
    const target = await medicineAt(page, NURSE_SITE, name, strength);
    found.push({ target, path: new URL(await codeUrl(page, target)).pathname });
  }
  return found;
}

/** Every QR call the page makes, with whether it carried a token or a site. */
function watchQrCalls(page: Page): { url: string; signed: boolean }[] {
  const calls: { url: string; signed: boolean }[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/v1/qr-codes/')) return;
    const headers = request.headers();
    calls.push({
      url: request.url(),
      signed: 'authorization' in headers || 'x-site-id' in headers,
    });
  });
  return calls;
}

test('uttag och återlämning på den publika sidan, utan token även i en inloggad webbläsare', async ({
  page,
}) => {
  const [alvedon] = await codesFor(page, [['Alvedon', '500 mg']]);
  if (!alvedon) throw new Error('kod saknas');
  const [first] = (await batchesOf(page, alvedon.target)).filter((b) => !b.is_quarantined);
  if (!first) throw new Error('Alvedon saknar batcher');
  const calls = watchQrCalls(page);

  await page.goto(alvedon.path);
  await expect(page.getByRole('heading', { name: 'Alvedon 500 mg' })).toBeVisible();
  await page.getByRole('button', { name: 'Ta ut', exact: true }).click();
  await expect(page.getByRole('radio', { name: new RegExp(first.batch_number) })).toBeChecked();
  const quantity = page.getByRole('textbox', { name: 'Antal' });
  // The unit's withdraw limit (10 by default) is the page's most, as on the server.
  await quantity.fill('11');
  await expect(page.getByText(/Inte tillräckligt med lager|Högst 10 åt gången/)).toBeVisible();
  await quantity.fill('1');
  await page.getByRole('button', { name: 'Bekräfta uttag' }).click();
  await expect(page.getByTestId('scan-message')).toContainText(
    `Tog ut 1 styck Alvedon 500 mg ur batch ${first.batch_number}`,
  );
  expect(await quantityOf(page, alvedon.target, first.batch_number)).toBe(first.quantity - 1);

  await page.getByRole('button', { name: 'Lägg tillbaka' }).click();
  await page.getByRole('radio', { name: new RegExp(first.batch_number) }).check();
  await page.getByRole('button', { name: 'Bekräfta återlämning' }).click();
  await expect(page.getByTestId('scan-message')).toContainText(
    `Lade till 1 styck Alvedon 500 mg i batch ${first.batch_number}`,
  );
  expect(await quantityOf(page, alvedon.target, first.batch_number)).toBe(first.quantity);

  expect(calls.length).toBeGreaterThanOrEqual(4);
  expect(calls.filter((call) => call.signed)).toEqual([]);
});

test('narkotika kräver inloggning och inloggningen leder till skanningen', async ({
  page,
  context,
}) => {
  const [morfin] = await codesFor(page, [['Morfin Meda', '10 mg/ml']]);
  if (!morfin) throw new Error('kod saknas');
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto(morfin.path);
  await expect(page.getByRole('heading', { name: /Morfin Meda/ })).toBeVisible();
  await expect(
    page.getByText(
      'Narkotikaklassade läkemedel kan inte tas ut utan inloggning. Logga in för att göra uttaget.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ta ut', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('current-inventory')).toHaveCount(0);

  await page.getByRole('link', { name: 'Logga in och skanna' }).click();
  await page.getByLabel('E-post').fill('sjukskoterska@medvakt.se');
  await page.getByLabel('Lösenord', { exact: true }).fill('Medvakt-Vard1');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/scan/${morfin.target.siteId}/${morfin.target.templateId}$`),
  );
  await expect(page.getByRole('region', { name: 'Skannat läkemedel' })).toContainText(
    'Morfin Meda',
  );
});

test('en förfalskad eller ersatt kod och för många anrop ger tydliga texter', async ({ page }) => {
  const [alvedon] = await codesFor(page, [['Alvedon', '500 mg']]);
  if (!alvedon) throw new Error('kod saknas');
  const forged = alvedon.path.replace(/\/[^/]+$/, '/AAAAAAAAAAAAAAAAAAAAAA');
  await page.goto(forged);
  await expect(page.getByRole('alert')).toContainText('Ogiltig QR-kod');
  await expect(page.getByText('Be enhetens ansvariga skriva ut en ny QR-etikett')).toBeVisible();

  // The server's limit (30 a minute per address) is its own test; here only the page's answer.
  await page.route('**/api/v1/qr-codes/verify', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        detail: 'För många förfrågningar från den här adressen. Vänta en minut och försök igen.',
        code: 'RATE_LIMITED',
      }),
    }),
  );
  await page.goto(alvedon.path);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('För många förfrågningar just nu');
  await expect(alert).toContainText('Vänta en minut och försök igen.');
});
