import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { login, row, stockholmDay, unique, workIn } from './helpers.ts';
import { apiAs, openFromMenu } from './management-api.ts';

type NoticeFollowUps = {
  items: { site_id: string; site_name: string; status: string }[];
  summary: { total: number; confirmed: number };
};

const checks = (page: Page) => page.getByTestId('follow-up-checks');

/**
 * A class I recall of a product no unit keeps, entered by the admin: Medvakt answers 'Ej i lager
 * enligt Medvakt' for every unit, which a unit manager may reopen.
 */
async function recallEveryUnit(page: Page, product: string): Promise<string> {
  const created = await apiAs(page).post<{ notice: { id: string } }>('/indragningar/notices', {
    product_name: product,
    strength: '5 mg',
    recall_class: 'I',
    reason: 'Fel halt av aktiv substans',
    batches: [{ batch_number: `K${unique().toUpperCase()}` }],
  });
  return created.notice.id;
}

test('managers reopen what Medvakt answered, confirm a check, and the admin follows up and closes it', async ({
  browser,
}) => {
  // Three people sign in and work in turn (about 27 s on a quiet machine): more than one's budget.
  test.setTimeout(90_000);
  const admin = await browser.newPage();
  await login(admin, 'admin');
  const product = `Kontrollin ${unique()}`;
  const noticeId = await recallEveryUnit(admin, product);
  const before = await apiAs(admin).get<NoticeFollowUps>(
    `/indragningar/notices/${noticeId}/follow-ups`,
  );
  const units = before.summary.total;
  expect(units).toBeGreaterThanOrEqual(3);
  // Solna keeps the product in its catalogue but never registered the packs on its shelf.
  const solnaId = before.items.find((f) => f.site_name === 'Hemsjukvården Solna')!.site_id;
  await apiAs(admin, solnaId).post('/medicines', {
    site_id: solnaId,
    name: product,
    strength: '5 mg',
    unit: 'tablett',
    minimum_stock_level: 0,
  });

  expect(before.summary.confirmed).toBe(units);

  // The manager of Solna and Björkhagen reopens both: packs the ledger never knew of may be there.
  const manager = await browser.newPage();
  await login(manager, 'site_admin');
  await workIn(manager, 'Hemsjukvården Solna');
  const answered = manager.getByTestId('follow-ups-answered');
  for (const unit of ['Hemsjukvården Solna', 'Björkhagens äldreboende']) {
    const reopen = answered.getByRole('button', {
      name: `Öppna kontrollen av ${product} 5 mg på ${unit} igen`,
    });
    await reopen.click();
    await expect(reopen).toHaveCount(0);
  }

  // The nurse sees the check but the unit leaves confirming to its manager.
  const nurse = await browser.newPage();
  await login(nurse, 'user');
  const nurseRow = checks(nurse).getByRole('row').filter({ hasText: product });
  await expect(nurseRow).toContainText('Hemsjukvården Solna');
  await expect(nurseRow).toContainText('Enhetschefen bekräftar');
  await nurse.close();

  // The manager found two unregistered packs in Hemsjukvården Solna and disposes of them at once.
  const solna = checks(manager).getByRole('row').filter({ hasText: product }).filter({
    hasText: 'Hemsjukvården Solna',
  });
  await solna.getByRole('button', { name: `Bekräfta kontroll av ${product} 5 mg` }).click();
  const dialog = manager.getByRole('dialog', { name: `Bekräfta kontroll av ${product} 5 mg` });
  await dialog.getByRole('radio', { name: 'Hittat och åtgärdat' }).check();
  await dialog.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(dialog.getByText('Ange hur många förpackningar som hittades.')).toBeVisible();
  await dialog.getByLabel('Antal förpackningar som hittades').fill('2');
  await dialog.getByRole('combobox', { name: 'Åtgärd' }).click();
  await manager.getByRole('option', { name: 'Returnerat till leverantör' }).click();
  await dialog.getByRole('checkbox', { name: /^Registrera och kassera förpackningar/ }).check();
  await expect(dialog.getByRole('combobox', { name: 'Åtgärd' })).toHaveValue('Kasserat');
  await expect(dialog.getByRole('combobox', { name: 'Läkemedel' })).toHaveValue(
    `${product} 5 mg tablett`,
  );
  await expect(dialog.getByLabel('Antal att kassera')).toHaveValue('2');
  const batch = await dialog.getByLabel('Batchnummer').inputValue();
  expect(batch).toMatch(/^K/);
  await dialog.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(dialog.getByText('Ange utgångsdatum.')).toBeVisible();
  await dialog.getByLabel('Utgångsdatum').fill(stockholmDay(200));
  await dialog.getByLabel('Anteckning').fill('Två förpackningar låg i akutväskan');
  await dialog.getByRole('button', { name: 'Bekräfta' }).click();
  await expect(manager.getByText(`Kontrollen av ${product} 5 mg är bekräftad.`)).toBeVisible();
  await expect(solna).toHaveCount(0);

  // The packs are on the unit's disposal list as recalled.
  await openFromMenu(manager, 'Kassation', 'Kassation');
  const disposed = row(manager, batch);
  await expect(disposed).toContainText(product);
  await expect(disposed).toContainText('2 styck');
  await expect(disposed).toContainText('Återkallat');
  await manager.getByRole('navigation').getByRole('link', { name: 'Översikt' }).click();

  // Björkhagen has not looked yet.
  const bjorkhagen = checks(manager).getByRole('row').filter({ hasText: product });
  await expect(bjorkhagen).toContainText('Björkhagens äldreboende');
  await manager.close();

  // The admin sees all units but Björkhagen confirmed in the monitor, and every unit's answer.
  await admin
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Withdrawal Monitor' })
    .click();
  await admin.getByLabel('Sök indragningar').fill(product);
  await admin.getByRole('button', { name: 'Sök', exact: true }).click();
  const count = admin.getByRole('button', {
    name: `${units - 1} av ${units} enheter har bekräftat`,
  });
  await expect(count).toBeVisible();
  await count.click();
  const sites = admin.getByRole('dialog', { name: `Kontroll per enhet: ${product} 5 mg` });
  await expect(sites.getByTestId('follow-up-summary')).toHaveText(
    `${units - 1} av ${units} enheter har bekräftat`,
  );
  const solnaRow = sites.getByRole('row').filter({ hasText: 'Hemsjukvården Solna' });
  await expect(solnaRow).toContainText('Hittat och åtgärdat');
  await expect(solnaRow).toContainText('Kasserat');
  await expect(solnaRow).toContainText('Elin');
  await expect(sites.getByRole('row').filter({ hasText: 'Björkhagens äldreboende' })).toContainText(
    'Ej bekräftad',
  );
  await expect(sites.getByRole('row').filter({ hasText: 'Akademiska' })).toContainText(
    'Ej i lager enligt Medvakt',
  );

  // The report for the region's pharmacist lists every unit.
  await sites.getByRole('button', { name: 'Exportera' }).click();
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('menuitem', { name: /CSV/ }).click(),
  ]);
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines).toHaveLength(units + 1);
  expect(lines.find((l) => l.includes('Hemsjukvården Solna'))).toContain(
    'Hittat och åtgärdat;0;2;kasserat;Två förpackningar låg i akutväskan',
  );

  await sites.getByRole('button', { name: 'Stäng uppföljningen' }).click();
  await sites
    .getByLabel('Varför stängs uppföljningen innan alla har bekräftat?')
    .fill('Leverantören bekräftar att batchen aldrig levererades till regionen');
  await sites.getByRole('button', { name: 'Stäng', exact: true }).click();
  await expect(sites.getByText(/^Stängd .* av Alva .*: Leverantören bekräftar/)).toBeVisible();
  await expect(sites.getByRole('row').filter({ hasText: 'Björkhagens äldreboende' })).toContainText(
    'Stängd',
  );
  await expect(sites.getByRole('button', { name: 'Stäng uppföljningen' })).toHaveCount(0);
});
