import { expect, test } from '@playwright/test';
import { login } from '../helpers.ts';
import { apiIn } from '../management-api.ts';
import { NURSE_SITE } from '../qr-scan-helpers.ts';
import { scannerTypes } from '../scanner.ts';
import { fitProblems } from './label-fit.ts';
import { VIEWPORTS } from './screen-routes.ts';

// The kiosk's own sign-in fits the widths kiosks come in, without scrolling sideways and with no
// label cut; every other screen is checked at 1366x768 on the walk of role-screens.spec.ts.

const KIOSK_WIDTHS = [1280, 1366, 1920] as const;

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
