import { expect, test, type Page } from '@playwright/test';
import { DEMO, E2E_HOSTING_NOTICE, login, type DemoRole } from './helpers.ts';

const emailField = (page: Page) => page.getByLabel('E-post');
const passwordField = (page: Page) => page.getByLabel('Lösenord', { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Logga in' });

test('the login page tells who the system is for and links to help', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Säker läkemedelshantering')).toBeVisible();
  // Only the operator knows where the servers are: the page says what HOSTING_NOTICE says.
  await expect(page.getByText(E2E_HOSTING_NOTICE)).toBeVisible();
  await expect(page.getByText(/inom EU/)).toHaveCount(0);
  await expect(page.getByText(/endast avsett för behörig vårdpersonal/)).toBeVisible();
  await expect(page.getByText(/GDPR och patientdatalagen/)).toBeVisible();
  await expect(page.getByText('Betatest', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Teknisk support' })).toHaveAttribute(
    'href',
    '/support',
  );
  await expect(page.getByRole('link', { name: 'Hjälp & guide' })).toHaveAttribute('href', '/help');
});

test('the form checks its fields before asking the server', async ({ page }) => {
  await page.goto('/');
  await submit(page).click();
  await expect(page.getByText('E-post krävs')).toBeVisible();
  await expect(page.getByText('Lösenord krävs')).toBeVisible();

  await emailField(page).fill('inte-en-adress');
  await passwordField(page).fill('kort');
  await submit(page).click();
  await expect(page.getByText('Ogiltig e-postadress')).toBeVisible();
  await expect(page.getByText('Lösenord måste vara minst 8 tecken')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/');
  await passwordField(page).fill('hemligt-lösen');
  await expect(passwordField(page)).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Visa lösenord' }).click();
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Dölj lösenord' }).click();
  await expect(passwordField(page)).toHaveAttribute('type', 'password');
});

test('a wrong password shows the red alert and empties the password field', async ({ page }) => {
  await page.goto('/');
  await emailField(page).fill(DEMO.user.email);
  await passwordField(page).fill('Fel-lösenord-123');
  await submit(page).click();

  await expect(page.getByRole('alert')).toHaveText('Fel e-postadress eller lösenord.');
  await expect(passwordField(page)).toHaveValue('');
  await expect(emailField(page)).toHaveValue(DEMO.user.email);
  await expect(page).toHaveURL(/\/$/);

  await passwordField(page).fill(DEMO.user.password);
  await submit(page).click();
  await expect(page).toHaveURL(/\/user$/);
});

test('the button reads "Loggar in..." while the server answers', async ({ page }) => {
  await page.route('**/api/v1/auth/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/');
  await emailField(page).fill(DEMO.admin.email);
  await passwordField(page).fill(DEMO.admin.password);
  await submit(page).click();
  await expect(page.getByRole('button', { name: 'Loggar in...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/admin$/);
});

const homes: { role: DemoRole; line: string | RegExp }[] = [
  { role: 'admin', line: 'Systemöversikt' },
  { role: 'site_admin', line: 'Här arbetar du med alla dina enheter.' },
  { role: 'user', line: 'Enhet: Hemsjukvården Solna' },
];

for (const { role, line } of homes) {
  test(`${role} lands on their home and is greeted by first name`, async ({ page }) => {
    await login(page, role);
    await expect(
      page.getByRole('heading', { level: 1, name: `Hej, ${DEMO[role].firstName}!` }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(line)).toBeVisible();
  });
}

test('a signed-in visitor to the login page goes to their home; /login leads to /', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await login(page, 'site_admin');
  await page.goto('/');
  await expect(page).toHaveURL(/\/site-admin$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/site-admin$/);
});

test('logging out returns to the login page and closes the session', async ({ page }) => {
  await login(page, 'admin');
  await page.getByRole('banner').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(submit(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(submit(page)).toBeVisible();
});

test('the logout button on the home page signs out too', async ({ page }) => {
  await login(page, 'user');
  await page.getByRole('main').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(submit(page)).toBeVisible();
});
