import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, row, unique, workIn } from './helpers.ts';
import { apiAs, apiIn } from './management-api.ts';
import { NURSE_SITE } from './qr-scan-helpers.ts';
import { scannerTypes } from './scanner.ts';

// The screens a manager and a nurse use most, at a laptop's or kiosk's 1366x768: the stock list
// fits its frame, the PIN pad's 'Logga in' and the status badges show their words whole.

const LAPTOP = { width: 1366, height: 768 };

/** How far the element's words run past its own box (0 when they fit). */
const cutBy = (at: Locator) => at.evaluate((el) => Math.max(0, el.scrollWidth - el.clientWidth));

/** The badge with exactly `text` shows every letter: nothing cut, no ellipsis. */
async function wholeBadge(scope: Page | Locator, text: string) {
  const badge = scope.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${text}$`) });
  await expect(badge.first()).toBeVisible();
  for (const one of await badge.all()) {
    expect(await cutBy(one), text).toBe(0);
    expect(await cutBy(one.locator('.mantine-Badge-label')), text).toBe(0);
  }
}

test('at 1366 px the stock list fits its frame, with the less used actions under Fler åtgärder', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await login(page, 'site_admin');
  await workIn(page, NURSE_SITE);
  await page.goto('/inventory');
  const frame = page.locator('.mantine-TableScrollContainer-scrollContainer');
  const first = page.getByRole('main').getByRole('row').nth(1);
  await expect(first).toBeVisible();
  const [tableWidth, frameWidth] = await frame.evaluate((el) => [
    el.querySelector('table')!.getBoundingClientRect().width,
    el.clientWidth,
  ]);
  expect(tableWidth).toBeLessThanOrEqual(frameWidth + 1);
  // A medicine's name takes at most two lines.
  const name = first.getByRole('cell').first().locator('p').first();
  const lines = await name.evaluate(
    (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
  );
  expect(lines).toBeLessThan(2.5);

  // From 'Kassera', the keyboard reaches the row's menu, named for the row, and walks into it.
  await first.getByRole('button', { name: /^Kassera / }).focus();
  await page.keyboard.press('Tab');
  const more = first.getByRole('button', { name: /^Fler åtgärder .+ batch / });
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  const move = page.getByRole('menuitem', { name: 'Flytta till annan enhet' });
  await expect(move).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Historik' })).toBeVisible();
  expect(await cutBy(move)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(move).toBeHidden();
});

test('the PIN pad reads Logga in, whole, at 1280, 1366 and 1920 px', async ({ page, browser }) => {
  await login(page, 'site_admin');
  const api = await apiIn(page, NURSE_SITE);
  const kiosk = await api.post<{ device_key: string }>('/kiosks', {
    site_id: api.siteId,
    name: `Rum ${unique()}`,
  });
  const context = await browser.newContext({
    viewport: LAPTOP,
    extraHTTPHeaders: { 'X-Kiosk-Key': kiosk.device_key },
  });
  const screen = await context.newPage();
  await screen.goto('/');
  await expect(screen.getByRole('heading', { name: 'Blippa din tagg' })).toBeVisible();
  await scannerTypes(screen, `PIN${unique().toUpperCase()}`);
  const signIn = screen.getByRole('button', { name: 'Logga in', exact: true });
  for (const width of [1280, 1366, 1920]) {
    await screen.setViewportSize({ width, height: 768 });
    await expect(signIn).toBeVisible();
    expect(await cutBy(signIn.locator('.mantine-Button-label')), `${width} px`).toBe(0);
  }
  await context.close();
});

test('at 1366 px a revoked API token and the recall monitor’s checks show their status whole', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await login(page, 'admin');
  const admin = apiAs(page);
  const token = `Gammalt system ${unique()}`;
  const sites = await admin.get<{ id: string; name: string }[]>('/users/current/sites');
  const created = await admin.post<{ id: string }>('/api-tokens', {
    name: token,
    site_ids: [sites[0]!.id],
    scopes: ['read:stock'],
  });
  const bearer = await page.evaluate(() => localStorage.getItem('access_token'));
  const revoked = await page.request.delete(`/api/v1/api-tokens/${created.id}`, {
    headers: { Authorization: `Bearer ${bearer ?? ''}` },
  });
  expect(revoked.ok()).toBe(true);
  await page.goto('/api-token');
  await wholeBadge(row(page, token), 'Återkallad');

  // A recall no unit has had: Medvakt answers for every unit; two are reopened, one answers.
  const product = `Kontrollvy ${unique()}`;
  const notice = await admin.post<{ notice: { id: string } }>('/indragningar/notices', {
    product_name: product,
    strength: '5 mg',
    recall_class: 'I',
    reason: 'Fel halt av aktiv substans',
    batches: [{ batch_number: `K${unique().toUpperCase()}` }],
  });
  const id = notice.notice.id;
  const { items } = await admin.get<{ items: { site_id: string }[] }>(
    `/indragningar/notices/${id}/follow-ups`,
  );
  for (const reopened of items.slice(0, 2))
    await apiAs(page, reopened.site_id).post(
      `/indragningar/notices/${id}/follow-ups/${reopened.site_id}/reopen`,
      {},
    );
  const answered = items[0]!.site_id;
  await apiAs(page, answered).post(`/indragningar/notices/${id}/follow-ups/${answered}/confirm`, {
    outcome: 'none_found',
  });
  await page.goto('/admin-withdrawals');
  await page.getByLabel('Sök indragningar').fill(product);
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
  // In the searched row: until the answer comes, the list before the search is still shown.
  await row(page, product)
    .getByRole('button', { name: /^\d+ av \d+ enheter har bekräftat$/ })
    .click();
  const checks = page.getByRole('dialog', { name: `Kontroll per enhet: ${product} 5 mg` });
  await wholeBadge(checks, 'Ej bekräftad');
  await wholeBadge(checks, 'Bekräftad');
});
