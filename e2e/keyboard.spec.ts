import { expect, test, type Page } from '@playwright/test';
import { login } from './helpers.ts';
import { openFromMenu } from './management-api.ts';
import { NURSE_SITE, codeUrl, medicineAt } from './qr-scan-helpers.ts';

// The keyboard alone: the skip link past the header and menu, the dispose dialog and the scan
// screen (WCAG 2.1.1 Keyboard, 2.4.1 Bypass blocks, 2.4.3 Focus order).

/** Presses Tab until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const focusInMain = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('main'));

test('the first Tab stop skips the header and the menu to the content', async ({ page }) => {
  await login(page, 'user');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hej, Sara!' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/user$/);
  await page.keyboard.press('Tab');
  expect(await focusInMain(page)).toBe(true);

  // The same after moving on in the app, and in English.
  await page.evaluate(() =>
    localStorage.setItem('medvakt.settings', JSON.stringify({ display: { language: 'en' } })),
  );
  await page.goto('/warnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Warnings' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
});

test('the dispose dialog opens, keeps and returns focus by keyboard; Escape closes it', async ({
  page,
}) => {
  await login(page, 'user');
  await openFromMenu(page, 'Lager', 'Lagerhantering');
  const disposeButton = page.getByRole('button', { name: /^Kassera / }).first();
  await disposeButton.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Kassera lagerartikel' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Antal att kassera')).toBeFocused();
  // Tab goes round inside the dialog, never out behind it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(disposeButton).toBeFocused();
});

test('the scan screen works by keyboard: code, medicine, actions and the camera dialog', async ({
  page,
}) => {
  await login(page, 'user');
  const code = await codeUrl(page, await medicineAt(page, NURSE_SITE, 'Alvedon', '500 mg'));
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Skanna' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'QR-kodskanning' })).toBeVisible();

  const field = page.getByLabel('QR-data');
  await tabTo(page, field);
  await page.keyboard.insertText(code);
  await page.keyboard.press('Enter');

  // Focus moves to the medicine the code names, then on to what can be done with it.
  const medicine = page.getByRole('heading', { level: 2, name: /^Alvedon 500 mg/ });
  await expect(medicine).toBeFocused();
  const view = page.getByRole('button', { name: 'Visa', exact: true });
  await tabTo(page, view, 5);
  await page.keyboard.press('Enter');
  await expect(view).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table', { name: 'Batcher i lager' })).toBeVisible();

  // Another code: focus returns to the top of the scan screen, not to the top of the page.
  await tabTo(page, page.getByRole('button', { name: 'Skanna en annan kod' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'QR-kodskanning' })).toBeFocused();

  // The camera dialog: focus inside, Escape closes it and focus returns to its button.
  const camera = page.getByRole('button', { name: 'Skanna med kamera' });
  await tabTo(page, camera);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Skanna med kamera' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(camera).toBeFocused();
});
