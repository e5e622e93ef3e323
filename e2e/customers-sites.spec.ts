import { expect, test, type Page } from '@playwright/test';
import { login, row, unique } from './helpers.ts';
import { apiAs, openFromMenu, STRONG_PASSWORD, type Named } from './management-api.ts';

const openCustomers = (page: Page) => openFromMenu(page, 'Kunder', 'Kundhantering');
const openSites = (page: Page) => openFromMenu(page, 'Enheter', 'Enhetshantering');
const stat = (page: Page, label: string) => page.getByRole('group', { name: label });

async function statValue(page: Page, label: string): Promise<number> {
  await expect(stat(page, label)).toHaveText(new RegExp(`${label}\\s*\\d+`));
  return Number((await stat(page, label).innerText()).replace(/\D+/g, ''));
}

async function makeCustomer(page: Page, name: string, type = 'private') {
  return apiAs(page).post<Named>('/customers', { name, customer_type: type });
}

async function makeSite(
  page: Page,
  name: string,
  customerId: string,
  extra: Record<string, unknown> = {},
) {
  return apiAs(page).post<Named>('/sites', { name, customer_id: customerId, ...extra });
}

test.beforeEach(async ({ page }) => {
  await login(page, 'admin');
});

test.describe('Kundhantering', () => {
  test('skapar, redigerar och tar bort en kund', async ({ page }) => {
    await openCustomers(page);
    const name = `Region Test ${unique()}`;
    const regionsBefore = await statValue(page, 'Regioner');
    const totalBefore = await statValue(page, 'Totalt antal kunder');

    await page.getByRole('button', { name: 'Ny kund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny kund' });
    await expect(dialog.getByLabel('Månadspris per enhet (kr)')).toHaveValue('900');
    await expect(dialog.getByRole('combobox', { name: 'Kundtyp' })).toHaveValue('Kommun');
    await dialog.getByRole('button', { name: 'Skapa kund' }).click();
    await expect(dialog.getByText('Namn krävs')).toBeVisible();
    await dialog.getByLabel('Namn').fill(name);
    await dialog.getByLabel('E-post').fill('inte-en-adress');
    await dialog.getByRole('button', { name: 'Skapa kund' }).click();
    await expect(dialog.getByText('Ogiltig e-postadress')).toBeVisible();
    await dialog.getByLabel('E-post').fill('lakemedel@regiontest.example.se');
    await dialog.getByRole('combobox', { name: 'Kundtyp' }).click();
    await page.getByRole('option', { name: 'Region' }).click();
    await dialog.getByRole('button', { name: 'Skapa kund' }).click();

    await expect(page.getByText(`Kunden ${name} har skapats`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toContainText('Region');
    await expect(row(page, name)).toContainText('lakemedel@regiontest.example.se');
    await expect(row(page, name)).toContainText('900 kr');
    await expect(stat(page, 'Regioner')).toContainText(String(regionsBefore + 1));
    await expect(stat(page, 'Totalt antal kunder')).toContainText(String(totalBefore + 1));

    await page.getByRole('button', { name: `Redigera ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Redigera kund' });
    await expect(edit.getByLabel('Namn')).toHaveValue(name);
    await edit.getByLabel('Namn').fill(`${name} Syd`);
    await edit.getByLabel('Månadspris per enhet (kr)').fill('850');
    await edit.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText(`Kunden ${name} Syd har uppdaterats`)).toBeVisible();
    await expect(row(page, `${name} Syd`)).toContainText('850 kr');

    await page.getByRole('button', { name: `Ta bort ${name} Syd` }).click();
    const confirm = page.getByRole('dialog', { name: 'Ta bort kund' });
    await expect(confirm).toContainText(`Vill du ta bort kunden ${name} Syd?`);
    await expect(confirm).toContainText('Kunden har inga enheter');
    await confirm.getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByText(`Kunden ${name} Syd har tagits bort`)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
  });

  test('att ta bort en kund tar bort dess enheter', async ({ page }) => {
    const name = `Omsorg AB ${unique()}`;
    const customer = await makeCustomer(page, name);
    const siteName = `Omsorgshemmet ${unique()}`;
    await makeSite(page, siteName, customer.id);
    await openCustomers(page);

    await page.getByRole('button', { name: `Ta bort ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Ta bort kund' });
    await expect(confirm).toContainText(`Vill du ta bort kunden ${name}?`);
    await expect(confirm).toContainText('Kundens enheter tas bort tillsammans med kunden (1 st)');
    await confirm.getByRole('button', { name: 'Ta bort' }).click();
    await expect(row(page, name)).toHaveCount(0);

    await openSites(page);
    await expect(row(page, 'Hemsjukvården Solna')).toBeVisible();
    await expect(row(page, siteName)).toHaveCount(0);
  });

  test('söker och filtrerar på kundtyp', async ({ page }) => {
    await openCustomers(page);
    await page.getByLabel('Sök kunder').fill('uppsala');
    await expect(row(page, 'Region Uppsala')).toBeVisible();
    await expect(row(page, 'Solna stad')).toHaveCount(0);
    await page.getByLabel('Sök kunder').fill('');
    await page.getByRole('combobox', { name: 'Kundtyp' }).click();
    await page.getByRole('option', { name: 'Kommun' }).click();
    await expect(row(page, 'Solna stad')).toBeVisible();
    await expect(row(page, 'Region Uppsala')).toHaveCount(0);
  });
});

test.describe('Enhetshantering', () => {
  test('skapar en enhet med gränserna från specifikationen och redigerar den', async ({ page }) => {
    await openSites(page);
    const name = `Avdelning ${unique()}`;
    const totalBefore = await statValue(page, 'Totalt antal enheter');
    await page.getByRole('button', { name: 'Ny enhet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny enhet' });
    await expect(dialog.getByLabel('Uttag limit')).toHaveValue('10');
    await expect(dialog.getByLabel('Tillägg limit')).toHaveValue('1');
    await expect(dialog.getByLabel('Varningsdagar', { exact: true })).toHaveValue('30');
    await expect(dialog.getByLabel('Kritiska varningsdagar')).toHaveValue('7');

    await dialog.getByRole('button', { name: 'Skapa enhet' }).click();
    await expect(dialog.getByText('Namn krävs')).toBeVisible();
    await expect(dialog.getByText('Kund krävs')).toBeVisible();

    const limits: [string, string, string][] = [
      ['Uttag limit', '101', 'Uttag limit får vara max 100'],
      ['Tillägg limit', '11', 'Tillägg limit får vara max 10'],
      ['Varningsdagar', '366', 'Varningsdagar max 365'],
      ['Kritiska varningsdagar', '91', 'Kritiska varningsdagar max 90'],
      ['Uttag limit', '0', 'Uttag limit måste vara minst 1'],
      ['Tillägg limit', '0', 'Tillägg limit måste vara minst 1'],
      ['Varningsdagar', '0', 'Varningsdagar måste vara minst 1'],
      ['Kritiska varningsdagar', '0', 'Kritiska varningsdagar måste vara minst 1'],
    ];
    for (const [label, value, message] of limits) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
      await dialog.getByRole('button', { name: 'Skapa enhet' }).click();
      await expect(dialog.getByText(message)).toBeVisible();
    }

    await dialog.getByLabel('Namn').fill(name);
    await dialog.getByRole('combobox', { name: 'Kund' }).click();
    await page.getByRole('option', { name: 'Region Uppsala' }).click();
    await dialog.getByLabel('Adress').fill('Testgatan 1, 751 00 Uppsala');
    await dialog.getByLabel('Uttag limit').fill('20');
    await dialog.getByLabel('Tillägg limit').fill('2');
    await dialog.getByLabel('Varningsdagar', { exact: true }).fill('60');
    await dialog.getByLabel('Kritiska varningsdagar').fill('10');
    await dialog.getByRole('button', { name: 'Skapa enhet' }).click();

    await expect(page.getByText(`Enheten ${name} har skapats`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const created = row(page, name);
    await expect(created).toContainText('Region Uppsala');
    await expect(created).toContainText('Region', { ignoreCase: false });
    await expect(created).toContainText('Uttag max 20 · Tillägg max 2');
    await expect(created).toContainText('Varning 60 d · Kritisk 10 d');
    await expect(created.getByText('Aktiv', { exact: true })).toBeVisible();
    await expect(stat(page, 'Totalt antal enheter')).toContainText(String(totalBefore + 1));

    await page.getByRole('button', { name: `Redigera ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Redigera enhet' });
    await edit.getByLabel('Varningsdagar', { exact: true }).fill('5');
    await edit.getByRole('button', { name: 'Spara' }).click();
    await expect(
      edit.getByText('Kritiska varningsdagar får inte vara fler än varningsdagar'),
    ).toBeVisible();
    await edit.getByLabel('Varningsdagar', { exact: true }).fill('45');
    await edit.getByLabel('Aktiv').uncheck();
    await edit.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText(`Enheten ${name} har uppdaterats`)).toBeVisible();
    await expect(created).toContainText('Varning 45 d · Kritisk 10 d');
    await expect(created.getByText('Inaktiv', { exact: true })).toBeVisible();
  });

  test('tar bort en enhet utan kopplingar efter en bekräftelse', async ({ page }) => {
    const customer = await makeCustomer(page, `Kund ${unique()}`);
    const name = `Tom enhet ${unique()}`;
    await makeSite(page, name, customer.id);
    await openSites(page);
    await page.getByRole('button', { name: `Ta bort ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Ta bort enhet' });
    await expect(confirm).toContainText(`Vill du ta bort enheten ${name}?`);
    await confirm.getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByText(`Enheten ${name} har tagits bort`)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
  });

  test('en enhet med kopplad användare tas bort först efter en andra bekräftelse', async ({
    page,
  }) => {
    const customer = await makeCustomer(page, `Kund ${unique()}`);
    const name = `Bemannad enhet ${unique()}`;
    const site = await makeSite(page, name, customer.id);
    const email = `kopplad.${unique()}@example.se`;
    await apiAs(page).post('/users/', {
      email,
      password: STRONG_PASSWORD,
      first_name: 'Kopplad',
      last_name: 'Person',
      role: 'user',
      site_ids: [site.id],
      site_id: site.id,
    });
    await openSites(page);
    await expect(row(page, name)).toContainText('1 användare');

    await page.getByRole('button', { name: `Ta bort ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Ta bort enhet' })
      .getByRole('button', { name: 'Ta bort' })
      .click();
    const force = page.getByRole('dialog', { name: 'Enheten har kopplade användare' });
    await expect(force).toContainText(`Enheten ${name} har användare kopplade till sig`);
    await expect(force).toContainText('Annars kopplas användarna bort och enheten tas bort');
    await expect(row(page, name)).toBeVisible();
    await force.getByRole('button', { name: 'Ta bort eller stäng' }).click();
    await expect(page.getByText(`Enheten ${name} har tagits bort`)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);

    await openFromMenu(page, 'Användare', 'Användarhantering');
    const userRow = row(page, email);
    await expect(userRow).toContainText('Kopplad Person');
    await expect(userRow).not.toContainText(name);
  });

  test('en enhet med lagerhistorik stängs i stället för att tas bort och går att läsa efteråt', async ({
    page,
  }) => {
    const customer = await makeCustomer(page, `Kund ${unique()}`);
    const name = `Stängd enhet ${unique()}`;
    const site = await makeSite(page, name, customer.id);
    const inSite = apiAs(page, site.id);
    const medicine = await inSite.post<Named>('/medicines', {
      site_id: site.id,
      name: 'Alvedon',
      strength: '500 mg',
      unit: 'tablett',
      minimum_stock_level: 0,
    });
    await inSite.post('/inventory/items', {
      medicine_template_id: medicine.id,
      batch_number: 'ALV-STANGD',
      expiry_date: '2030-01-31',
      quantity: 10,
    });
    await openSites(page);
    await page.getByRole('button', { name: `Ta bort ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Ta bort enhet' });
    await expect(confirm).toContainText('stängs den i stället');
    await confirm.getByRole('button', { name: 'Ta bort' }).click();
    await page
      .getByRole('dialog', { name: 'Enheten har kopplade användare' })
      .getByRole('button', { name: 'Ta bort eller stäng' })
      .click();
    await expect(
      page.getByText(`Enheten ${name} har lagerhistorik och är stängd i stället för borttagen`),
    ).toBeVisible();
    await expect(row(page, name)).toContainText('Stängd');

    // The closed unit is still there to be read: chosen in the switcher, its stock is shown.
    await page.getByRole('banner').getByTestId('current-site').click();
    const option = page.getByRole('menuitem').filter({ hasText: name });
    await expect(option).toContainText('Stängd');
    await option.click();
    await expect(page.getByRole('status').filter({ hasText: 'Enheten är stängd' })).toContainText(
      'ingenting kan ändras',
    );
    await openFromMenu(page, 'Lager', 'Lagerhantering');
    await expect(page.getByText('ALV-STANGD')).toBeVisible();
  });

  test('avbryter den andra bekräftelsen och behåller enheten', async ({ page }) => {
    await openSites(page);
    await page.getByRole('button', { name: 'Ta bort Hemsjukvården Solna' }).click();
    await page
      .getByRole('dialog', { name: 'Ta bort enhet' })
      .getByRole('button', { name: 'Ta bort' })
      .click();
    const force = page.getByRole('dialog', { name: 'Enheten har kopplade användare' });
    await force.getByRole('button', { name: 'Avbryt' }).click();
    await expect(force).toBeHidden();
    await expect(row(page, 'Hemsjukvården Solna')).toBeVisible();
  });

  test('söker, filtrerar på kund och status och rensar filtren', async ({ page }) => {
    const customer = await makeCustomer(page, `Filterkund ${unique()}`);
    const inactive = `Vilande enhet ${unique()}`;
    await makeSite(page, inactive, customer.id, { is_active: false });
    await openSites(page);

    await page.getByLabel('Sök enheter').fill('rudbecks');
    await expect(row(page, 'Hemsjukvården Solna')).toBeVisible();
    await expect(row(page, 'Björkhagens')).toHaveCount(0);
    await page.getByRole('button', { name: 'Rensa filter' }).click();
    await expect(page.getByLabel('Sök enheter')).toHaveValue('');
    await expect(row(page, 'Björkhagens')).toBeVisible();

    await page.getByRole('combobox', { name: 'Kund', exact: true }).click();
    await page.getByRole('option', { name: 'Region Uppsala' }).click();
    await expect(row(page, 'Akademiska sjukhuset')).toBeVisible();
    await expect(row(page, 'Hemsjukvården Solna')).toHaveCount(0);
    await page.getByRole('button', { name: 'Rensa filter' }).click();

    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Inaktiva').click();
    await expect(row(page, inactive)).toBeVisible();
    await expect(row(page, 'Hemsjukvården Solna')).toHaveCount(0);
    await expect(row(page, inactive)).toContainText('Privat');
    await page.getByRole('button', { name: 'Rensa filter' }).click();
    await expect(row(page, 'Hemsjukvården Solna')).toBeVisible();
  });
});
