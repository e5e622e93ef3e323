import { expect, test } from '@playwright/test';
import { login, row, workIn } from './helpers.ts';
import { openFromMenu } from './management-api.ts';
import { NURSE_SITE, batchesOf, medicineAt } from './qr-scan-helpers.ts';

const MORFIN = 'Morfin Meda 10 mg/ml';
const MANAGER = 'Elin Enhetschef';

test('översikten visar när morfin ska räknas, aldrig saldot, och räkningen listas efteråt', async ({
  page,
}) => {
  await login(page, 'site_admin');
  await workIn(page, NURSE_SITE);
  const morfin = await medicineAt(page, NURSE_SITE, 'Morfin Meda', '10 mg/ml');
  const inStock = (await batchesOf(page, morfin)).filter((b) => b.quantity > 0);
  const balance = inStock.reduce((sum, b) => sum + b.quantity, 0);

  await openFromMenu(page, 'Narkotika', 'Narkotika');
  const morfinRow = row(page, MORFIN);
  await expect(morfinRow.getByRole('link', { name: 'Kontrollräkna' })).toBeVisible();
  await expect(morfinRow.getByTestId('narcotic-count-due')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  // Blind: no balance beside 'Kontrollräkna', neither as a column nor as a number in the row.
  await expect(page.getByRole('columnheader', { name: 'Saldo' })).toHaveCount(0);
  await expect(morfinRow).not.toContainText(`Saldo`);
  await expect(morfinRow).not.toContainText(`${balance} styck`);
  await expect(morfinRow.getByText(String(balance), { exact: true })).toHaveCount(0);

  await morfinRow.getByRole('link', { name: 'Kontrollräkna' }).click();
  await expect(page.getByRole('heading', { name: `Kontrollräkning: ${MORFIN}` })).toBeVisible();
  await expect(page.getByText(String(balance), { exact: true })).toHaveCount(0);
  await expect(page.getByText('Förväntat')).toHaveCount(0);
  for (const batch of inStock) {
    await page.getByLabel('Skanna batch').fill(batch.batch_number);
    await page.getByLabel('Skanna batch').press('Enter');
    await page
      .getByRole('textbox', { name: `Räknat antal för batch ${batch.batch_number}` })
      .fill(String(batch.quantity));
  }
  await page.getByRole('button', { name: 'Spara räkning' }).click();
  await expect(page.getByTestId('count-status')).toHaveText('Stämmer');

  await page.getByRole('link', { name: 'Till narkotikalistan' }).click();
  await page.getByRole('link', { name: 'Kontrollräkningar' }).click();
  await expect(page.getByRole('heading', { name: 'Kontrollräkningar' })).toBeVisible();
  const newest = page.getByTestId('count-row').first();
  await expect(newest).toContainText('Morfin Meda');
  await expect(newest).toContainText(MANAGER);
  await expect(newest).toContainText('Stämmer');
  await expect(newest.getByRole('cell', { name: String(balance), exact: true })).toHaveCount(2);

  // The journal shows the balance, so a count is not started from there.
  await page.getByRole('link', { name: 'Till narkotikalistan' }).click();
  await row(page, MORFIN).getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByTestId('closing-balance')).toHaveText(`Utgående saldo: ${balance}`);
  await expect(page.getByRole('link', { name: 'Kontrollräkna' })).toHaveCount(0);
});
