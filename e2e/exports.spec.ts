import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { readCsv, readXlsx } from '../api/test/export-reader.ts';
import { login, stockholmDay, workIn } from './helpers.ts';
import { openFromMenu } from './management-api.ts';

const SITE = 'Björkhagens äldreboende';

async function exportAs(page: Page, format: 'Excel (.xlsx)' | 'CSV för Excel (semikolon)') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportera' }).click();
  await page.getByRole('menuitem', { name: format }).click();
  return download;
}

const bytesOf = async (file: Download) => readFile(await file.path());

test('the stock list exports what the screen shows, to Excel and to CSV', async ({ page }) => {
  await login(page, 'site_admin');
  await workIn(page, SITE);
  await openFromMenu(page, 'Lager', 'Lagerhantering');
  await page.getByRole('searchbox', { name: 'Sök i lagret' }).fill('Alvedon');
  const shown = page.getByRole('row').filter({ hasText: 'Alvedon' });
  await expect(shown.first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasNotText: 'Alvedon' })).toHaveCount(1);
  const count = await shown.count();

  const xlsx = await exportAs(page, 'Excel (.xlsx)');
  expect(xlsx.suggestedFilename()).toBe(`lager-bjorkhagens-aldreboende-${stockholmDay(0)}.xlsx`);
  const { sheet } = await readXlsx(await bytesOf(xlsx));
  expect(sheet.getRow(1).getCell(1).value).toBe('Läkemedel');
  expect(sheet.rowCount).toBe(count + 1);
  for (let n = 2; n <= count + 1; n++) {
    expect(sheet.getRow(n).getCell(1).text).toContain('Alvedon');
    expect(sheet.getRow(n).getCell(3).value).toBeInstanceOf(Date);
    expect(typeof sheet.getRow(n).getCell(6).value).toBe('number');
  }
  expect(sheet.headerFooter.oddHeader).toContain(`${SITE} · sökning "Alvedon"`);

  const csv = await exportAs(page, 'CSV för Excel (semikolon)');
  expect(csv.suggestedFilename()).toBe(`lager-bjorkhagens-aldreboende-${stockholmDay(0)}.csv`);
  const { bom, rows } = readCsv(await bytesOf(csv));
  expect(bom).toBe(true);
  expect(rows[0]?.slice(0, 3)).toEqual(['Läkemedel', 'Batch', 'Utgångsdatum']);
  expect(rows.slice(1)).toHaveLength(count);
  for (const cells of rows.slice(1)) {
    expect(cells[0]).toContain('Alvedon');
    expect(cells[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cells[5]).toMatch(/^\d+$/);
  }
});

test('kassation exports what was disposed of, and the reports their figures', async ({ page }) => {
  await login(page, 'site_admin');
  await workIn(page, SITE);
  await openFromMenu(page, 'Kassation', 'Kassation');
  const shownRows = page.getByRole('row');
  await expect(shownRows.nth(1)).toBeVisible();

  const disposed = await exportAs(page, 'Excel (.xlsx)');
  expect(disposed.suggestedFilename()).toBe(
    `kasserat-bjorkhagens-aldreboende-${stockholmDay(0)}.xlsx`,
  );
  const { sheet } = await readXlsx(await bytesOf(disposed));
  expect(sheet.getRow(1).getCell(1).value).toBe('Kasserad');
  const firstShown = await shownRows.nth(1).innerText();
  expect(firstShown).toContain(sheet.getRow(2).getCell(3).text);

  await page.getByRole('tab', { name: 'Rapporter' }).click();
  const total = page.getByRole('group', { name: 'Antal kassationer' });
  await expect(total).toBeVisible();
  const stats = await exportAs(page, 'CSV för Excel (semikolon)');
  const { rows } = readCsv(await bytesOf(stats));
  expect(rows[1]?.[0]).toBe('Totalt');
  await expect(total).toContainText(rows[1]?.[2] ?? 'saknas');
});

test('the warnings export names every site when the list shows every site', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/warnings');
  await expect(page.getByTestId('warning-row').first()).toBeVisible();
  const file = await exportAs(page, 'CSV för Excel (semikolon)');
  expect(file.suggestedFilename()).toBe(`varningar-alla-enheter-${stockholmDay(0)}.csv`);
  const { rows } = readCsv(await bytesOf(file));
  expect(rows[0]?.slice(0, 3)).toEqual(['Skapad', 'Enhet', 'Typ']);
  expect(new Set(rows.slice(1).map((r) => r[1])).size).toBeGreaterThan(1);
});
