import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { login, workIn } from './helpers.ts';
import { apiIn } from './management-api.ts';
import { openRecalls } from './recall-expectations.ts';

const SITE = 'Hemsjukvården Solna';
const SITE_KEY = 'hemsjukvard';
// The demo units keep the default warning days (spec 1-platform §5).
const WARNING_DAYS = 30;
const CRITICAL_DAYS = 7;

type DemoMedicine = { minimum: number; batches: [string, number, number][] };

/** Open warnings the demo stock of the unit calls for: batches near expiry and low stock. */
function expectedCounts() {
  const stock = JSON.parse(
    readFileSync(new URL('../resources/demo/stock.json', import.meta.url), 'utf8'),
  ) as Record<string, DemoMedicine[]>;
  let active = 0;
  let critical = 0;
  for (const medicine of stock[SITE_KEY] ?? []) {
    let total = 0;
    for (const [, days, quantity] of medicine.batches) {
      total += quantity;
      if (quantity === 0 || days > WARNING_DAYS) continue;
      active += 1;
      if (days <= CRITICAL_DAYS) critical += 1;
    }
    if (medicine.minimum > 0 && total <= medicine.minimum) active += 1;
  }
  return { active, critical };
}

const card = (page: Page, label: string) => page.getByRole('group', { name: label });

async function expectCard(page: Page, label: string, value: number): Promise<void> {
  await expect(card(page, label)).toHaveText(new RegExp(`^${label}\\s*${value}$`));
}

async function cardValue(page: Page, label: string): Promise<number> {
  const text = await card(page, label).innerText();
  return Number(/(\d+)\s*$/.exec(text)?.[1] ?? Number.NaN);
}

async function openWarnings(page: Page): Promise<void> {
  await page.goto('/warnings');
  await expect(page.getByRole('heading', { name: 'Varningar', level: 1 })).toBeVisible();
  await expect(page.getByTestId('warning-row').first()).toBeVisible();
}

/** Opens the first warning of the list (with the status, if given) and returns its dialog. */
async function openFirst(page: Page, status?: 'Öppen') {
  const rows = page.getByTestId('warning-row');
  const row = (status ? rows.filter({ hasText: status }) : rows).first();
  const title = (await row.getByRole('button').innerText()).trim();
  await row.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('warning-history-entry').first()).toContainText('Skapad');
  return { dialog, title };
}

test.describe('Varningar', () => {
  test('enhetsadmin ser antalen, öppnar en varning och åtgärdar den med en anteckning', async ({
    page,
  }) => {
    await login(page, 'site_admin');
    await workIn(page, SITE);
    await openWarnings(page);
    const expected = expectedCounts();
    // Each open recall match of the unit (the demo feed names one) has a critical warning too.
    const recalls = (await openRecalls(page, false)).filter((m) => m.site_name === SITE).length;
    expected.active += recalls;
    expected.critical += recalls;
    // An open deviation (a count that differed earlier in the suite) is a high warning too.
    const deviations = await (await apiIn(page, SITE)).get<unknown[]>('/deviations?status=open');
    expected.active += deviations.length;
    await expectCard(page, 'Aktiva varningar', expected.active);
    await expectCard(page, 'Kritiska', expected.critical);
    // Earlier specs may have settled a recall's warning here (a return, a confirmed check).
    const resolvedBefore = await cardValue(page, 'Åtgärdade');
    await expect(page.getByTestId('warning-row')).toHaveCount(expected.active + resolvedBefore);

    const { dialog, title } = await openFirst(page, 'Öppen');
    await expect(dialog.getByText('Kritisk', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Markera som åtgärdad' }).click();
    const note = 'Batchen kasserad och ny beställning lagd';
    await dialog.getByLabel('Anteckning (valfri)').fill(note);
    await dialog.getByRole('button', { name: 'Åtgärdad', exact: true }).click();

    const resolved = dialog.getByTestId('warning-history-entry').filter({ hasText: 'Åtgärdad' });
    await expect(resolved).toContainText('Elin Enhetschef');
    await expect(resolved).toContainText(note);
    await expect(dialog.getByRole('button', { name: 'Markera som åtgärdad' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Kvittera' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await expectCard(page, 'Aktiva varningar', expected.active - 1);
    await expectCard(page, 'Åtgärdade', resolvedBefore + 1);
    await page.getByRole('radiogroup', { name: 'Status' }).getByText('Åtgärdade').click();
    await expect(page.getByTestId('warning-row')).toHaveCount(resolvedBefore + 1);
    const row = page.getByTestId('warning-row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Åtgärdad');
  });

  test('enhetsadmin kvitterar en varning och flera på en gång', async ({ page }) => {
    await login(page, 'site_admin');
    await workIn(page, SITE);
    await openWarnings(page);
    const acknowledged = await cardValue(page, 'Kvitterade');
    const { dialog } = await openFirst(page, 'Öppen');
    await dialog.getByRole('button', { name: 'Kvittera' }).click();
    await expect(
      dialog.getByTestId('warning-history-entry').filter({ hasText: 'Kvitterad' }),
    ).toContainText('Elin Enhetschef');
    await expect(dialog.getByRole('button', { name: 'Kvittera' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectCard(page, 'Kvitterade', acknowledged + 1);

    const open = page.getByTestId('warning-row').filter({ hasText: 'Öppen' });
    const chosen = Math.min(2, await open.count());
    for (let i = 0; i < chosen; i += 1) await open.nth(i).getByRole('checkbox').check();
    await expect(page.getByText(`${chosen} valda`)).toBeVisible();
    await page.getByRole('button', { name: 'Kvittera valda' }).click();
    await expect(page.getByText(`${chosen} varningar kvitterades`)).toBeVisible();
    await expectCard(page, 'Kvitterade', acknowledged + 1 + chosen);
  });

  test('en vanlig användare ser varningarna men kan inte kvittera eller åtgärda', async ({
    page,
  }) => {
    await login(page, 'user');
    await openWarnings(page);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    const { dialog } = await openFirst(page);
    await expect(dialog.getByRole('button', { name: 'Kvittera' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Markera som åtgärdad' })).toHaveCount(0);
  });
});
