import { expect, test, type Download } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login, unique, workIn } from './helpers.ts';
import { apiIn } from './management-api.ts';

const SITE = 'Hemsjukvården Solna';

async function bytesOf(download: Download): Promise<Buffer> {
  return Buffer.concat(await (await download.createReadStream()).toArray());
}

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
  sheet.addRow([`Imp${tag}a`, '500 mg', 'tablett', '100 st', '', 5]);
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
