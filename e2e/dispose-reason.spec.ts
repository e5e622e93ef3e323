import { expect, test } from '@playwright/test';
import { login, row, stockholmDay, unique, workIn } from './helpers.ts';
import { apiAs, openFromMenu, type Named } from './management-api.ts';
import { openRecalls } from './recall-expectations.ts';

/**
 * A unit of its own, so disposing of a recalled batch leaves the demo units' recalls as they are.
 * The demo recall feed names Metoprolol Sandoz 50 mg batch 5FA671P; a delivery of that batch is
 * matched against the notice the moment it is stocked.
 */
async function unitWithStock(page: Parameters<typeof apiAs>[0]) {
  const tag = unique();
  const api = apiAs(page);
  const customer = await api.post<Named>('/customers', {
    name: `Kassationskund ${tag}`,
    customer_type: 'region',
  });
  const site = await api.post<Named>('/sites', {
    name: `Kassationsenheten ${tag}`,
    customer_id: customer.id,
  });
  const inSite = apiAs(page, site.id);
  const medicine = await inSite.post<Named>('/medicines', {
    site_id: site.id,
    name: 'Metoprolol Sandoz',
    strength: '50 mg',
    unit: 'tablett',
    minimum_stock_level: 0,
  });
  for (const [batch, days, quantity] of [
    ['5FA671P', 300, 30],
    ['MET-OK', 300, 12],
    ['MET-OLD', -3, 8],
  ] as const) {
    await inSite.post('/inventory/items', {
      medicine_template_id: medicine.id,
      batch_number: batch,
      expiry_date: stockholmDay(days),
      quantity,
    });
  }
  return site.name;
}

test('the dispose dialog chooses the reason a recalled or expired batch implies, by mouse or keyboard', async ({
  page,
}) => {
  await login(page, 'admin');
  await openRecalls(page);
  const siteName = await unitWithStock(page);
  await page.reload();
  await workIn(page, siteName);
  await openFromMenu(page, 'Lager', 'Lagerhantering');

  const recalled = row(page, '5FA671P');
  await expect(recalled).toContainText('Återkallad');
  await expect(row(page, 'MET-OK')).not.toContainText('Återkallad');
  await recalled.getByRole('button', { name: /^Kassera / }).click();
  const dispose = page.getByRole('dialog', { name: 'Kassera lagerartikel' });
  await expect(dispose.getByRole('combobox', { name: 'Orsak' })).toHaveValue('Återkallat');
  await expect(dispose.getByLabel('Antal att kassera')).toHaveValue('30');
  await dispose.getByRole('button', { name: 'Kassera' }).click();
  await expect(
    page.getByText('30 styck Metoprolol Sandoz har kasserats. Kvar i lager: 0 styck.'),
  ).toBeVisible();
  await expect(row(page, '5FA671P')).toHaveCount(0);

  await page
    .getByRole('radiogroup', { name: 'Visa' })
    .getByText('Utgångna', { exact: true })
    .click();
  // By keyboard alone: the row's button opens the dialog, focus is in the amount, Enter confirms.
  await row(page, 'MET-OLD')
    .getByRole('button', { name: /^Kassera / })
    .focus();
  await page.keyboard.press('Enter');
  await expect(dispose.getByRole('combobox', { name: 'Orsak' })).toHaveValue('Utgånget');
  await expect(dispose.getByLabel('Antal att kassera')).toBeFocused();
  await expect(dispose.getByLabel('Antal att kassera')).toHaveValue('8');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('8 styck Metoprolol Sandoz har kasserats. Kvar i lager: 0 styck.'),
  ).toBeVisible();
  await expect(row(page, 'MET-OLD')).toHaveCount(0);

  // A batch in good order: nothing is assumed, and Escape leaves it as it was.
  await page.getByRole('radiogroup', { name: 'Visa' }).getByText('Alla', { exact: true }).click();
  await row(page, 'MET-OK')
    .getByRole('button', { name: /^Kassera / })
    .click();
  await expect(dispose.getByRole('combobox', { name: 'Orsak' })).toHaveValue('');
  await expect(dispose.getByLabel('Antal att kassera')).toHaveValue('1');
  await page.keyboard.press('Escape');
  await expect(dispose).toBeHidden();
  await expect(row(page, 'MET-OK')).toContainText('12 styck');
});
