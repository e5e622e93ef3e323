import { expect, test, type Page } from '@playwright/test';
import { login, row, stockholmDay, unique, workIn } from './helpers.ts';
import { openFromMenu } from './management-api.ts';

// Björkhagens äldreboende is one of the demo site admin's two sites; its demo stock includes
// Alvedon 1 g tablett (a batch 75 days from expiry) but no Dolcontin.
const SITE = 'Björkhagens äldreboende';

const openMedicines = (page: Page) => openFromMenu(page, 'Läkemedel', 'Läkemedelsmallar');
const openInventory = (page: Page) => openFromMenu(page, 'Lager', 'Lagerhantering');

/** The filter's options are radio buttons drawn as one segmented control. */
async function filter(page: Page, label: string): Promise<void> {
  await page.getByRole('radiogroup', { name: 'Visa' }).getByText(label, { exact: true }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

async function choose(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Läkemedelsmallar och lager som enhetsadmin', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'site_admin');
    await workIn(page, SITE);
  });

  test('skapar en läkemedelsmall, söker fram den och tar bort den', async ({ page }) => {
    await openMedicines(page);
    const name = `Testmedicin ${unique()}`;
    await page.getByRole('button', { name: 'Nytt läkemedel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nytt läkemedel' });
    await dialog.getByRole('button', { name: 'Skapa läkemedel' }).click();
    await expect(dialog.getByText('Läkemedelsnamn krävs.')).toBeVisible();
    await expect(dialog.getByText('Enhet krävs.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Namn', exact: true }).fill(name);
    await dialog.getByLabel('Generiskt namn').fill('Testsubstans');
    await dialog.getByLabel('Styrka').fill('250');
    await dialog.getByRole('textbox', { name: 'Enhet', exact: true }).fill('mg');
    await dialog.getByLabel('Administrering').fill('Oral');
    await dialog.getByLabel('Minsta lager').fill('7');
    await dialog.getByRole('combobox', { name: 'Narkotikaklassning' }).click();
    await page.getByRole('option', { name: 'Förteckning IV' }).click();
    await dialog.getByLabel('Förpackning').fill('100 st');
    await dialog.getByRole('button', { name: 'Skapa läkemedel' }).click();

    await expect(page.getByText(`${name} har skapats`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Sök läkemedel').fill(name);
    const created = row(page, name);
    await expect(created).toContainText('Narkotika IV');
    await expect(created).toContainText('Testsubstans');
    await expect(created).toContainText('250 mg');
    await expect(created).toContainText('Oral');
    await expect(created).toContainText('7');
    await expect(created).toContainText('I lager: 0');
    await expect(created).toContainText('Aktiv');

    await page.getByLabel('Sök läkemedel').fill(`${name} finns inte`);
    await expect(page.getByText(`Inga läkemedel matchar ”${name} finns inte”.`)).toBeVisible();
    await page.getByLabel('Sök läkemedel').fill(name);

    await created.getByRole('button', { name: `Ta bort ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Ta bort läkemedelsmall' });
    await expect(confirm).toContainText(`Vill du ta bort ${name}?`);
    await confirm.getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByText(`${name} har tagits bort`)).toBeVisible();
    await expect(page.getByText(`Inga läkemedel matchar ”${name}”.`)).toBeVisible();
  });

  test('en mall med lager kan inte tas bort och serverns skäl visas', async ({ page }) => {
    await openMedicines(page);
    await page.getByLabel('Sök läkemedel').fill('Alvedon');
    await row(page, '1 g tablett').getByRole('button', { name: 'Ta bort Alvedon' }).click();
    await page
      .getByRole('dialog', { name: 'Ta bort läkemedelsmall' })
      .getByRole('button', { name: 'Ta bort' })
      .click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Kunde inte ta bort läkemedelsmallen' });
    await expect(alert).toContainText('kan inte tas bort');
    await expect(row(page, '1 g tablett')).toBeVisible();
  });

  test('importerar färdiga mallar och rapporterar dubbletter', async ({ page }) => {
    await openMedicines(page);
    const openImport = async () => {
      await page.getByRole('button', { name: 'Importera färdiga mallar' }).click();
      return page.getByRole('dialog', { name: 'Importera färdiga mallar' });
    };

    let dialog = await openImport();
    await expect(dialog.getByText(/^0 av \d+ mallar valda$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Importera 0 mall(ar)' }).click();
    await expect(dialog.getByText('Välj minst en mall att importera')).toBeVisible();

    await dialog.getByLabel('Sök mallar').fill('Dolcontin');
    const five = dialog.getByRole('checkbox', { name: /Dolcontin 5 mg depottablett/ });
    await expect(five).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Färdiga mallar' })).toContainText('Narkotika');
    await expect(dialog.getByRole('group', { name: 'Färdiga mallar' })).toContainText('narkotika');
    await five.check();
    await expect(dialog.getByText(/^1 av \d+ mallar valda$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Importera 1 mall(ar)' }).click();
    await expect(dialog.getByText('Import slutförd!')).toBeVisible();
    await expect(dialog.getByText('1 mall(ar) importerades.')).toBeVisible();
    // The dialog closes by itself after 2 s and the list shows the new template.
    await expect(dialog).toBeHidden({ timeout: 5_000 });
    await expect(row(page, '5 mg depottablett')).toContainText('Dolcontin');

    dialog = await openImport();
    await expect(dialog.getByLabel('Sök mallar')).toHaveValue('');
    await expect(dialog.getByText(/^0 av \d+ mallar valda$/)).toBeVisible();
    await expect(dialog.getByText('Import slutförd!')).toBeHidden();
    await dialog.getByLabel('Sök mallar').fill('Dolcontin');
    await dialog.getByRole('button', { name: 'Markera alla', exact: true }).click();
    await expect(five).toBeChecked();
    await dialog.getByRole('button', { name: 'Avmarkera alla' }).click();
    await expect(dialog.getByText(/^0 av \d+ mallar valda$/)).toBeVisible();
    await five.check();
    await dialog.getByRole('button', { name: 'Importera 1 mall(ar)' }).click();
    await expect(dialog.getByText('Import slutförd!')).toBeVisible();
    await expect(dialog.getByText('0 mall(ar) importerades.')).toBeVisible();
    await expect(
      dialog.getByText('1 mall(ar) hoppades över eftersom de redan finns:'),
    ).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(['Dolcontin 5 mg']);
    // Nothing new was imported, so the dialog stays open with the result.
    await page.waitForTimeout(2_500);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stäng', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('lägger till lager, filtrerar på utgår snart och kasserar en del av batchen', async ({
    page,
  }) => {
    await openInventory(page);
    const batch = `E2E-${unique()}`;
    await page.getByRole('button', { name: 'Lägg till i lager' }).click();
    const form = page.getByRole('dialog', { name: 'Lägg till i lager' });
    await form.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await expect(form.getByText('Läkemedel krävs')).toBeVisible();
    await expect(form.getByText('Batchnummer krävs')).toBeVisible();

    await choose(page, 'Läkemedel', 'Alvedon 1 g tablett');
    await form.getByLabel('Batchnummer').fill(batch);
    await form.getByLabel('Utgångsdatum').fill(stockholmDay(10));
    await form.getByRole('textbox', { name: 'Antal', exact: true }).fill('24');
    await choose(page, 'Enhetstyp', 'Paket');
    await form.getByLabel('Plats', { exact: true }).fill('Skåp 3');
    await form.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await expect(page.getByText(`Alvedon, batch ${batch} har lagts till i lagret`)).toBeVisible();

    const added = row(page, batch);
    await expect(added).toContainText('Alvedon 1 g');
    await expect(added).toContainText('24 paket');
    await expect(added).toContainText(stockholmDay(10));
    await expect(added).toContainText('10 dagar');
    await expect(added).toContainText('Skåp 3');
    await expect(added).toContainText('Varning');

    await page.getByRole('button', { name: 'Lägg till i lager' }).click();
    await choose(page, 'Läkemedel', 'Alvedon 1 g tablett');
    await form.getByLabel('Batchnummer').fill(batch);
    await form.getByLabel('Utgångsdatum').fill(stockholmDay(40));
    await form.getByRole('textbox', { name: 'Antal', exact: true }).fill('1');
    await form.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await expect(
      form.getByText(
        'Batchnumret finns redan för det här läkemedlet. Använd ett annat batchnummer.',
      ),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Avbryt' }).click();

    // The demo batch AL1G07 of Alvedon 1 g expires in 75 days: not among those expiring soon.
    await expect(row(page, 'AL1G07')).toBeVisible();
    await filter(page, 'Utgår snart');
    await expect(row(page, batch)).toBeVisible();
    await expect(row(page, 'AL1G07')).toHaveCount(0);
    await filter(page, 'Utgångna');
    await expect(row(page, batch)).toHaveCount(0);
    await expect(row(page, 'ST1012')).toContainText('Utgånget');
    await expect(row(page, 'ST1012')).toContainText('Utgått för 12 dagar sedan');
    await filter(page, 'Utgår snart');

    await added.getByRole('button', { name: `Kassera Alvedon batch ${batch}` }).click();
    const dispose = page.getByRole('dialog', { name: 'Kassera lagerartikel' });
    await expect(dispose).toContainText('I lager: 24 paket');
    await expect(dispose.getByText('Mellan 1 och 24')).toBeVisible();
    // More than the batch holds is brought down to what is there.
    await dispose.getByLabel('Antal att kassera').fill('25');
    await dispose.getByLabel('Antal att kassera').blur();
    await expect(dispose.getByLabel('Antal att kassera')).toHaveValue('24');
    await dispose.getByRole('button', { name: 'Kassera' }).click();
    await expect(dispose.getByText('Välj en orsak')).toBeVisible();
    await dispose.getByLabel('Antal att kassera').fill('10');
    await choose(page, 'Orsak', 'Skadat');
    await dispose.getByRole('button', { name: 'Kassera' }).click();
    await expect(
      page.getByText('10 paket Alvedon har kasserats. Kvar i lager: 14 paket.'),
    ).toBeVisible();
    await expect(dispose).toBeHidden();
    await expect(added).toContainText('14 paket');
  });

  test('ändrar antalet med en orsak och visar batchens historik', async ({ page }) => {
    await openInventory(page);
    const batch = `HIST-${unique()}`;
    await page.getByRole('button', { name: 'Lägg till i lager' }).click();
    const form = page.getByRole('dialog', { name: 'Lägg till i lager' });
    await choose(page, 'Läkemedel', 'Alvedon 1 g tablett');
    await form.getByLabel('Batchnummer').fill(batch);
    await form.getByLabel('Utgångsdatum').fill(stockholmDay(200));
    await form.getByRole('textbox', { name: 'Antal', exact: true }).fill('12');
    await form.getByRole('button', { name: 'Lägg till', exact: true }).click();
    await expect(form).toBeHidden();

    await row(page, batch)
      .getByRole('button', { name: `Redigera Alvedon batch ${batch}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Redigera lagerartikel' });
    await expect(edit.getByLabel('Orsak till ändrat antal')).toHaveCount(0);
    await edit.getByRole('textbox', { name: 'Antal', exact: true }).fill('9');
    await edit.getByRole('button', { name: 'Spara' }).click();
    await expect(edit.getByText('Ange varför antalet ändras')).toBeVisible();
    await edit.getByLabel('Orsak till ändrat antal').fill('Tre förpackningar saknades');
    await edit.getByRole('button', { name: 'Spara' }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, batch)).toContainText('9 styck');

    await row(page, batch)
      .getByRole('button', { name: `Fler åtgärder Alvedon batch ${batch}` })
      .click();
    await page.getByRole('menuitem', { name: 'Historik' }).click();
    const history = page.getByRole('dialog', { name: `Historik: Alvedon, batch ${batch}` });
    const lines = history.getByRole('row');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(1)).toContainText('Inleverans');
    await expect(lines.nth(1)).toContainText('+12');
    await expect(lines.nth(1)).toContainText('Elin Enhetschef');
    await expect(lines.nth(1)).not.toContainText('@');
    await expect(lines.nth(2)).toContainText('Justering');
    await expect(lines.nth(2)).toContainText('-3');
    await expect(lines.nth(2)).toContainText('Tre förpackningar saknades');
    await expect(lines.nth(2).getByRole('cell').nth(3)).toHaveText('9');
    await expect(history).toContainText('2 händelser');
  });

  test('packar upp läkemedel i användarportalen och ser det i lagret', async ({ page }) => {
    await page.goto('/user');
    const form = page.getByRole('region', { name: 'Packa upp läkemedel' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Antal', exact: true })).toHaveValue('1');
    await expect(form.getByRole('combobox', { name: 'Enhetstyp' })).toHaveValue('Styck');
    await form.getByRole('button', { name: 'Packa upp' }).click();
    await expect(form.getByText('Fyll i alla obligatoriska fält')).toBeVisible();

    const batch = `UP-${unique()}`;
    await choose(page, 'Läkemedel', 'Alvedon 1 g tablett');
    await form.getByLabel('Batchnummer').fill(batch);
    await form.getByLabel('Utgångsdatum').fill(stockholmDay(200));
    await form.getByRole('textbox', { name: 'Antal', exact: true }).fill('3');
    await choose(page, 'Enhetstyp', 'Paket');
    await form.getByLabel('Plats', { exact: true }).fill('Förråd');
    await form.getByRole('button', { name: 'Packa upp' }).click();
    await expect(form.getByText('Läkemedlet har packats upp!')).toBeVisible();
    await expect(form).toContainText(`Alvedon, batch ${batch}: 3 paket i lager.`);

    // The same batch once more adds to it.
    await choose(page, 'Läkemedel', 'Alvedon 1 g tablett');
    await form.getByLabel('Batchnummer').fill(batch);
    await form.getByLabel('Utgångsdatum').fill(stockholmDay(200));
    await form.getByRole('textbox', { name: 'Antal', exact: true }).fill('2');
    await choose(page, 'Enhetstyp', 'Paket');
    await form.getByRole('button', { name: 'Packa upp' }).click();
    await expect(form).toContainText(`Alvedon, batch ${batch}: 5 paket i lager.`);

    await openInventory(page);
    await page.getByLabel('Sök i lagret').fill(batch);
    const unpacked = row(page, batch);
    await expect(unpacked).toContainText('5 paket');
    await expect(unpacked).toContainText('200 dagar');
    await expect(unpacked).toContainText('Förråd');
    await expect(unpacked).toContainText('OK');
    await expect(page.getByRole('row')).toHaveCount(2);
  });
});

test('en vanlig användare ser läkemedelslistan utan knappar för att ändra', async ({ page }) => {
  await login(page, 'user');
  await expect(page.getByRole('region', { name: 'Packa upp läkemedel' })).toHaveCount(0);
  await openMedicines(page);
  await expect(row(page, 'Alvedon')).toContainText('500 mg tablett');
  await expect(row(page, 'Morfin Meda')).toContainText('Narkotika');
  await expect(page.getByRole('columnheader', { name: 'Läkemedel' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Åtgärder' })).toHaveCount(0);
  for (const name of ['Nytt läkemedel', 'Importera färdiga mallar', /^Redigera/, /^Ta bort/])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Uppdatera' })).toBeVisible();
});
