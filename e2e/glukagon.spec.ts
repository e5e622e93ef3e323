import { expect, test } from '@playwright/test';
import { login } from './helpers.ts';
import { NURSE_SITE, batchesOf, medicineAt } from './qr-scan-helpers.ts';

test('glukagonsidan tar ut och lägger tillbaka GlucaGen på sjuksköterskans enhet', async ({
  page,
}) => {
  await login(page, 'user');
  const kit = await medicineAt(page, NURSE_SITE, 'GlucaGen Hypokit', '1 mg');
  const total = async () =>
    (await batchesOf(page, kit)).reduce((sum, batch) => sum + batch.quantity, 0);
  const before = await total();

  // From the scan screen, as in an emergency at the kiosk.
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Skanna' })
    .click();
  await page.getByRole('link', { name: 'Glukagon (akut)' }).click();
  await expect(page.getByRole('heading', { name: 'Glukagon', exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Skannat läkemedel' });
  await expect(summary).toContainText('GlucaGen Hypokit 1 mg');
  await expect(page.getByTestId('current-inventory')).toHaveText(String(before));

  const quantity = page.getByRole('textbox', { name: 'Antal' });
  await quantity.fill('11');
  await expect(page.getByText(/Inte tillräckligt med lager|Högst 10 åt gången/)).toBeVisible();
  await quantity.fill('1');
  await page.getByRole('button', { name: 'Ta ut glukagon' }).click();
  await expect(page.getByText('Uttaget är registrerat.')).toBeVisible();
  await expect(page.getByTestId('scan-message')).toContainText('Tog ut 1 styck GlucaGen Hypokit');
  await expect(page.getByTestId('current-inventory')).toHaveText(String(before - 1));
  expect(await total()).toBe(before - 1);

  await page.getByRole('button', { name: 'Lägg tillbaka', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Antal' })).toHaveValue('1');
  await page.getByRole('button', { name: 'Lägg tillbaka 1' }).click();
  await expect(page.getByText('Glukagonet är tillbaka i lagret.')).toBeVisible();
  await expect(page.getByTestId('current-inventory')).toHaveText(String(before));
  expect(await total()).toBe(before);
});

test('glukagonsidan säger till när enheten saknar glukagon', async ({ page }) => {
  // Every demo unit has GlucaGen: the list the page reads is shown without it.
  await login(page, 'site_admin');
  await page.route(
    (url) => url.pathname.replace(/\/$/, '') === '/api/v1/medicines',
    async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as { items: { name: string; generic_name: string }[] };
      list.items = list.items.filter((m) => !/gluka|gluca/i.test(`${m.name} ${m.generic_name}`));
      await route.fulfill({ response, json: list });
    },
  );
  await page.goto('/glukagon');
  await expect(page.getByText('Inget glukagon på enheten')).toBeVisible();
});
