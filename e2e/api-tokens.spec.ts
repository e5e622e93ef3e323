import { expect, test } from '@playwright/test';
import { readCsv } from '../api/test/export-reader.ts';
import { login, row, unique } from './helpers.ts';
import { openFromMenu, siteNamed } from './management-api.ts';

const SITE = 'Björkhagens äldreboende';

test('a unit manager makes a token for a system, the system pulls the stock with it, and a revoked token stops at once', async ({
  page,
  request,
}) => {
  const name = `BI-region ${unique()}`;
  await login(page, 'site_admin');
  await openFromMenu(page, 'API-token', 'API-token');

  await page.getByRole('button', { name: 'Skapa API-token' }).click();
  const form = page.getByRole('dialog', { name: 'Skapa API-token' });
  await form.getByLabel('Systemets namn').fill(name);
  await form.getByRole('combobox', { name: 'Enheter' }).click();
  await page.getByRole('option', { name: SITE }).click();
  await expect(form.getByRole('checkbox', { name: /Läsa lager och lagerrörelser/ })).toBeChecked();
  await form.getByRole('checkbox', { name: /Läsa kassationer/ }).check();
  await form.getByRole('button', { name: 'Skapa API-token' }).click();

  const shown = page.getByRole('dialog', { name: 'API-token är skapad' });
  await expect(shown.getByText('Den visas inte igen')).toBeVisible();
  const token = (await shown.getByTestId('api-token').innerText()).trim();
  expect(token).toMatch(/^mvk_[A-Za-z0-9_-]{40,}$/);
  await expect(shown.getByText('/api/v1/inventory/items/export?format=csv')).toBeVisible();
  await shown.getByRole('button', { name: 'Klart, token är sparad' }).click();
  await expect(row(page, name)).toContainText(SITE);
  await expect(row(page, name)).toContainText('Aldrig');

  const { id: siteId } = await siteNamed(page, SITE);
  const asSystem = { Authorization: `Bearer ${token}`, 'X-Site-Id': siteId };

  const stock = await request.get('/api/v1/inventory/items/export?format=csv', {
    headers: asSystem,
  });
  expect(stock.status()).toBe(200);
  const { rows } = readCsv(await stock.body());
  expect(rows[0]?.[0]).toBe('Läkemedel');
  expect(rows.some((cells) => cells[0]?.includes('Alvedon'))).toBe(true);

  const users = await request.get('/api/v1/users', { headers: asSystem });
  expect(users.status()).toBe(403);
  expect(((await users.json()) as { detail: string }).detail).toBe(
    'API-token har inte behörighet för den här funktionen.',
  );

  await page.reload();
  await expect(row(page, name)).not.toContainText('Aldrig');

  await page.getByRole('button', { name: `Återkalla ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Återkalla API-token?' })
    .getByRole('button', { name: 'Återkalla' })
    .click();
  await expect(row(page, name)).toContainText('Återkallad');
  const after = await request.get('/api/v1/inventory/items/export?format=csv', {
    headers: asSystem,
  });
  expect(after.status()).toBe(401);
});
