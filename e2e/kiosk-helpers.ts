import type { Browser, Page } from '@playwright/test';

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
