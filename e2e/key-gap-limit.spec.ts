import { expect, test } from '@playwright/test';
import { login, unique } from './helpers.ts';
import { kioskScreen } from './kiosk-helpers.ts';
import { apiIn } from './management-api.ts';
import { codeUrl, medicineAt, NURSE_SITE } from './qr-scan-helpers.ts';
import { scannerTypes } from './scanner.ts';

// The documented limit between a scanner's or badge reader's keys (README, Scanning).
const LIMIT_MS = 120;

test('skanningssidan läser en kod vars tecken kommer med precis gränsens mellanrum', async ({
  page,
}) => {
  await login(page, 'user');
  const url = await codeUrl(page, await medicineAt(page, NURSE_SITE, 'Alvedon', '500 mg'));
  await page.goto('/scan');
  await expect(page.getByText('Redo att skanna')).toBeVisible();
  await scannerTypes(page, url, LIMIT_MS);
  await expect(page.getByRole('region', { name: 'Skannat läkemedel' })).toContainText(
    'Alvedon 500 mg',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('kiosken läser en tagg vid 80 ms och vid gränsen, och säger till när läsaren är för långsam', async ({
  page,
  browser,
}) => {
  const badge = `GAP${unique().toUpperCase()}`;
  await login(page, 'site_admin');
  const api = await apiIn(page, NURSE_SITE);
  const { device_key: deviceKey } = await api.post<{ device_key: string }>('/kiosks', {
    site_id: api.siteId,
    name: `Rum ${badge}`,
  });
  const kiosk = await kioskScreen(browser, deviceKey);
  const prompt = kiosk.getByRole('heading', { name: 'Blippa din tagg' });
  const pinPad = kiosk.getByRole('heading', { name: 'Ange din PIN-kod' });

  for (const gap of [80, LIMIT_MS]) {
    await expect(prompt, `${gap} ms`).toBeVisible();
    await scannerTypes(kiosk, badge, gap);
    await expect(pinPad, `${gap} ms`).toBeVisible();
    await kiosk.getByRole('button', { name: 'Annan tagg' }).click();
  }

  await expect(prompt).toBeVisible();
  await scannerTypes(kiosk, badge, 200);
  await expect(kiosk.getByRole('alert')).toContainText(
    'Taggläsaren skickar tecknen för långsamt (upp till 200 ms mellan tecknen, högst 120 ms läses)',
  );
  await expect(pinPad).toHaveCount(0);
  await kiosk.context().close();
});
