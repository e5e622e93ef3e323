import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, unique, workIn } from './helpers.ts';
import { openFromMenu } from './management-api.ts';
import { NURSE_SITE } from './qr-scan-helpers.ts';

const KIOSK = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 667 };

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('expected a visible element');
  return box;
}

/** Starts a stock-take of one new storage place and opens it. */
async function startStockTake(page: Page) {
  const shelf = `Hylla ${unique()}`;
  await openFromMenu(page, 'Inventering', 'Inventering');
  await page.getByLabel('Förvaringsplats (valfritt)').fill(shelf);
  await page.getByRole('button', { name: 'Starta inventering' }).click();
  await expect(page.getByRole('heading', { name: `Inventering: ${shelf}` })).toBeVisible();
}

/** The control count of the demo unit's morphine, as its unit manager. */
async function openMorphineCount(page: Page) {
  await login(page, 'site_admin');
  await workIn(page, NURSE_SITE);
  await openFromMenu(page, 'Narkotika', 'Narkotika');
  await page
    .getByRole('row')
    .filter({ hasText: 'Morfin Meda 10 mg/ml' })
    .getByRole('link', { name: 'Kontrollräkna' })
    .click();
  await expect(page.getByRole('button', { name: 'Spara räkning' })).toBeVisible();
}

test.use({ viewport: KIOSK });

test('cancelling a stock-take is apart from completing it and asks first', async ({ page }) => {
  await login(page, 'site_admin');
  await workIn(page, NURSE_SITE);
  await startStockTake(page);
  const cancel = page.getByRole('button', { name: 'Avbryt inventeringen' });
  const complete = page.getByRole('button', { name: 'Avsluta inventeringen' });
  const [cancelBox, completeBox] = [await boxOf(cancel), await boxOf(complete)];
  // Not on the same bar as 'Avsluta inventeringen', and on the other side of the page.
  expect(Math.abs(cancelBox.y - completeBox.y)).toBeGreaterThan(100);
  expect(cancelBox.x + cancelBox.width).toBeLessThan(completeBox.x);

  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Avbryta inventeringen?' });
  await expect(dialog).toContainText('inget bokas i lagret');
  await expect(dialog.getByRole('button', { name: 'Fortsätt räkna' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(complete).toBeVisible();

  await cancel.click();
  await dialog.getByRole('button', { name: 'Avbryt och kasta räkningen' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Inventeringen avbröts. Inget av det räknade bokades.',
  );
});

test('the nurse who started a stock-take may cancel it, as README says', async ({ page }) => {
  await login(page, 'user');
  await startStockTake(page);
  await expect(page.getByRole('button', { name: 'Avsluta inventeringen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Avbryt inventeringen' }).click();
  await page
    .getByRole('dialog', { name: 'Avbryta inventeringen?' })
    .getByRole('button', { name: 'Avbryt och kasta räkningen' })
    .click();
  await expect(
    page.getByText('Inventeringen avbröts. Inget av det räknade bokades.'),
  ).toBeVisible();
});

test("the count page's rule is a note, not an alert read out every time", async ({ page }) => {
  await openMorphineCount(page);
  const rule = page.getByText('Den som har tagit emot en leverans av läkemedlet sedan förra');
  await expect(rule).toBeVisible();
  await expect(page.getByRole('note').filter({ has: rule })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a count that differs names the missing witness and reason at once', async ({ page }) => {
  await openMorphineCount(page);
  const fields = page.getByRole('textbox', { name: /^Räknat antal för batch / });
  for (const field of await fields.all()) await field.fill('0');
  await page.getByRole('button', { name: 'Spara räkning' }).click();
  const note = page.getByRole('textbox', { name: 'Anteckning' });
  const witness = page.getByRole('textbox', { name: 'Vittnets e-post' });
  await expect(witness).toHaveAccessibleDescription(
    /En avvikelse måste signeras av en annan person/,
  );
  await expect(note).toHaveAccessibleDescription(/Ange orsak till avvikelsen/);
  await expect(page.getByRole('alert')).toHaveText(
    'En avvikelse måste signeras av en annan person Ange orsak till avvikelsen',
  );
});

for (const viewport of [KIOSK, PHONE]) {
  test(`the e-mail choices' confirmation is in sight at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await login(page, 'user');
    await page.goto('/settings');
    const save = page.getByRole('button', { name: 'Spara e-postval' });
    const header = await boxOf(page.getByRole('banner'));
    const top = header.y + header.height;
    // Wherever the person has scrolled the button to (just under the header, mid-screen, at the
    // bottom edge), the confirmation lands in sight.
    for (const at of [top + 8, (top + viewport.height) / 2, viewport.height - 48]) {
      const button = await boxOf(save);
      await page.evaluate((by) => window.scrollBy(0, by), button.y - at);
      await save.click();
      const saved = page.getByText('Dina e-postval har sparats.');
      const inSight = async () => {
        const box = await saved.boundingBox();
        return box !== null && box.y >= top && box.y + box.height <= viewport.height;
      };
      await expect.poll(inSight, { message: `button at ${at}`, timeout: 3_000 }).toBe(true);
    }
  });
}
