import { expect, test, type Page } from '@playwright/test';
import { chart, login, row, stockholmDay, unique, workIn } from './helpers.ts';
import { openFromMenu } from './management-api.ts';

// One of the demo site admin's two sites; its demo stock has Alvedon 1 g tablett and a disposal
// history that includes a narcotic (Stesolid, batch ST0907) the site admin herself disposed of.
const SITE = 'Björkhagens äldreboende';

const openInventory = (page: Page) => openFromMenu(page, 'Lager', 'Lagerhantering');
const openKassation = (page: Page) => openFromMenu(page, 'Kassation', 'Kassation');

async function choose(page: Page, combobox: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a batch of Alvedon in the inventory and disposes `quantity` of it as damaged. */
async function disposeNewBatch(
  page: Page,
  batch: string,
  quantity: number,
  medicine = 'Alvedon 1 g tablett',
): Promise<void> {
  await openInventory(page);
  await page.getByRole('button', { name: 'Lägg till i lager' }).click();
  const form = page.getByRole('dialog', { name: 'Lägg till i lager' });
  await choose(page, 'Läkemedel', medicine);
  await form.getByLabel('Batchnummer').fill(batch);
  await form.getByLabel('Utgångsdatum').fill(stockholmDay(120));
  await form.getByRole('textbox', { name: 'Antal', exact: true }).fill('12');
  await form.getByRole('button', { name: 'Lägg till', exact: true }).click();
  await expect(page.getByText(`Alvedon, batch ${batch} har lagts till i lagret`)).toBeVisible();

  await row(page, batch)
    .getByRole('button', { name: `Kassera Alvedon batch ${batch}` })
    .click();
  const dispose = page.getByRole('dialog', { name: 'Kassera lagerartikel' });
  await dispose.getByLabel('Antal att kassera').fill(String(quantity));
  await choose(page, 'Orsak', 'Skadat');
  await dispose.getByRole('button', { name: 'Kassera' }).click();
  await expect(
    page.getByText(
      `${quantity} styck Alvedon har kasserats. Kvar i lager: ${12 - quantity} styck.`,
    ),
  ).toBeVisible();
}

test.describe('Kassation som enhetsadmin', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, 'site_admin');
    await workIn(page, SITE);
  });

  test('kasserar från lagret, ser det i översikten och återställer det till lagret', async ({
    page,
  }) => {
    const batch = `KASS-${unique()}`;
    await disposeNewBatch(page, batch, 5);

    await openKassation(page);
    await expect(page.getByRole('tab', { name: 'Översikt' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const disposed = row(page, batch);
    await expect(disposed).toContainText('Alvedon 1 g');
    await expect(disposed).toContainText('5 styck');
    await expect(disposed).toContainText('Skadat');
    await expect(disposed).toContainText('Elin Enhetschef');
    await expect(disposed).toContainText('Initierad');

    await disposed.getByRole('button', { name: `Återställ Alvedon batch ${batch}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Återställ till lager' });
    await expect(confirm).toContainText(`Lägga tillbaka 5 styck Alvedon, batch ${batch}`);
    await choose(page, 'Orsak', 'Fel antal kasserades');
    await confirm.getByRole('button', { name: 'Återställ' }).click();
    await expect(
      page.getByText(`Alvedon, batch ${batch} är återställt till lagret.`),
    ).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(row(page, batch)).toHaveCount(0);

    await page.getByLabel('Visa även återställda').check();
    await expect(row(page, batch)).toContainText('Återställd');

    await openInventory(page);
    await page.getByLabel('Sök i lagret').fill(batch);
    await expect(row(page, batch)).toContainText('12 styck');
  });

  test('godkänner, slutför och laddar ner ett kassationsintyg', async ({ page }) => {
    const batch = `INTYG-${unique()}`;
    await disposeNewBatch(page, batch, 3);
    await openKassation(page);

    // The narcotic she disposed of herself needs someone else's approval.
    await expect(
      row(page, 'ST0907').getByRole('button', { name: /^Godkänn Stesolid .*ST0907$/ }),
    ).toBeDisabled();

    await row(page, batch)
      .getByRole('button', { name: `Godkänn Alvedon batch ${batch}` })
      .click();
    const approve = page.getByRole('dialog', { name: 'Godkänn kassation' });
    await approve.getByLabel('Anteckning (valfri)').fill('Kontrollerat');
    await approve.getByRole('button', { name: 'Godkänn' }).click();
    await expect(page.getByText('Kassationen av Alvedon är godkänd.')).toBeVisible();
    await expect(row(page, batch)).toContainText('Godkänd');

    await row(page, batch)
      .getByRole('button', { name: `Slutför Alvedon batch ${batch}` })
      .click();
    const complete = page.getByRole('dialog', { name: 'Slutför kassation' });
    await complete.getByLabel('Faktiskt kassationsdatum').fill(stockholmDay(1));
    await complete.getByRole('button', { name: 'Slutför' }).click();
    await expect(complete.getByText('Kassationsdatum kan inte vara i framtiden.')).toBeVisible();
    await complete.getByLabel('Faktiskt kassationsdatum').fill(stockholmDay(0));
    await complete.getByRole('button', { name: 'Slutför' }).click();
    await expect(page.getByText('Kassationen av Alvedon är slutförd.')).toBeVisible();
    await expect(row(page, batch)).toContainText('Slutförd');

    await row(page, batch)
      .getByRole('button', { name: `Intyg Alvedon batch ${batch}` })
      .click();
    const certificate = page.getByRole('dialog', { name: 'Kassationsintyg' });
    await certificate.getByLabel('Övriga anteckningar (valfri)').fill('Lämnat till apoteket');
    const download = page.waitForEvent('download');
    await certificate.getByRole('button', { name: 'Skapa och ladda ner' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^kassationsintyg-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.pdf$/,
    );
    const bytes = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByText(`${file.suggestedFilename()} är nedladdat`)).toBeVisible();
  });

  test('rapporterna visar enhetens siffror och diagram', async ({ page }) => {
    await openKassation(page);
    await page.getByRole('tab', { name: 'Rapporter' }).click();
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('6 månader');

    const stats = await page.evaluate(async () => {
      const first = new Date();
      first.setMonth(first.getMonth() - 5, 1);
      const from = new Intl.DateTimeFormat('sv-SE').format(first);
      const response = await fetch(`/api/v1/kassation/basic-stats?from_date=${from}`, {
        headers: {
          Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
          'X-Site-Id': localStorage.getItem('currentSiteId') ?? '',
        },
      });
      return (await response.json()) as { total_disposed: number; total_quantity: number };
    });
    expect(stats.total_disposed).toBeGreaterThan(0);
    await expect(page.getByRole('group', { name: 'Antal kassationer' })).toContainText(
      String(stats.total_disposed),
    );
    await expect(page.getByRole('group', { name: 'Kasserat antal' })).toContainText(
      String(stats.total_quantity),
    );
    await expect(page.getByText('Kasserat antal delat med 6, oavsett vald period.')).toBeVisible();
    await expect(chart(page, 'Kasserat antal per månad')).toBeVisible();
    await expect(chart(page, 'Fördelning av kassationer per orsak')).toBeVisible();
    await expect(page.getByText('Mest kasserade läkemedel')).toBeVisible();
    await expect(row(page, 'Alvedon 1 g')).toBeVisible();

    await choose(page, 'Period', '12 månader');
    await expect(page.getByRole('combobox', { name: 'Period' })).toHaveValue('12 månader');
    await expect(
      page.getByRole('figure', { name: 'Kasserat antal per månad' }).getByText(/\d{4}/).first(),
    ).toBeVisible();
  });
});

test('vårdpersonal ser inte rapporterna men kan ångra sin egen kassation', async ({ page }) => {
  await login(page, 'user');
  const batch = `EGEN-${unique()}`;
  await disposeNewBatch(page, batch, 2, 'Alvedon 500 mg tablett');
  await openKassation(page);
  const mine = row(page, batch);
  await expect(mine.getByRole('button', { name: `Återställ Alvedon batch ${batch}` })).toHaveCount(
    0,
  );
  await mine.getByRole('button', { name: `Ångra Alvedon batch ${batch}` }).click();
  await page
    .getByRole('dialog', { name: 'Ångra kassation' })
    .getByRole('button', { name: 'Ångra kassationen' })
    .click();
  await expect(page.getByText('Kassationen av Alvedon är ångrad')).toBeVisible();
  await expect(row(page, batch)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Rapporter' }).click();
  await expect(page.getByText('Behörighet saknas')).toBeVisible();
  await expect(page.getByText('Du har inte behörighet att se rapporter')).toBeVisible();
});
