import { expect, test } from '@playwright/test';
import { login, row, stockholmDay, unique, workIn } from './helpers.ts';
import { apiIn, openFromMenu } from './management-api.ts';
import { framePrinted, recordFramePrints } from './print-frame.ts';

test('recalled packs go back to the supplier from the recall panel and the stock list, with a return note', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await recordFramePrints(page);
  await login(page, 'site_admin');
  await workIn(page, 'Björkhagens äldreboende');
  const unit = await apiIn(page, 'Björkhagens äldreboende');
  const product = `Returin ${unique()}`;
  const medicine = await unit.post<{ id: string }>('/medicines', {
    site_id: unit.siteId,
    name: product,
    strength: '20 mg',
    unit: 'tablett',
    minimum_stock_level: 0,
  });
  const [first, second] = [`R1${unique()}`.toUpperCase(), `R2${unique()}`.toUpperCase()];
  const ids: string[] = [];
  for (const batch of [first, second]) {
    const item = await unit.post<{ id: string }>('/inventory/items', {
      medicine_template_id: medicine.id,
      batch_number: batch,
      expiry_date: stockholmDay(300),
      quantity: 6,
    });
    ids.push(item.id);
  }
  // The recall as the admin enters it: class II, both batches.
  const admin = await page.context().browser()!.newPage();
  await login(admin, 'admin');
  const created = await admin.request.post('/api/v1/indragningar/notices', {
    headers: {
      Authorization: `Bearer ${await admin.evaluate(() => localStorage.getItem('access_token'))}`,
    },
    data: {
      product_name: product,
      strength: '20 mg',
      recall_class: 'II',
      reason: 'Fel på blistret',
      batches: [{ batch_number: first }, { batch_number: second }],
    },
  });
  expect(created.status()).toBe(201);
  const noticeId = ((await created.json()) as { notice: { id: string } }).notice.id;
  await admin.close();

  // From INDRAGNINGAR: the whole first batch back to the supplier.
  await page.reload();
  const panel = page.getByTestId('recall-matches');
  await panel
    .getByRole('button', { name: `Returnera ${product} 20 mg batch ${first} till leverantören` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Returnera till leverantör: ${product} 20 mg` });
  await expect(dialog.getByLabel('Antal som returneras (styck)')).toHaveValue('6');
  await dialog.getByLabel('Leverantörens returnummer').fill('RMA-77');
  await dialog.getByRole('button', { name: 'Boka returen' }).click();
  const done = page.getByRole('dialog', { name: 'Returen är bokad' });
  await expect(done).toContainText(`6 styck ${product} 20 mg, batch ${first}`);
  await expect(done).toContainText(/Returnota RET-\d{4}-[0-9A-F]{8}/);
  const note = page.waitForResponse((r) => r.url().includes('/note.pdf'));
  await done.getByRole('button', { name: 'Skriv ut returnota' }).click();
  const pdf = await note;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect.poll(() => framePrinted(page)).toBe('PDF för utskrift');
  await done.getByRole('button', { name: 'Stäng' }).filter({ hasText: 'Stäng' }).click();
  await expect(panel.getByRole('row').filter({ hasText: first })).toHaveCount(0);

  // From the stock list: part of the second batch.
  await openFromMenu(page, 'Lager', 'Lagerhantering');
  await page.getByLabel('Sök i lagret').fill(second);
  const stockRow = row(page, second);
  await stockRow.getByRole('button', { name: /^Fler åtgärder/ }).click();
  await page.getByRole('menuitem', { name: 'Returnera till leverantör' }).click();
  const fromStock = page.getByRole('dialog', {
    name: `Returnera till leverantör: ${product} 20 mg`,
  });
  await fromStock.getByLabel('Antal som returneras (styck)').fill('2');
  await fromStock.getByRole('button', { name: 'Boka returen' }).click();
  await expect(page.getByRole('dialog', { name: 'Returen är bokad' })).toContainText(
    `2 styck ${product} 20 mg, batch ${second}`,
  );
  await page
    .getByRole('dialog', { name: 'Returen är bokad' })
    .getByRole('button', { name: 'Stäng' })
    .filter({ hasText: 'Stäng' })
    .click();
  await expect(stockRow).toContainText('4 styck');
  // The rest goes back too, so the unit holds nothing of this recall for the specs after this one.
  await unit.post(`/indragningar/notices/${noticeId}/returns`, {
    inventory_item_id: ids[1],
    quantity: 4,
  });
});
