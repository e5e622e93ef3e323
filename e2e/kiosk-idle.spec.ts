import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './helpers.ts';

const NOTICE = 'Du loggades ut efter 15 minuter utan aktivitet.';

/** Signs the nurse in on a faked clock and sets the shortest sign-out time in the settings. */
async function signInWithShortTimeout(page: Page): Promise<string> {
  await page.clock.install();
  await page.goto('/');
  await page.getByLabel('E-post').fill(DEMO.user.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(DEMO.user.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/user$/);

  await page.getByRole('navigation').getByRole('link', { name: 'Inställningar' }).click();
  const local = page.getByRole('region', { name: 'Inställningar i den här webbläsaren' });
  await local.getByLabel('Logga ut automatiskt efter inaktivitet').selectOption('15');
  await local.getByRole('button', { name: 'Spara inställningar' }).click();
  await expect(local.getByRole('status')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Översikt' }).click();
  await expect(page).toHaveURL(/\/user$/);
  return (await page.evaluate(() => localStorage.getItem('access_token'))) ?? '';
}

const signedOut = async (page: Page) => {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
};

test('15 minutes without input sign the nurse out, on the server too', async ({ page }) => {
  const token = await signInWithShortTimeout(page);
  await page.clock.fastForward('14:50');
  await expect(page).toHaveURL(/\/user$/);
  await page.clock.fastForward('00:40');
  await signedOut(page);

  const me = await page.request.get('/api/v1/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // The notice survives a reload and goes once the next person signs in.
  await page.reload();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await page.getByLabel('E-post').fill(DEMO.user.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(DEMO.user.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await page.getByRole('button', { name: 'Logga ut' }).first().click();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});

/** Waits until the page has taken the input in (wheel events reach it asynchronously). */
async function inputTaken(page: Page, give: () => Promise<void>): Promise<void> {
  const read = () => page.evaluate(() => localStorage.getItem('medvakt.lastActivity'));
  const before = await read();
  await give();
  await expect.poll(read).not.toBe(before);
}

test('input before the limit keeps the session: pointer, a scanner burst, wheel and touch', async ({
  page,
}) => {
  await signInWithShortTimeout(page);

  await page.clock.fastForward('14:00');
  await inputTaken(page, () => page.mouse.move(300, 300));
  await page.clock.fastForward('14:00');
  await expect(page).toHaveURL(/\/user$/);

  // A USB scanner types a code fast and ends with Enter.
  await inputTaken(page, async () => {
    await page.keyboard.type('05701234567892', { delay: 5 });
    await page.keyboard.press('Enter');
  });
  await page.clock.fastForward('14:00');
  await expect(page).toHaveURL(/\/user$/);

  await inputTaken(page, () => page.mouse.wheel(0, 200));
  await page.clock.fastForward('14:00');
  await expect(page).toHaveURL(/\/user$/);

  await inputTaken(page, () => page.dispatchEvent('body', 'touchstart'));
  await page.clock.fastForward('14:00');
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByText(NOTICE)).toHaveCount(0);

  await page.clock.fastForward('01:30');
  await signedOut(page);
});
