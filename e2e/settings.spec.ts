import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, login, unique } from './helpers.ts';
import { mailsTo } from './mailbox.ts';

type Account = { email: string; password: string; firstName: string };

/** A fresh care-staff account made by the demo admin, so the demo logins stay untouched. */
async function createAccount(request: APIRequestContext): Promise<Account> {
  const signIn = await request.post('/api/v1/auth/login', {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  const { access_token } = (await signIn.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${access_token}` };
  const sites = (await (await request.get('/api/v1/users/current/sites', { headers })).json()) as {
    id: string;
  }[];
  const account = {
    email: `profil-${unique()}@medvakt.se`,
    password: 'Start-Lösen1',
    firstName: 'Maja',
  };
  const created = await request.post('/api/v1/users', {
    headers,
    data: {
      email: account.email,
      password: account.password,
      first_name: account.firstName,
      last_name: 'Profilsson',
      role: 'user',
      site_ids: [sites[0]?.id],
    },
  });
  expect(created.status()).toBe(201);
  return account;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/user$/);
}

async function openSettings(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Inställningar' }).click();
  await expect(page.getByRole('heading', { name: 'Inställningar', exact: true })).toBeVisible();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('the profile is edited, the email is read-only, and the message fades', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account.email, account.password);
  await openSettings(page);
  const profile = section(page, 'Profil');

  await expect(field(page, 'E-post')).toHaveValue(account.email);
  await expect(field(page, 'E-post')).toHaveAttribute('readonly', '');
  await expect(profile.getByText('används för inloggning')).toBeVisible();
  await expect(field(page, 'Roll')).toHaveValue('Användare');

  await field(page, 'Förnamn').fill('M');
  await field(page, 'Mobilnummer').fill('abc');
  await profile.getByRole('button', { name: 'Spara profil' }).click();
  await expect(profile.getByText('Förnamn måste vara minst 2 tecken')).toBeVisible();
  await expect(profile.getByText('Ogiltigt mobilnummer')).toBeVisible();

  await field(page, 'Förnamn').fill('Majken');
  await field(page, 'Mobilnummer').fill('070-123 45 67');
  await profile.getByRole('button', { name: 'Spara profil' }).click();
  const saved = profile.getByRole('status');
  await expect(saved).toHaveText('Profilen har sparats.');
  await expect(page.getByRole('banner').getByText('Majken Profilsson')).toBeVisible();
  await expect(saved).toBeHidden({ timeout: 7_000 });

  await page.reload();
  await expect(field(page, 'Förnamn')).toHaveValue('Majken');
  await expect(field(page, 'Mobilnummer')).toHaveValue('070-123 45 67');
});

test('the password is changed after the form is checked, and the new one works', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account.email, account.password);
  await openSettings(page);
  const form = section(page, 'Byt lösenord');
  const current = page.getByLabel('Nuvarande lösenord', { exact: true });
  const next = page.getByLabel('Nytt lösenord', { exact: true });
  const confirm = page.getByLabel('Bekräfta nytt lösenord', { exact: true });
  const submit = form.getByRole('button', { name: 'Byt lösenord' });

  await current.fill(account.password);
  await next.fill('kort');
  await confirm.fill('annat');
  await submit.click();
  await expect(form.getByText('Nytt lösenord måste vara minst 8 tecken')).toBeVisible();
  await expect(form.getByText('De nya lösenorden matchar inte')).toBeVisible();

  await current.fill('Gissat-Fel9!');
  await next.fill('Nytt-Lösen22');
  await confirm.fill('Nytt-Lösen22');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Nuvarande lösenord är fel.');

  await current.fill(account.password);
  await next.fill('Nytt-Lösen22');
  await confirm.fill('Nytt-Lösen22');
  await submit.click();
  await expect(form.getByRole('status')).toHaveText('Lösenordet har ändrats.');
  await expect(current).toHaveValue('');

  await page.getByRole('banner').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('E-post').fill(account.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Fel e-postadress eller lösenord.');
  await signIn(page, account.email, 'Nytt-Lösen22');
});

test('browser settings are kept in this browser and change the language', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account.email, account.password);
  await openSettings(page);
  const local = section(page, 'Inställningar i den här webbläsaren');
  await expect(local.getByText('sparas bara i den här webbläsaren')).toBeVisible();

  await local.getByLabel('Pushnotiser').check();
  await local.getByLabel('Logga ut automatiskt efter inaktivitet').selectOption('30');
  await local.getByLabel('Språk').selectOption('en');
  await local.getByRole('button', { name: 'Spara inställningar' }).click();

  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('medvakt.settings'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    notifications: { push_notifications: true },
    display: { language: 'en' },
    security: { session_timeout: 30 },
  });

  await page.reload();
  const again = section(page, 'Settings in this browser');
  await expect(again.getByLabel('Push notifications')).toBeChecked();
  await again.getByLabel('Language').selectOption('sv');
  await again.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('heading', { name: 'Inställningar', exact: true })).toBeVisible();
});

test('a failed save of the browser settings says so', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-post').fill(DEMO.user.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(DEMO.user.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await openSettings(page);
  // A full storage: every write fails from here on.
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  const local = section(page, 'Inställningar i den här webbläsaren');
  await local.getByLabel('Visa batchnummer').uncheck();
  await local.getByRole('button', { name: 'Spara inställningar' }).click();
  await expect(local.getByRole('alert')).toHaveText('Kunde inte spara inställningar');
});

test('the session ends after the chosen time without activity', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem('medvakt.settings', JSON.stringify({ security: { session_timeout: 15 } })),
  );
  await page.reload();
  await page.getByLabel('E-post').fill(DEMO.user.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(DEMO.user.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/user$/);

  await page.clock.fastForward('14:00');
  await expect(page).toHaveURL(/\/user$/);
  await page.clock.fastForward('01:30');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Du loggades ut efter 15 minuter utan aktivitet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
});

test('e-mail choices are kept on the server, and an admin’s test e-mail arrives', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  await signIn(page, account.email, account.password);
  await openSettings(page);
  const email = section(page, 'E-post');
  await expect(email.getByText(`Mejlen skickas till ${account.email}.`)).toBeVisible();
  await expect(email.getByRole('button', { name: 'Skicka testmejl' })).toHaveCount(0);
  await email.getByText('Varje vecka', { exact: true }).click();
  await email.getByLabel('Lågt lager').uncheck();
  await email.getByRole('button', { name: 'Spara e-postval' }).click();
  await expect(email.getByText('Dina e-postval har sparats.')).toBeVisible();

  // Kept on the server: another browser (no local storage) sees the same choices.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, account.email, account.password);
  await openSettings(page);
  const again = section(page, 'E-post');
  await expect(again.getByRole('radio', { name: 'Varje vecka' })).toBeChecked();
  await expect(again.getByLabel('Lågt lager')).not.toBeChecked();
  await expect(again.getByLabel('Öppna varningar')).toBeChecked();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, 'admin');
  await openSettings(page);
  const before = mailsTo(DEMO.admin.email).length;
  await section(page, 'E-post').getByRole('button', { name: 'Skicka testmejl' }).click();
  await expect(page.getByText(`Ett testmejl har skickats till ${DEMO.admin.email}.`)).toBeVisible();
  const mails = mailsTo(DEMO.admin.email);
  expect(mails).toHaveLength(before + 1);
  expect(mails.at(-1)).toMatchObject({ subject: 'Medvakt: testmejl' });
  expect(mails.at(-1)?.text).toContain('Det här är ett testmejl från Medvakt.');
});
