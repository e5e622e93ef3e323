import { expect, test, type Page } from '@playwright/test';
import { login, row, stockholmDay, unique, workIn } from './helpers.ts';
import { apiIn } from './management-api.ts';

const SITE = 'Hemsjukvården Solna';

/** Opens a pack of the batch from its stock row and answers the dialog's use-by day. */
async function openFromStockRow(page: Page, batch: string) {
  await page.goto('/inventory');
  await page.getByLabel('Sök i lagret').fill(batch);
  await row(page, batch)
    .getByRole('button', { name: /^Fler åtgärder/ })
    .click();
  await page.getByRole('menuitem', { name: 'Öppna förpackning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Öppna förpackning' });
  await dialog.getByLabel('Anteckning (valfri)').fill('Till rum 4');
  await dialog.getByRole('button', { name: 'Öppna förpackning' }).click();
  const done = page.getByRole('dialog', { name: 'Förpackningen är öppnad' });
  await expect(done).toContainText('Skriv datumet på förpackningen.');
  const useBy = (await done.getByTestId('opened-use-by').getByRole('heading').innerText()).trim();
  await done.getByRole('button', { name: 'Klar' }).click();
  return useBy;
}

test('a nurse opens an insulin pen and eye drops, sees the use-by and the warning, and disposes of the pack in one tap', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const manager = await browser.newPage();
  await login(manager, 'site_admin');
  await workIn(manager, SITE);
  const unit = await apiIn(manager, SITE);
  // Short: a long name or batch number would widen the stock list the later specs measure.
  const tag = unique().slice(-5);
  const made = async (name: string, inUseDays: number, batch: string) => {
    const medicine = await unit.post<{ id: string }>('/medicines', {
      site_id: unit.siteId,
      name,
      strength: '100 E/ml',
      unit: 'injektionsvätska',
      minimum_stock_level: 0,
      in_use_days: inUseDays,
    });
    return unit.post<{ id: string }>('/inventory/items', {
      medicine_template_id: medicine.id,
      batch_number: batch,
      expiry_date: stockholmDay(200),
      quantity: 3,
    });
  };
  const pen = { name: `Insulinpenna ${tag}`, batch: `PEN${tag}`.toUpperCase() };
  const drops = { name: `Ögondroppar ${tag}`, batch: `DRP${tag}`.toUpperCase() };
  const items = [await made(pen.name, 28, pen.batch), await made(drops.name, 1, drops.batch)];

  // At the kiosk's screen size: the pen keeps 28 days once opened.
  await page.setViewportSize({ width: 1280, height: 1024 });
  await login(page, 'user');
  expect(await openFromStockRow(page, pen.batch)).toBe(stockholmDay(28));

  // On a phone: the eye drops keep one day, so their warning is there at once.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await openFromStockRow(page, drops.batch)).toBe(stockholmDay(1));

  await page.goto('/oppnade-forpackningar');
  await expect(
    page.getByRole('heading', { name: 'Öppnade förpackningar', level: 1 }),
  ).toBeVisible();
  const dropsCard = page.getByRole('article', { name: `${drops.name} 100 E/ml, ${drops.batch}` });
  const penCard = page.getByRole('article', { name: `${pen.name} 100 E/ml, ${pen.batch}` });
  await expect(dropsCard).toContainText('Sista dagen i morgon');
  await expect(dropsCard).toContainText(stockholmDay(1));
  await expect(penCard).toContainText(stockholmDay(28));
  await expect(penCard).toContainText('Till rum 4');

  await page.goto('/warnings');
  const warning = page
    .getByTestId('warning-row')
    .filter({ hasText: `Bruten förpackning går ut i morgon: ${drops.name} 100 E/ml` });
  await expect(warning).toHaveCount(1);
  await expect(warning).toContainText('Hög');

  // One tap: a kassation of one pack; the warning goes with it.
  await page.goto('/oppnade-forpackningar');
  await dropsCard.getByRole('button', { name: 'Kassera' }).click();
  await expect(page.getByText(`${drops.name} 100 E/ml: förpackningen är kasserad.`)).toBeVisible();
  await expect(dropsCard).toHaveCount(0);
  await penCard.getByRole('button', { name: 'Förbrukad' }).click();
  await expect(penCard).toHaveCount(0);
  // The demo's opened NovoRapid pen stays.
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article')).toContainText('NR5531');
  const left = await unit.get<{ items: { quantity: number }[] }>(
    `/inventory/items?search=${drops.batch}`,
  );
  expect(left.items.map((i) => i.quantity)).toEqual([2]);

  await page.goto('/warnings');
  await expect(
    page.getByTestId('warning-row').filter({ hasText: drops.name }).filter({ hasText: 'Öppen' }),
  ).toHaveCount(0);
  // Nothing of this test stays in the unit's stock for the specs after it.
  for (const item of items)
    await unit.put(`/inventory/items/${item.id}`, {
      quantity: 0,
      adjustment_reason: 'Testets förpackningar tömda',
    });
  await manager.close();
});
