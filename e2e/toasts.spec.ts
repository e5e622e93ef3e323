import { expect, test, type Locator } from '@playwright/test';
import { login, workIn } from './helpers.ts';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('expected a visible element');
  return box;
}

test('a success toast leaves the user block and Logga ut uncovered', async ({ page }) => {
  await login(page, 'site_admin');
  const header = page.getByRole('banner');
  const switcher = header.getByTestId('current-site');
  await expect(switcher).toBeVisible();
  const sites = await page.evaluate(async () => {
    const response = await fetch('/api/v1/users/current/sites', {
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
    });
    return (await response.json()) as { name: string }[];
  });
  const current = (await switcher.innerText()).trim();
  const otherName = sites.find((site) => site.name !== current)?.name ?? '';
  await workIn(page, otherName);

  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Du arbetar nu i' });
  await expect(toast).toBeVisible();
  const toastBox = await boxOf(toast);
  const logout = await boxOf(header.getByRole('button', { name: 'Logga ut' }));
  const userBlock = await boxOf(header.getByTestId('user-block'));
  await expect(toast).toBeVisible();
  expect(overlaps(toastBox, logout)).toBe(false);
  expect(overlaps(toastBox, userBlock)).toBe(false);
});
