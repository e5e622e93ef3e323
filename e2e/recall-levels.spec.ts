import { expect, test, type Page } from '@playwright/test';
import { login, stockholmDay, unique } from './helpers.ts';
import { apiAs, siteNamed } from './management-api.ts';

const STOCKED_SITE = 'Björkhagens äldreboende';

const bodyRows = (page: Page) => page.locator('main tbody tr');

async function openMonitor(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Withdrawal Monitor' })
    .click();
  await expect(page.getByRole('heading', { name: 'Läkemedelsindragningar' })).toBeVisible();
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel('Sök indragningar').fill(text);
  await page.getByRole('button', { name: 'Sök', exact: true }).click();
}

/** A medicine of its own, 12 tablets of one batch on the shelf of Björkhagen. */
async function stockedProduct(page: Page, name: string): Promise<void> {
  const site = await siteNamed(page, STOCKED_SITE);
  const api = apiAs(page, site.id);
  const medicine = await api.post<{ id: string }>('/medicines', {
    site_id: site.id,
    name,
    strength: '10 mg',
    unit: 'tablett',
    minimum_stock_level: 0,
  });
  await api.post('/inventory/unpack', {
    medicine_template_id: medicine.id,
    batch_number: `B${unique().toUpperCase()}`,
    expiry_date: stockholmDay(300),
    quantity: 12,
  });
}

async function chooseOption(page: Page, combobox: string, option: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Lägg in en indragning' });
  await dialog.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens 'Ny indragning' and fills the product; the caller picks the rest and saves. */
async function newNotice(page: Page, product: string) {
  await page.getByRole('button', { name: 'Ny indragning' }).click();
  const form = page.getByRole('dialog', { name: 'Lägg in en indragning' });
  await form.getByLabel('Produktnamn').fill(product);
  await form.getByLabel('Styrka').fill('10 mg');
  return form;
}

test('a notice without batch numbers covers every batch of the product, and says so', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, 'admin');
  const product = `Helvarin${unique()}`;
  await stockedProduct(page, product);
  await openMonitor(page);

  const form = await newNotice(page, product);
  await expect(form.getByRole('combobox', { name: 'Nivå' })).toHaveValue('Vårdgivare');
  await expect(form.getByRole('combobox', { name: 'Typ' })).toHaveValue('Indragning');
  await expect(form.getByLabel('Bakåtblick (månader)')).toHaveValue('24');
  await expect(form.getByText(/ombeds kontrollera.*'Ej i lager enligt Medvakt'/)).toBeVisible();
  const hint = 'Utan batchnummer gäller indragningen alla batcher av produkten.';
  await expect(form.getByText(hint)).toBeVisible();
  await form.getByLabel('Batchnummer 1').fill('X1');
  await expect(form.getByText(hint)).toHaveCount(0);
  await form.getByLabel('Batchnummer 1').fill('');
  await expect(form.getByText(hint)).toBeVisible();
  await expect(form.getByText(/Vårdenheterna får bara information/)).toHaveCount(0);
  await chooseOption(page, 'Klass', 'Klass I – livshotande');
  await form.getByRole('button', { name: 'Spara indragning' }).click();
  await expect(form.getByTestId('notice-matches')).toHaveText(
    '1 batch i lager matchade och är nu spärrad.',
  );
  await expect(form.getByTestId('notice-whole-product')).toHaveText('Gäller alla batcher');
  await expect(form.getByTestId('notice-matches-nothing')).toHaveCount(0);
  await form.getByRole('button', { name: 'Stäng', exact: true }).click();

  await search(page, product);
  const line = bodyRows(page).filter({ hasText: product });
  await expect(line).toHaveCount(1);
  await expect(line.locator('td').nth(1)).toHaveText('Gäller alla batcher');
  await expect(line).not.toContainText('Matchar inget i lager');
  await expect(line).not.toContainText('Information');

  // Björkhagen had the product and checks by 17:00; every other unit is answered for.
  await line.getByRole('button', { name: /enheter har bekräftat/ }).click();
  const sites = page.getByRole('dialog', { name: new RegExp(product) });
  const held = sites.getByRole('row').filter({ hasText: STOCKED_SITE });
  await expect(held).toContainText(/senast \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(held).not.toContainText('Ej i lager enligt Medvakt');
  const answered = sites.getByRole('row').filter({ hasText: 'Ej i lager enligt Medvakt' });
  await expect(answered.first()).toBeVisible();
  expect(await answered.count()).toBeGreaterThanOrEqual(2);
  await expect(held.getByRole('button', { name: /^Öppna kontrollen igen/ })).toHaveCount(0);

  // Medvakt's answer can be reopened: that unit is asked to check after all.
  const reopen = answered.first().getByRole('button', { name: /^Öppna kontrollen igen för / });
  const label = (await reopen.getAttribute('aria-label')) ?? '';
  const unit = label.replace('Öppna kontrollen igen för ', '');
  await reopen.click();
  const reopened = sites.getByRole('row').filter({ hasText: unit });
  await expect(reopened).toContainText('Ej bekräftad');
  await expect(reopened).not.toContainText('Ej i lager enligt Medvakt');
  await expect(reopened.getByRole('button', { name: label })).toHaveCount(0);
});

test('a pharmacy-level recall only informs, and a product nobody keeps matches nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, 'admin');
  const tag = unique();
  const informed = `Apoverin${tag}`;
  const nobody = `Ingenstans${tag}`;
  await stockedProduct(page, informed);
  await openMonitor(page);

  const form = await newNotice(page, informed);
  const note = 'Vårdenheterna får bara information: lagret spärras inte och ingen kontroll öppnas.';
  await expect(form.getByText(note)).toHaveCount(0);
  await chooseOption(page, 'Nivå', 'Apotek');
  await expect(form.getByText(note)).toBeVisible();
  await chooseOption(page, 'Nivå', 'Konsument (patient)');
  await expect(form.getByText(note)).toHaveCount(0);
  await chooseOption(page, 'Typ', 'Information (avregistrering, tillbakadraget godkännande)');
  await expect(form.getByText(note)).toBeVisible();
  await chooseOption(page, 'Typ', 'Indragning');
  await chooseOption(page, 'Nivå', 'Apotek');
  await form.getByRole('button', { name: 'Spara indragning' }).click();
  await expect(form.getByTestId('notice-matches')).toHaveText(
    '1 batch i lager berörs. Enheten får information; inget spärras.',
  );
  await form.getByRole('button', { name: 'Stäng', exact: true }).click();

  const nothing = await newNotice(page, nobody);
  await nothing.getByLabel('Batchnummer 1').fill(`N${tag.toUpperCase()}`);
  await nothing.getByRole('button', { name: 'Spara indragning' }).click();
  await expect(nothing.getByTestId('notice-matches')).toHaveText(
    'Ingen batch i lager matchade indragningen.',
  );
  await expect(nothing.getByTestId('notice-matches-nothing')).toHaveText('Matchar inget i lager');
  await nothing.getByRole('button', { name: 'Stäng', exact: true }).click();

  await search(page, informed);
  const informedLine = bodyRows(page).filter({ hasText: informed });
  await expect(informedLine).toContainText('Information');
  await expect(informedLine).not.toContainText('Matchar inget i lager');
  await search(page, nobody);
  const nothingLine = bodyRows(page).filter({ hasText: nobody });
  await expect(nothingLine).toContainText('Matchar inget i lager');
  await expect(nothingLine).toContainText(`N${tag.toUpperCase()}`);
  await expect(nothingLine).not.toContainText('Information');
});

test('a pasted notice brings the level it names into the review', async ({ page }) => {
  await login(page, 'admin');
  await openMonitor(page);
  const tag = unique().toUpperCase();
  await page.getByRole('button', { name: 'Klistra in text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Klistra in en indragning' });
  await dialog
    .getByLabel('Text från indragningen')
    .fill(
      `Läkemedelsverket informerar: indragning av Pasterin${tag} 10 mg tabletter, klass III.\n` +
        `Berörd batch: batchnummer P${tag}1 (utgångsdatum 2027-03-31).\n` +
        'Indragningen sker till apoteksnivå.',
    );
  await dialog.getByRole('button', { name: 'Hitta batchnummer' }).click();
  await expect(dialog.getByLabel('Batchnummer 1')).toHaveValue(`P${tag}1`);
  await expect(dialog.getByRole('combobox', { name: 'Nivå' })).toHaveValue('Apotek');
  await expect(dialog.getByRole('combobox', { name: 'Typ' })).toHaveValue('Indragning');
  await expect(
    dialog.getByText(
      'Vårdenheterna får bara information: lagret spärras inte och ingen kontroll öppnas.',
    ),
  ).toBeVisible();
});
