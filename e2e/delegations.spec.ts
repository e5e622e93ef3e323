import { expect, test, type Page } from '@playwright/test';
import { login, row, unique, workIn } from './helpers.ts';
import { apiAs, apiIn } from './management-api.ts';
import { scannerTypes } from './scanner.ts';

const SITE = 'Hemsjukvården Solna';
const READY = 'Redo att skanna';

/** The nurse scans the medicine's code at the kiosk and asks to take one out of the batch. */
async function withdrawOne(page: Page, code: string) {
  await page.goto('/scan');
  await expect(page.getByText(READY)).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await scannerTypes(page, code);
  await page.getByRole('button', { name: 'Ta ut', exact: true }).click();
  await page.getByRole('textbox', { name: 'Antal' }).fill('1');
  await page.getByRole('button', { name: 'Bekräfta uttag' }).click();
}

test('a unit that requires delegations refuses a withdrawal without one, and takes it once the manager has delegated', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const manager = await browser.newPage();
  await login(manager, 'site_admin');
  const unit = await apiIn(manager, SITE);
  const admin = await browser.newPage();
  await login(admin, 'admin');
  const people = await unit.get<{ id: string; email: string }[]>(`/sites/${unit.siteId}/users`);
  const elin = people.find((p) => p.email === 'enhetschef@medvakt.se')!;
  await apiAs(admin).put(`/users/${elin.id}`, { registered_nurse: true });
  // Short: a long name or batch number would widen the stock list the later specs measure.
  const tag = unique().slice(-5);
  const medicine = await unit.post<{ id: string }>('/medicines', {
    site_id: unit.siteId,
    name: `Delegtest ${tag}`,
    strength: '5 mg',
    unit: 'tablett',
    minimum_stock_level: 0,
  });
  const batch = `DG${tag}`.toUpperCase();
  await unit.post('/inventory/items', {
    medicine_template_id: medicine.id,
    batch_number: batch,
    expiry_date: '2030-01-31',
    quantity: 5,
  });
  const { qr_code_data: code } = await unit.post<{ qr_code_data: string }>('/qr-codes/generate', {
    site_id: unit.siteId,
    medicine_template_id: medicine.id,
  });

  try {
    // The unit's manager turns the rule on where she keeps the delegations.
    await workIn(manager, SITE);
    await manager.goto('/delegeringar');
    const rule = manager.getByRole('switch', { name: 'Kräv delegering för uttag' });
    await expect(rule).toBeEnabled();
    await rule.click();
    await expect(rule).toBeChecked();

    // The nurse at the kiosk's screen: no delegation yet.
    await page.setViewportSize({ width: 1280, height: 1024 });
    await login(page, 'user');
    await withdrawOne(page, code);
    await expect(
      page.getByText('Du saknar giltig delegering för att överlämna läkemedel.'),
    ).toBeVisible();

    // The manager records the delegation on the Delegeringar screen.
    await expect(manager.getByRole('heading', { name: 'Delegeringar', level: 1 })).toBeVisible();
    await manager.getByRole('button', { name: 'Ny delegering' }).click();
    const form = manager.getByRole('dialog', { name: 'Ny delegering' });
    await form.getByRole('combobox', { name: 'Person' }).click();
    await manager.getByRole('option', { name: /^Sara / }).click();
    await form.getByRole('combobox', { name: 'Delegerad av' }).click();
    await manager.getByRole('option', { name: /^Elin / }).click();
    await form.getByRole('button', { name: 'Spara delegeringen' }).click();
    await expect(form).toHaveCount(0);
    const saraRow = row(manager, 'Överlämna läkemedel').filter({ hasText: 'Sara' });
    await expect(saraRow).toContainText('Gäller');
    await expect(saraRow).toContainText('Elin');

    await withdrawOne(page, code);
    await expect(page.getByTestId('scan-message')).toContainText(
      `Tog ut 1 styck Delegtest ${tag} 5 mg ur batch ${batch}`,
    );
  } finally {
    // Other specs withdraw in this unit without delegations.
    await unit.put(`/sites/${unit.siteId}/settings`, { require_delegation: false });
    await apiAs(admin).put(`/users/${elin.id}`, { registered_nurse: false });
    await manager.close();
    await admin.close();
  }
});
