import { expect, type Browser, type Page } from '@playwright/test';
import { scannerTypes } from './scanner.ts';

const KIOSK = { width: 1366, height: 768 };

/** A kiosk screen: the shell adds the device key to every request, as the kiosk's main process does. */
export async function kioskScreen(browser: Browser, deviceKey: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: KIOSK,
    extraHTTPHeaders: { 'X-Kiosk-Key': deviceKey },
  });
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

export async function tapPin(page: Page, pin: string) {
  for (const digit of pin) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
}

/** At the kiosk's 'Blippa din tagg': the badge, the PIN, and on to the scan screen. */
export async function badgeToScan(page: Page, badge: string, pin: string) {
  await expect(page.getByRole('heading', { name: 'Blippa din tagg' })).toBeVisible();
  await scannerTypes(page, badge);
  await tapPin(page, pin);
  await expect(page).toHaveURL(/\/user$/);
  await page.goto('/scan');
  await expect(page.getByText('Redo att skanna')).toBeVisible();
}
