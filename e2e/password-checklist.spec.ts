import { expect, test, type Page } from '@playwright/test';
import { login, unique } from './helpers.ts';
import { openFromMenu } from './management-api.ts';

const RULES = {
  length: 'Minst 8 tecken',
  upper: 'En stor bokstav',
  lower: 'En liten bokstav',
  digit: 'En siffra',
  special: 'Ett specialtecken',
} as const;

type Rule = keyof typeof RULES;

const createForm = (page: Page) => page.getByRole('form', { name: 'Skapa användare' });

async function expectMet(page: Page, met: Rule[]) {
  const items = createForm(page).getByRole('listitem');
  await expect(items).toHaveCount(Object.keys(RULES).length);
  for (const [rule, text] of Object.entries(RULES) as [Rule, string][]) {
    const state = met.includes(rule) ? 'uppfyllt' : 'saknas';
    await expect(items.filter({ hasText: text })).toContainText(`${text}: ${state}`);
  }
}

test('the password rules tick one by one as a new user’s password is typed', async ({ page }) => {
  await login(page, 'admin');
  await openFromMenu(page, 'Användare', 'Användarhantering');
  await page.getByRole('button', { name: 'Ny användare' }).click();
  const form = createForm(page);
  const password = form.getByLabel('Lösenord');
  await expectMet(page, []);

  const steps: [string, Rule[]][] = [
    ['abc', ['lower']],
    ['abcdefgh', ['length', 'lower']],
    ['Abcdefgh', ['length', 'upper', 'lower']],
    ['Abcdefg1', ['length', 'upper', 'lower', 'digit']],
    ['Abcdefg1!', ['length', 'upper', 'lower', 'digit', 'special']],
  ];
  for (const [typed, met] of steps) {
    await password.fill(typed);
    await expectMet(page, met);
  }
  await expect(password).toHaveAttribute('aria-describedby', /\S/);
  const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
  const checklist = page.locator(`[id="${describedBy.split(' ').at(-1) ?? ''}"]`);
  await expect(checklist).toContainText('Ett specialtecken: uppfyllt');
  await expect(checklist.locator('[aria-live="polite"]')).toHaveCount(1);

  await form.getByLabel('E-post').fill(`svag.${unique()}@example.se`);
  await password.fill('Abcdefg1');
  await form.getByRole('button', { name: 'Skapa användare' }).click();
  await expect(form.getByText('Lösenord måste innehålla minst ett specialtecken')).toBeVisible();
});

test('the server still refuses a weak password with its own message', async ({ page }) => {
  await login(page, 'admin');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.post('/api/v1/users/', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    data: {
      email: `svag.${unique()}@example.se`,
      password: 'Abcdefg1',
      first_name: 'Svea',
      last_name: 'Svagsson',
      role: 'admin',
      site_ids: [],
      site_id: null,
    },
  });
  expect(response.status()).toBe(422);
  expect(await response.text()).toContain('Lösenord måste innehålla minst ett specialtecken');
});
