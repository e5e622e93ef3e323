import { expect, test, type Page } from '@playwright/test';
import { bytesOf, pdfText } from './downloads.ts';
import { login, row, stockholmDay, unique, workIn } from './helpers.ts';
import { apiIn } from './management-api.ts';

const SITE = 'Hemsjukvården Solna';

/** Reads the fridge from its card: the current value, then sign. */
async function readFridge(page: Page, place: string, current: string) {
  await page.goto('/temperaturer');
  await page.getByRole('article', { name: place }).getByRole('button', { name: 'Läs av' }).click();
  const dialog = page.getByRole('dialog', { name: `Läs av ${place}` });
  await dialog.getByLabel('Aktuell temperatur (°C)').fill(current);
  await dialog.getByRole('button', { name: 'Signera avläsning' }).click();
  await expect(dialog).toHaveCount(0);
}

type Deviation = { id: string; title: string; status: string };

test('a nurse signs the fridge, a warm reading opens a deviation the manager assesses, the month sheet and a logger file', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const manager = await browser.newPage();
  await login(manager, 'site_admin');
  await workIn(manager, SITE);
  const unit = await apiIn(manager, SITE);
  const tag = unique().slice(-5);
  const name = `Kyl ${tag}`;
  const fridge = await unit.post<{ id: string }>('/storage-places', {
    name,
    kind: 'fridge',
    min_c: 2,
    max_c: 8,
  });
  const medicine = await unit.post<{ id: string }>('/medicines', {
    site_id: unit.siteId,
    name: `Insulin ${tag}`,
    strength: '100 E/ml',
    unit: 'injektionsvätska',
    minimum_stock_level: 0,
  });
  const batch = `KY${tag}`.toUpperCase();
  const item = await unit.post<{ id: string }>('/inventory/items', {
    medicine_template_id: medicine.id,
    batch_number: batch,
    expiry_date: stockholmDay(300),
    quantity: 4,
    storage_place_id: fridge.id,
  });

  // At the kiosk's screen size a nurse signs the morning's reading.
  await page.setViewportSize({ width: 1280, height: 1024 });
  await login(page, 'user');
  await readFridge(page, name, '4,5');
  await expect(
    page.getByRole('status').filter({ hasText: 'Avläsningen är signerad: 4,5 °C.' }),
  ).toBeVisible();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Avläst i dag');
  await expect(card).toContainText('Senast: 4,5 °C');

  // On a phone: 9,5 °C is outside 2–8 °C.
  await page.setViewportSize({ width: 390, height: 844 });
  await readFridge(page, name, '9,5');
  await expect(page.getByRole('alert')).toContainText(
    '9,5 °C är utanför gränserna. En avvikelse är öppnad',
  );
  await expect(card).toContainText('Temperaturavvikelse öppen');
  await page.goto('/inventory');
  await page.getByLabel('Sök i lagret').fill(batch);
  await expect(row(page, batch)).toContainText('Bedöm efter temperaturavvikelse');

  // The manager assesses the medicines and closes the deviation.
  const title = `Temperatur utanför gränserna: ${name} (aktuell 9,5 °C)`;
  await manager.goto('/avvikelser');
  await manager.getByRole('link', { name: title }).click();
  await manager
    .getByLabel('Slutsats')
    .fill('Insulinet tål 9,5 °C en kort stund enligt FASS; används.');
  await manager.getByRole('button', { name: 'Avsluta avvikelsen' }).click();
  await expect(manager.getByText('Avvikelsen är avslutad.').first()).toBeVisible();
  await expect
    .poll(async () =>
      (await unit.get<Deviation[]>('/deviations?status=all'))
        .filter((d) => d.title === title)
        .map((d) => d.status),
    )
    .toEqual(['closed']);
  await page.reload();
  await page.getByLabel('Sök i lagret').fill(batch);
  await expect(row(page, batch)).not.toContainText('Bedöm efter temperaturavvikelse');

  // The month sheet as it is printed.
  await manager.setViewportSize({ width: 1280, height: 1024 });
  await manager.goto(`/temperaturer/${fridge.id}`);
  await expect(manager.getByRole('img', { name: /Temperaturer i \d{4}-\d{2}/ })).toBeVisible();
  const sheet = manager.waitForEvent('download');
  await manager.getByRole('button', { name: 'Temperaturlista (PDF)' }).click();
  const pdf = await pdfText(await bytesOf(await sheet));
  for (const expected of [
    `Temperaturlista: ${name}`,
    'Enhet Hemsjukvården Solna',
    '2 °C till 8 °C',
    '4,5 °C',
    '9,5 °C !',
    title,
    'Insulinet tål 9,5 °C en kort stund enligt FASS; används.',
    'Granskad av',
  ])
    expect(pdf).toContain(expected);

  // A logger's file with a door held open (10 minutes) and a breach (45 minutes).
  const day = stockholmDay(-1);
  const file = [
    'Tid;Temperatur',
    `${day} 08:00;4,5`,
    `${day} 08:05;9,1`,
    `${day} 08:15;5,0`,
    `${day} 09:00;8,6`,
    `${day} 09:10;9,8`,
    `${day} 09:45;6,0`,
    'trasig rad',
  ].join('\n');
  await manager.getByRole('button', { name: 'Läs in loggerfil' }).click();
  const upload = manager.getByRole('dialog', { name: `Läs in loggerfil för ${name}` });
  await upload
    .getByLabel('Loggerfil (CSV)')
    .setInputFiles({ name: 'kyl.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await upload.getByRole('button', { name: 'Läs in' }).click();
  await expect(upload).toContainText('6 mätningar sparade, 0 fanns redan.');
  await expect(upload).toContainText('Perioder utanför gränserna: 1.');
  await expect(upload).toContainText(
    'Rad 8: Raden ska ha tidpunkt och temperatur åtskilda av semikolon.',
  );
  await upload.getByRole('button', { name: 'Stäng', exact: true }).click();
  const open = (await unit.get<Deviation[]>('/deviations')).filter((d) => d.title.includes(name));
  expect(open).toHaveLength(1);
  expect(open[0]?.title).toBe(`Temperatur utanför gränserna: ${name} (logger 9,8 °C)`);

  // Nothing of this test stays open for the specs after it.
  await unit.post(`/deviations/${open[0]?.id}/close`, { conclusion: 'Testets loggerfil.' });
  await unit.put(`/inventory/items/${item.id}`, {
    quantity: 0,
    adjustment_reason: 'Testets batch tömd',
  });
  const token = await manager.evaluate(() => localStorage.getItem('access_token'));
  const retired = await manager.request.patch(`/api/v1/storage-places/${fridge.id}`, {
    headers: { Authorization: `Bearer ${token ?? ''}`, 'X-Site-Id': unit.siteId },
    data: { is_active: false },
  });
  expect(retired.ok()).toBeTruthy();
  await manager.close();
});
