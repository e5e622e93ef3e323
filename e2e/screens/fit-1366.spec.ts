import { expect, test, type Page } from '@playwright/test';
import { login, type DemoRole } from '../helpers.ts';
import { apiIn } from '../management-api.ts';
import { NURSE_SITE } from '../qr-scan-helpers.ts';
import { scannerTypes } from '../scanner.ts';
import { fitProblems } from './label-fit.ts';
import { VIEWPORTS, screensFor } from './screen-routes.ts';

// A laptop or kiosk at 1366x768: every screen of every role fits without scrolling sideways, no
// table is wider than its frame, and no button, badge, tab or heading has its words cut off. The
// kiosk's own sign-in is checked at the widths kiosks come in.

const ROLES: readonly DemoRole[] = ['admin', 'site_admin', 'user'];
const KIOSK_WIDTHS = [1280, 1366, 1920] as const;

/** Waits until the screen has loaded: no spinner, a visible h1. */
async function settled(page: Page): Promise<boolean> {
  try {
    await expect(page.locator('.mantine-Loader-root:visible')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.locator('h1:visible').first()).toBeVisible({ timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

for (const role of ROLES) {
  test(`every screen of ${role} fits 1366x768 with no label cut`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.kiosk);
    await login(page, role);
    const failures: string[] = [];
    for (const path of screensFor(role)) {
      await page.goto(path);
      if (!(await settled(page))) failures.push(`${path} [${role}]: still loading, or no h1`);
      for (const problem of await fitProblems(page)) failures.push(`${path} [${role}]: ${problem}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

test('the kiosk sign-in and its PIN pad fit at 1280, 1366 and 1920 px', async ({
  page,
  browser,
}) => {
  await login(page, 'site_admin');
  const api = await apiIn(page, NURSE_SITE);
  const kiosk = await api.post<{ device_key: string }>('/kiosks', {
    site_id: api.siteId,
    name: `Kiosk ${Date.now().toString(36)}`,
  });
  const context = await browser.newContext({
    viewport: VIEWPORTS.kiosk,
    extraHTTPHeaders: { 'X-Kiosk-Key': kiosk.device_key },
  });
  const screen = await context.newPage();
  await screen.goto('/');
  await expect(screen.getByRole('heading', { name: 'Blippa din tagg' })).toBeVisible();
  const failures: string[] = [];
  for (const width of KIOSK_WIDTHS) {
    await screen.setViewportSize({ width, height: 768 });
    for (const problem of await fitProblems(screen)) failures.push(`badge [${width}]: ${problem}`);
  }
  // Any badge opens the PIN pad; the server checks it only with the PIN.
  await scannerTypes(screen, 'FIT1366');
  await expect(screen.getByRole('heading', { name: 'Ange din PIN-kod' })).toBeVisible();
  for (const width of KIOSK_WIDTHS) {
    await screen.setViewportSize({ width, height: 768 });
    for (const problem of await fitProblems(screen))
      failures.push(`PIN pad [${width}]: ${problem}`);
  }
  await context.close();
  expect(failures, failures.join('\n')).toEqual([]);
});
