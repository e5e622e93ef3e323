import { expect, test, type Page } from '@playwright/test';
import { login, workIn } from './helpers.ts';
import { framePrinted, recordFramePrints } from './print-frame.ts';
import { openFromMenu } from './management-api.ts';

// One of the demo site admin's sites; its demo disposal history gives rows to certify.
const SITE = 'Björkhagens äldreboende';
const FILE_NAME = /^kassationsintyg-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.pdf$/;

type Printed = { head: string; size: number; title?: string };

/** The kiosk shell's preload, faked: it keeps what it was asked to print. */
async function fakeKiosk(page: Page, failure: string | null = null): Promise<void> {
  await page.addInitScript((failWith) => {
    const printed: Printed[] = [];
    Object.assign(window, {
      printed,
      kiosk: {
        printPdf: (bytes: Uint8Array, options?: { title?: string }) => {
          if (failWith) return Promise.reject(new Error(failWith));
          printed.push({
            head: String.fromCharCode(...bytes.subarray(0, 5)),
            size: bytes.byteLength,
            title: options?.title,
          });
          return Promise.resolve({ printer: 'HP LaserJet Läkemedelsrum', pages: 1 });
        },
        printers: () => Promise.resolve([]),
        info: () =>
          Promise.resolve({ version: '1.0.0', mode: 'embedded', server: '', printer: null }),
      },
    });
  }, failure);
}

async function openCertificate(page: Page) {
  await login(page, 'site_admin');
  await workIn(page, SITE);
  await openFromMenu(page, 'Kassation', 'Kassation');
  await page
    .getByRole('button', { name: /^Intyg / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Kassationsintyg' });
  await expect(dialog.getByRole('button', { name: 'Skapa och ladda ner' })).toBeVisible();
  return dialog;
}

const printedInKiosk = (page: Page) =>
  page.evaluate(() => Reflect.get(window, 'printed') as Printed[]);

test('in the kiosk a certificate prints silently on the kiosk printer', async ({ page }) => {
  await fakeKiosk(page);
  const dialog = await openCertificate(page);
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await dialog.getByRole('button', { name: 'Skriv ut' }).click();

  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/^Kassationsintyget kassationsintyg-.*\.pdf är skapat\. Utskriften skickades/),
  ).toHaveText(/till skrivaren HP LaserJet Läkemedelsrum\.$/);
  const [printed] = await printedInKiosk(page);
  expect(printed?.head).toBe('%PDF-');
  expect(printed?.size).toBeGreaterThan(1000);
  expect(printed?.title).toMatch(FILE_NAME);
  expect(downloaded).toBe(false);
  await expect(page.locator('iframe[src^="blob:"]')).toHaveCount(0);
});

test("a kiosk printer's failure is told in Swedish and the dialog stays open", async ({ page }) => {
  await fakeKiosk(
    page,
    "Error invoking remote method 'kiosk:print-pdf': Error: Skrivaren HP LaserJet svarar inte",
  );
  const dialog = await openCertificate(page);
  await dialog.getByRole('button', { name: 'Skriv ut' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /^Kassationsintyget kassationsintyg-.*\.pdf är skapat men kunde inte skrivas ut: Skrivaren HP LaserJet svarar inte$/,
  );
  await expect(dialog.getByRole('button', { name: 'Skriv ut' })).toBeEnabled();
});

test("in a browser the certificate opens in a hidden frame for the browser's print dialog", async ({
  page,
}) => {
  await recordFramePrints(page);
  const dialog = await openCertificate(page);
  await dialog.getByRole('button', { name: 'Skriv ut' }).click();
  await expect.poll(() => framePrinted(page)).toMatch(FILE_NAME);
  const frame = page.locator('iframe[src^="blob:"]');
  await expect(frame).toBeAttached();
  await expect(frame).toHaveAttribute('title', FILE_NAME);
  await expect(frame).toBeHidden();
  await expect(page.getByText('Utskriftsfönstret har öppnats. Välj skrivare där.')).toBeVisible();
});
