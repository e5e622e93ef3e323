import { expect, test, type Page } from '@playwright/test';
import { login, row } from './helpers.ts';

// The server answers in the language the person chose: its refusals (here a wrong current
// password, refused by the server) and the journal's unit word follow the setting both ways.

async function chooseLanguage(page: Page, language: 'sv' | 'en') {
  await page.evaluate((chosen) => {
    const stored = JSON.parse(localStorage.getItem('medvakt.settings') ?? '{}') as {
      display?: Record<string, unknown>;
    };
    stored.display = { ...stored.display, language: chosen };
    localStorage.setItem('medvakt.settings', JSON.stringify(stored));
  }, language);
  await page.reload();
}

async function refusePasswordChange(page: Page, labels: string[], button: string) {
  const [current = '', next = '', confirm = ''] = labels;
  await page.getByLabel(current, { exact: true }).fill('Fel-Lösen-99');
  await page.getByLabel(next, { exact: true }).fill('Nytt-Lösen-22');
  await page.getByLabel(confirm, { exact: true }).fill('Nytt-Lösen-22');
  await page.getByRole('button', { name: button, exact: true }).last().click();
}

test('a person who chose English reads the server refusal in English, and Swedish again after switching back', async ({
  page,
}) => {
  await login(page, 'user');
  await chooseLanguage(page, 'en');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Settings' }).click();
  await refusePasswordChange(
    page,
    ['Current password', 'New password', 'Confirm new password'],
    'Change password',
  );
  await expect(page.getByText('The current password is wrong.').first()).toBeVisible();
  await expect(page.getByText('Nuvarande lösenord är fel.')).toHaveCount(0);

  await menu.getByRole('link', { name: 'Narcotics' }).click();
  await row(page, 'Morfin Meda 10 mg/ml').getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByText('quantities in pcs')).toBeVisible();
  await expect(page.getByText('styck')).toHaveCount(0);

  await chooseLanguage(page, 'sv');
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Inställningar' })
    .click();
  await refusePasswordChange(
    page,
    ['Nuvarande lösenord', 'Nytt lösenord', 'Bekräfta nytt lösenord'],
    'Byt lösenord',
  );
  await expect(page.getByText('Nuvarande lösenord är fel.').first()).toBeVisible();
});
