import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { bytesOf } from './downloads.ts';
import { login, unique, workIn } from './helpers.ts';
import { apiAs, apiIn, type Named } from './management-api.ts';
import { EXTRA_PRODUCT, fixtureCatalogue, fixtureGtin } from './fixtures/catalogue.ts';
import { FIXTURE_MEDICINES, fixtureStockList } from './fixtures/stock-list.ts';

const LIBREOFFICE_STOCK = readFileSync(
  fileURLToPath(new URL('./fixtures/lager-libreoffice.xlsx', import.meta.url)),
);

const SITE = 'Hemsjukvården Solna';

/** A medicine list as a region's Excel would hold it: two good rows, a duplicate, a bad schedule. */
async function medicineList(tag: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sortiment');
  sheet.addRow([
    'Läkemedel',
    'Styrka',
    'Beredningsform',
    'Förpackning',
    'Förteckning',
    'Min. lager',
  ]);
  // No minimum: a low-stock warning would change the counts the warnings spec reads.
  sheet.addRow([`Imp${tag}a`, '500 mg', 'tablett', '100 st', '', 0]);
  sheet.addRow([`Imp${tag}b`, '10 mg/ml', 'oral lösning', '100 ml', 'II', 0]);
  sheet.addRow([`Imp${tag}a`, '500 mg', 'tablett', '50 st', '', 0]);
  sheet.addRow([`Imp${tag}c`, '5 mg', 'tablett', '', 'X', 0]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('a unit manager imports a medicine list: the proposed columns, the preview, the error file, and a second import changes nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, 'site_admin');
  await workIn(page, SITE);
  const unit = await apiIn(page, SITE);
  const tag = unique().slice(-5);
  const file = {
    name: `lista-${tag}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await medicineList(tag),
  };

  const importOnce = async () => {
    await page.goto('/import');
    await page.getByLabel('Fil (.xlsx eller .csv)').setInputFiles(file);
    await page.getByRole('button', { name: 'Ladda upp' }).click();
    await expect(
      page.getByRole('heading', { name: `2. Kolumner i ${file.name} (4 rader)` }),
    ).toBeVisible();
  };

  await importOnce();
  await expect(page.getByRole('combobox', { name: 'Beredningsform' })).toHaveValue(
    '3. Beredningsform',
  );
  await expect(page.getByRole('combobox', { name: 'Narkotikaförteckning' })).toHaveValue(
    '5. Förteckning',
  );
  await page.getByRole('button', { name: 'Förhandsvisa' }).click();
  const counts = page.getByRole('status', { name: 'Antal per utfall' });
  await expect(counts).toContainText('Läggs till: 2');
  await expect(counts).toContainText('Fel: 2');
  const rows = page.getByTestId('import-row');
  await expect(rows.filter({ hasText: 'Samma läkemedel och styrka som rad 2.' })).toContainText(
    'cell A4',
  );
  await expect(rows.filter({ hasText: "Förteckningen 'X' finns inte" })).toContainText('cell E5');

  const errors = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Felrader (Excel)' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Uint8Array.from(await bytesOf(await errors)).buffer);
  const sheet = book.worksheets[0];
  expect(sheet?.getRow(1).getCell(7).value).toBe('Fel');
  expect(sheet?.getRow(2).getCell(1).value).toBe(`Imp${tag}a`);
  expect(sheet?.getRow(3).getCell(7).value).toContain("Förteckningen 'X' finns inte");

  await page.getByRole('button', { name: 'Genomför importen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Importen är genomförd' })).toContainText(
    '2 tillagda, 0 uppdaterade, 0 oförändrade, 2 med fel.',
  );
  const medicines = await unit.get<{ items: { name: string; narcotic_schedule: string | null }[] }>(
    `/medicines?search=Imp${tag}`,
  );
  expect(medicines.items.map((m) => [m.name, m.narcotic_schedule]).sort()).toEqual([
    [`Imp${tag}a`, null],
    [`Imp${tag}b`, 'II'],
  ]);

  // The same file again: the saved columns, and nothing to add.
  await page.getByRole('button', { name: 'Importera en lista till' }).click();
  await importOnce();
  await expect(page.getByText('Kolumnerna är valda som förra gången.')).toBeVisible();
  await page.getByRole('button', { name: 'Förhandsvisa' }).click();
  await expect(counts).toContainText('Oförändrad: 2');
  await expect(page.getByRole('button', { name: 'Genomför importen' })).toBeDisabled();
  await expect(page.getByRole('table', { name: 'Tidigare importer' })).toContainText(file.name);
});

test("an admin starts a unit from scratch: the region's catalogue, its medicines by GTIN, a stock list of 2,000 batches saved by LibreOffice, the error file, a second import that changes nothing, its staff, and a pack offered from the catalogue on the scan screen", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await login(page, 'admin');
  const tag = unique().slice(-5);
  const admin = apiAs(page);
  const customer = await admin.post<Named>('/customers', {
    name: `Importkund ${tag}`,
    customer_type: 'kommun',
  });
  const site = await admin.post<Named>('/sites', {
    name: `Importenheten ${tag}`,
    customer_id: customer.id,
  });
  // The site menu was read at sign-in, before the site existed.
  await page.reload();
  await workIn(page, site.name);
  const unit = apiAs(page, site.id);
  const upload = async (name: string, buffer: Buffer, kind: string) => {
    await page.goto('/import');
    await page.getByRole('combobox', { name: 'Vad innehåller listan?' }).click();
    await page.getByRole('option', { name: kind }).click();
    await page
      .getByLabel('Fil (.xlsx eller .csv)')
      .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
    await page.getByRole('button', { name: 'Ladda upp' }).click();
  };
  const done = page.getByRole('status').filter({ hasText: 'Importen är genomförd' });
  const counts = page.getByRole('status', { name: 'Antal per utfall' });

  // The region's catalogue, then the unit's medicine list as GTINs and minimums only.
  await upload('sortiment.csv', Buffer.from(fixtureCatalogue()), 'Regionens produktkatalog');
  await expect(page.getByRole('combobox', { name: 'ATC-kod' })).toHaveValue('6. ATC-kod');
  await page.getByRole('button', { name: 'Förhandsvisa' }).click();
  await expect(counts).toContainText('Läggs till: 51');
  await page.getByRole('button', { name: 'Genomför importen' }).click();
  await expect(done).toContainText('51 tillagda');
  await expect(page.getByRole('heading', { name: 'Produktkatalog (51 produkter)' })).toBeVisible();
  await page.getByLabel('Sök på namn, GTIN eller ATC-kod').fill('A02BC');
  await expect(page.getByRole('table', { name: 'Produktkatalog' })).toContainText('Fixtur extra');
  await page.getByRole('button', { name: 'Importera en lista till' }).click();

  const medicines = ['GTIN;Min. lager']
    .concat(FIXTURE_MEDICINES.map((_, n) => `${fixtureGtin(n)};0`))
    .join('\n');
  await upload('lakemedel.csv', Buffer.from(medicines), 'Läkemedelslista');
  await expect(page.getByRole('combobox', { name: 'Läkemedel' })).toHaveValue('— saknas —');
  await page.getByRole('button', { name: 'Förhandsvisa' }).click();
  await page.getByRole('button', { name: 'Genomför importen' }).click();
  await expect(done).toContainText('50 tillagda');
  const made = await unit.get<{ items: { name: string; strength: string; unit: string }[] }>(
    `/medicines/?size=100&site_id=${site.id}`,
  );
  expect(made.items.map((m) => `${m.name} ${m.strength} ${m.unit}`)).toContain(
    'Fixtur 7 10 mg tablett',
  );

  // The stock list as LibreOffice Calc saved it.
  await upload('lager-libreoffice.xlsx', LIBREOFFICE_STOCK, 'Lager (batcher med antal)');
  await expect(
    page.getByRole('heading', { name: '2. Kolumner i lager-libreoffice.xlsx (2000 rader)' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Batch' })).toHaveValue('3. Batchnummer');
  await expect(page.getByRole('combobox', { name: 'Utgångsdatum' })).toHaveValue('4. Utgångsdatum');
  await expect(page.getByRole('combobox', { name: 'Antal' })).toHaveValue('5. Antal');
  await page.getByRole('button', { name: 'Förhandsvisa' }).click();
  await expect(counts).toContainText('Läggs till: 1997');
  await expect(counts).toContainText('Fel: 3');
  const errorsCsv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Felrader (CSV)' }).click();
  const csv = (await bytesOf(await errorsCsv)).toString('utf8');
  expect(csv).toContain('Antalet kan inte vara negativt. (cell E10)');
  expect(csv).toContain("Antalet '2.5' är inget heltal. (cell E20)");
  expect(csv).toContain(
    'Finns inte 10 mg finns inte på enheten. Importera läkemedelslistan först. (cell A30)',
  );
  await page.getByRole('button', { name: 'Genomför importen' }).click();
  await expect(done).toContainText('1997 tillagda, 0 uppdaterade, 0 oförändrade, 3 med fel.', {
    timeout: 120_000,
  });

  // The ledger balances: one opening balance per batch, adding up to the stock.
  const stock = await unit.get<{ total: number }>(`/inventory/items?size=1`);
  expect(stock.total).toBe(1997);
  const ledger = await unit.get<{ total: number }>(
    `/stock-movements?site_id=${site.id}&kind=opening_balance&size=1`,
  );
  expect(ledger.total).toBe(1997);

  // The same list again, as exceljs wrote it before Calc saved it, changes nothing.
  await page.getByRole('button', { name: 'Importera en lista till' }).click();
  await upload('lager.xlsx', await fixtureStockList(), 'Lager (batcher med antal)');
  await page.getByRole('button', { name: 'Förhandsvisa' }).click();
  await expect(counts).toContainText('Oförändrad: 1997');
  await expect(page.getByRole('button', { name: 'Genomför importen' })).toBeDisabled();

  // The unit's staff, with first passwords shown once; one of them signs in with hers.
  const staff = [
    'Förnamn;Efternamn;E-post;Roll;Legitimerad sjuksköterska',
    `Siv;Sjöberg;siv.${tag}@example.se;Enhetsadmin;Ja`,
    `Ola;Ek;ola.${tag}@example.se;;Nej`,
  ].join('\n');
  await upload('personal.csv', Buffer.from(staff), 'Personal');
  await page.getByRole('button', { name: 'Förhandsvisa' }).click();
  await expect(counts).toContainText('Läggs till: 2');
  await page.getByRole('button', { name: 'Genomför importen' }).click();
  const firstPasswords = page.getByRole('table', { name: 'Första lösenord' });
  await expect(firstPasswords).toContainText(`siv.${tag}@example.se`);
  const password = (
    await firstPasswords
      .getByRole('row')
      .filter({ hasText: `siv.${tag}` })
      .getByRole('cell')
      .nth(2)
      .innerText()
  ).trim();
  // She signs in with it and is asked for her own before anything else.
  const siv = await page.context().browser()?.newPage();
  if (!siv) throw new Error('Ingen webbläsare');
  await siv.goto('/');
  await siv.getByLabel('E-post').fill(`siv.${tag}@example.se`);
  await siv.getByLabel('Lösenord', { exact: true }).fill(password);
  await siv.getByRole('button', { name: 'Logga in' }).click();
  await expect(siv.getByRole('heading', { name: 'Välj ett eget lösenord' })).toBeVisible();
  await expect(siv.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
  await siv.getByLabel('Nuvarande lösenord').fill(password);
  await siv.getByLabel('Nytt lösenord', { exact: true }).fill('Sivs-Eget-Losen-9!');
  await siv.getByLabel('Bekräfta nytt lösenord').fill('Sivs-Eget-Losen-9!');
  await siv.getByRole('button', { name: 'Byt lösenord' }).click();
  await expect(siv.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
  await siv.close();

  // A pack of the catalogue that the unit has no medicine for: one tap makes it the unit's.
  await page.goto('/scan');
  await page.getByLabel('QR-data').fill(`(01)0${EXTRA_PRODUCT.gtin}(17)281231(10)EXTRA1`);
  await page.getByRole('button', { name: 'Verifiera' }).click();
  const dialog = page.getByRole('dialog', { name: 'Okänd förpackning' });
  await expect(dialog).toContainText('Finns i produktkatalogen');
  await expect(dialog).toContainText('Fixtur extra, 10 mg, kapsel, 30 st');
  await dialog.getByRole('button', { name: 'Lägg upp läkemedlet från katalogen' }).click();
  await expect(page.getByRole('region', { name: 'Skannat läkemedel' })).toContainText(
    'Fixtur extra 10 mg',
  );
});
