import { expect, test } from '@playwright/test';
import { PUBLIC_SCREENS, SCREEN_LANGUAGES, VIEWPORTS } from './screen-routes.ts';
import { checkScreen, load, navigate, settle, signInWith, visit } from './screen-checks.ts';

// WCAG 2.1 AA where the walk of each role's screens (role-screens.spec.ts) does not go: the screens
// for the signed out, the dark colour scheme, and open dialogs, forms and tabs.

// Each test signs in on its own, so they may share the work when the suite runs more workers.
test.describe.configure({ mode: 'parallel', timeout: 10 * 60_000 });

for (const language of SCREEN_LANGUAGES) {
  test(`public screens meet WCAG 2.1 AA (${language})`, async ({ page }) => {
    await page.goto('/');
    await page.evaluate((chosen) => {
      localStorage.setItem('medvakt.settings', JSON.stringify({ display: { language: chosen } }));
    }, language);
    await load(page, '/');
    for (const path of PUBLIC_SCREENS) await visit(page, { path, role: 'signed out', language });
  });
}

test('the dark colour scheme meets WCAG 2.1 AA on the everyday screens', async ({ page }) => {
  await signInWith(page, 'site_admin', 'sv', { theme: 'dark', items_per_page: 10 });
  const everyday = ['/site-admin', '/inventory', '/warnings', '/kassation', '/narkotika', '/scan'];
  for (const path of [...everyday, '/help']) {
    await visit(page, { path, role: 'site_admin', language: 'sv' });
  }
});

test('open dialogs, forms and tabs meet WCAG 2.1 AA', async ({ page }) => {
  await signInWith(page, 'site_admin', 'sv', { items_per_page: 10 });
  const where = (path: string) => ({ path, role: 'site_admin' as const, language: 'sv' as const });
  const checkOpened = async (path: string, what: string) => {
    const failures = await checkScreen(page, where(`${path} (${what})`));
    expect.soft(failures, `${path} with ${what} open: ${failures.length} problems`).toEqual([]);
    await page.setViewportSize(VIEWPORTS.kiosk);
  };

  await navigate(page, '/inventory');
  await settle(page);
  await page
    .getByRole('button', { name: /^Kassera / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Kassera lagerartikel' })).toBeVisible();
  await checkOpened('/inventory', 'the dispose dialog');
  await page.keyboard.press('Escape');

  await navigate(page, '/lakemedel');
  await settle(page);
  await page.getByRole('button', { name: 'Nytt läkemedel' }).click();
  await expect(page.getByRole('dialog', { name: 'Nytt läkemedel' })).toBeVisible();
  await checkOpened('/lakemedel', 'the new medicine dialog');
  await page.keyboard.press('Escape');

  await navigate(page, '/users');
  await settle(page);
  await page.getByRole('button', { name: 'Ny användare' }).click();
  await expect(page.getByRole('form', { name: 'Skapa användare' })).toBeVisible();
  await checkOpened('/users', 'the new user form');

  await navigate(page, '/kassation');
  await settle(page);
  await page.getByRole('tab', { name: 'Rapporter' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Rapporter' })).toBeVisible();
  await checkOpened('/kassation', 'the reports tab');
});
