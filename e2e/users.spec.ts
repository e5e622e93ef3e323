import { expect, test, type Page } from '@playwright/test';
import { login, unique } from './helpers.ts';
import { apiAs, openFromMenu, siteNamed, STRONG_PASSWORD } from './management-api.ts';

const createForm = (page: Page) => page.getByRole('form', { name: 'Skapa användare' });
const userRow = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });
const openUsers = (page: Page) => openFromMenu(page, 'Användare', 'Användarhantering');

async function chooseSite(page: Page, name: string) {
  await createForm(page).getByLabel('Enheter').click();
  await page.getByRole('option', { name }).click();
  await page.keyboard.press('Escape');
}

/** A plain user on Hemsjukvården Solna, made through the API so the test starts from it. */
async function makeUser(page: Page, firstName: string) {
  const site = await siteNamed(page, 'Hemsjukvården Solna');
  const email = `${firstName.toLowerCase()}.${unique()}@example.se`;
  await apiAs(page).post('/users/', {
    email,
    password: STRONG_PASSWORD,
    first_name: firstName,
    last_name: 'Testsson',
    role: 'user',
    site_ids: [site.id],
    site_id: site.id,
  });
  return { email, name: `${firstName} Testsson` };
}

test.describe('Användarhantering som admin', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'admin');
  });

  test('skapar en användare och visar lösenordsreglerna en i taget', async ({ page }) => {
    await openUsers(page);
    const email = `ny.${unique()}@example.se`;
    await page.getByRole('button', { name: 'Ny användare' }).click();
    const form = createForm(page);
    await form.getByLabel('E-post').fill(email);
    await form.getByLabel('Förnamn').fill('Nora');
    await form.getByLabel('Efternamn').fill('Nyström');
    await form.getByRole('button', { name: 'Skapa användare' }).click();
    await expect(form.getByText('Minst en site måste väljas')).toBeVisible();
    await chooseSite(page, 'Hemsjukvården Solna');

    const password = form.getByLabel('Lösenord');
    const rules: [string, string][] = [
      ['Ab1!', 'Lösenord måste vara minst 8 tecken'],
      ['abcdefg1!', 'Lösenord måste innehålla minst en stor bokstav'],
      ['ABCDEFG1!', 'Lösenord måste innehålla minst en liten bokstav'],
      ['Abcdefgh!', 'Lösenord måste innehålla minst en siffra'],
      ['Abcdefgh1', 'Lösenord måste innehålla minst ett specialtecken'],
    ];
    for (const [attempt, message] of rules) {
      await password.fill(attempt);
      await form.getByRole('button', { name: 'Skapa användare' }).click();
      await expect(form.getByText(message)).toBeVisible();
      await expect(form.getByText(/^Lösenord måste/)).toHaveCount(1);
    }
    await password.fill(STRONG_PASSWORD);
    await form.getByRole('button', { name: 'Skapa användare' }).click();

    await expect(page.getByText(`Användaren ${email} har skapats`)).toBeVisible();
    await expect(form).toBeHidden();
    const row = userRow(page, email);
    await expect(row).toContainText('Nora Nyström');
    await expect(row).toContainText('Användare');
    await expect(row).toContainText('Hemsjukvården Solna');
    await expect(row.getByText('Aktiv', { exact: true })).toBeVisible();
    await expect(row).toContainText('Aldrig');
  });

  test('en administratör kopplas inte till någon enhet', async ({ page }) => {
    await openUsers(page);
    const email = `chef.${unique()}@example.se`;
    await page.getByRole('button', { name: 'Ny användare' }).click();
    const form = createForm(page);
    await form.getByRole('combobox', { name: 'Roll' }).click();
    await page.getByRole('option', { name: 'Administratör' }).click();
    await expect(form.getByLabel('Enheter')).toBeHidden();
    await expect(form.getByText('Administratörer har tillgång till alla enheter')).toBeVisible();
    await form.getByLabel('E-post').fill(email);
    await form.getByLabel('Lösenord').fill(STRONG_PASSWORD);
    await form.getByLabel('Förnamn').fill('Greta');
    await form.getByLabel('Efternamn').fill('Grund');
    await form.getByRole('button', { name: 'Skapa användare' }).click();
    await expect(userRow(page, email)).toContainText('Administratör');
  });

  test('visar serverns svar vid fältet när e-postadressen redan används', async ({ page }) => {
    await openUsers(page);
    await page.getByRole('button', { name: 'Ny användare' }).click();
    const form = createForm(page);
    await form.getByLabel('E-post').fill('sjukskoterska@medvakt.se');
    await form.getByLabel('Lösenord').fill(STRONG_PASSWORD);
    await form.getByLabel('Förnamn').fill('Dubbel');
    await form.getByLabel('Efternamn').fill('Adress');
    await chooseSite(page, 'Hemsjukvården Solna');
    await form.getByRole('button', { name: 'Skapa användare' }).click();
    await expect(
      form.getByText('E-postadressen används redan av en annan användare.'),
    ).toBeVisible();
    await expect(form.getByLabel('E-post')).toHaveAttribute('aria-invalid', 'true');
  });

  test('söker och filtrerar på roll', async ({ page }) => {
    await openUsers(page);
    await page.getByLabel('Sök användare').fill('enhetschef');
    await expect(page.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
    await expect(userRow(page, 'enhetschef@medvakt.se')).toBeVisible();
    await page.getByLabel('Sök användare').fill('');
    await page.getByRole('radiogroup', { name: 'Roll' }).getByText('Administratör').click();
    await expect(userRow(page, 'admin@medvakt.se')).toBeVisible();
    await expect(userRow(page, 'sjukskoterska@medvakt.se')).toBeHidden();
  });

  test('redigerar, frågar innan osparade ändringar kastas, inaktiverar och aktiverar', async ({
    page,
  }) => {
    const user = await makeUser(page, 'Edit');
    await openUsers(page);
    await page.getByRole('button', { name: `Redigera ${user.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Redigera användare' });
    await dialog.getByLabel('Förnamn').fill('Edvin');
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    const discard = page.getByRole('dialog', { name: 'Osparade ändringar' });
    await expect(discard).toContainText('Du har ändringar som inte är sparade');
    await discard.getByRole('button', { name: 'Fortsätt redigera' }).click();
    await expect(dialog.getByLabel('Förnamn')).toHaveValue('Edvin');

    await dialog.getByLabel('Mobilnummer').fill('070-123 45 67');
    await dialog.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText(`Användaren ${user.email} har uppdaterats`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = userRow(page, user.email);
    await expect(row).toContainText('Edvin Testsson');

    await row.getByRole('button', { name: 'Redigera Edvin Testsson' }).click();
    await dialog.getByLabel('Efternamn').fill('Ändrad');
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await page
      .getByRole('dialog', { name: 'Osparade ändringar' })
      .getByRole('button', { name: 'Stäng utan att spara' })
      .click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Edvin Testsson');

    const more = row.getByRole('button', { name: 'Fler åtgärder Edvin Testsson' });
    await more.click();
    await page.getByRole('menuitem', { name: 'Inaktivera' }).click();
    await expect(page.getByText(`Användaren ${user.email} har inaktiverats`)).toBeVisible();
    await expect(row.getByText('Inaktiv', { exact: true })).toBeVisible();
    await more.click();
    await page.getByRole('menuitem', { name: 'Aktivera' }).click();
    await expect(row.getByText('Aktiv', { exact: true })).toBeVisible();
  });

  test('tar bort en användare efter bekräftelse', async ({ page }) => {
    const user = await makeUser(page, 'Bort');
    await openUsers(page);
    const more = page.getByRole('button', { name: `Fler åtgärder ${user.name}` });
    await more.click();
    await page.getByRole('menuitem', { name: 'Ta bort' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ta bort användare' });
    await expect(confirm).toContainText('Är du säker på att du vill ta bort denna användare?');
    await confirm.getByRole('button', { name: 'Avbryt' }).click();
    await expect(userRow(page, user.email)).toBeVisible();

    await more.click();
    await page.getByRole('menuitem', { name: 'Ta bort' }).click();
    await confirm.getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByText(`Användaren ${user.email} har tagits bort`)).toBeVisible();
    await expect(userRow(page, user.email)).toHaveCount(0);
  });

  test('återställer lösenord med samma regler', async ({ page }) => {
    const user = await makeUser(page, 'Losen');
    await openUsers(page);
    await page.getByRole('button', { name: `Fler åtgärder ${user.name}` }).click();
    await page.getByRole('menuitem', { name: 'Lösenord' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nytt lösenord' });
    await dialog.getByLabel('Nytt lösenord').fill('kortkort');
    await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(dialog.getByText('Lösenord måste innehålla minst en stor bokstav')).toBeVisible();
    await dialog.getByLabel('Nytt lösenord').fill('Helt-Nytt-2');
    await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(page.getByText(`Lösenordet för ${user.email} har uppdaterats`)).toBeVisible();

    const answer = await page.request.post('/api/v1/auth/login', {
      data: { email: user.email, password: 'Helt-Nytt-2' },
    });
    expect(answer.status()).toBe(200);
  });
});

test.describe('Användarhantering som enhetsadmin', () => {
  test('rollen är låst till användare och bara egna enheter erbjuds', async ({ page }) => {
    await login(page, 'site_admin');
    await openUsers(page);
    await page.getByRole('button', { name: 'Fler åtgärder Sara Sjuksköterska' }).click();
    await expect(page.getByRole('menuitem', { name: 'Ta bort' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Lösenord' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Redigera Elin Enhetschef' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Redigera Sara Sjuksköterska' })).toBeEnabled();
    await page.getByRole('button', { name: 'Ny användare' }).click();
    const form = createForm(page);
    const role = form.getByRole('combobox', { name: 'Roll' });
    await expect(role).toBeDisabled();
    await expect(role).toHaveValue('Användare');
    await expect(
      form.getByText('Site-administratörer kan endast skapa vanliga användare'),
    ).toBeVisible();

    await form.getByLabel('Enheter').click();
    await expect(page.getByRole('option', { name: 'Hemsjukvården Solna' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Björkhagens äldreboende' })).toBeVisible();
    await expect(page.getByRole('option', { name: /Akademiska/ })).toHaveCount(0);
    await page.getByRole('option', { name: 'Björkhagens äldreboende' }).click();
    await page.keyboard.press('Escape');

    const email = `personal.${unique()}@example.se`;
    await form.getByLabel('E-post').fill(email);
    await form.getByLabel('Lösenord').fill(STRONG_PASSWORD);
    await form.getByLabel('Förnamn').fill('Petra');
    await form.getByLabel('Efternamn').fill('Personal');
    await form.getByRole('button', { name: 'Skapa användare' }).click();
    const row = userRow(page, email);
    await expect(row).toContainText('Användare');
    await expect(row).toContainText('Björkhagens äldreboende');
  });
});
