import { expect, test } from '@playwright/test';
import { DEMO, login, row, stockholmDay, unique } from './helpers.ts';
import { badgeToScan, kioskScreen, tapPin } from './kiosk-helpers.ts';
import { apiIn, openFromMenu } from './management-api.ts';
import { codeUrl, NURSE_SITE } from './qr-scan-helpers.ts';
import { scannerTypes } from './scanner.ts';

test('en sjuksköterska loggar in med tagg och PIN-kod på en registrerad kiosk', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const badge = `E2E${unique().toUpperCase()}`;
  await login(page, 'site_admin');

  // The unit manager registers the kiosk and gets its key once.
  await openFromMenu(page, 'Kiosker', 'Kiosker');
  await page.getByRole('button', { name: 'Registrera kiosk' }).click();
  const form = page.getByRole('dialog', { name: 'Registrera kiosk' });
  await form.getByRole('combobox', { name: 'Enhet' }).click();
  await page.getByRole('option', { name: NURSE_SITE }).click();
  await form.getByLabel('Namn').fill(`Läkemedelsrummet ${badge}`);
  await form.getByRole('button', { name: 'Registrera kiosk' }).click();
  const deviceKey = (await page.getByTestId('device-key').innerText()).trim();
  expect(deviceKey).toMatch(/^[\w-]{43}$/);
  await page.getByRole('button', { name: 'Klart, nyckeln är inskriven' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: `Läkemedelsrummet ${badge}` }),
  ).toContainText('5 min inaktivitet');

  // …and enrols the nurse's badge by tapping it on the reader.
  await openFromMenu(page, 'Användare', 'Användarhantering');
  await page.getByPlaceholder(/Sök/).fill(DEMO.user.email);
  await page.getByRole('button', { name: /^Tagg Sara/ }).click();
  const badgeDialog = page.getByRole('dialog', { name: /^Tagg för Sara/ });
  await expect(badgeDialog.getByLabel('Taggens id')).toBeFocused();
  await scannerTypes(page, badge.toLowerCase());
  await expect(page.getByText(/Taggen är registrerad för Sara/)).toBeVisible();

  // The nurse chooses a PIN under Inställningar; an easy one is refused.
  const nurse = await browser.newPage();
  await login(nurse, 'user');
  await openFromMenu(nurse, 'Inställningar', 'PIN-kod för kiosken');
  const pinCard = nurse.getByRole('region', { name: 'PIN-kod för kiosken' });
  await pinCard.getByLabel('Ny PIN-kod').fill('1234');
  await pinCard.getByLabel('Upprepa PIN-koden').fill('1234');
  await pinCard.getByLabel('Ditt lösenord').fill(DEMO.user.password);
  await pinCard.getByRole('button', { name: 'Spara PIN-kod' }).click();
  await expect(pinCard.getByText(/för lätt att gissa/)).toBeVisible();
  await pinCard.getByLabel('Ny PIN-kod').fill('2580');
  await pinCard.getByLabel('Upprepa PIN-koden').fill('2580');
  await pinCard.getByRole('button', { name: 'Spara PIN-kod' }).click();
  await expect(pinCard.getByText('PIN-koden är sparad.')).toBeVisible();
  await nurse.close();

  // At the kiosk: badge, PIN pad, and in at the kiosk's unit.
  const kiosk = await kioskScreen(browser, deviceKey);
  await expect(kiosk.getByRole('heading', { name: 'Blippa din tagg' })).toBeVisible();
  await expect(kiosk.getByText(`Läkemedelsrummet ${badge}, ${NURSE_SITE}`)).toBeVisible();
  await scannerTypes(kiosk, badge);
  await expect(kiosk.getByRole('heading', { name: 'Ange din PIN-kod' })).toBeVisible();
  await tapPin(kiosk, '2580');
  await expect(kiosk).toHaveURL(/\/user$/);
  await expect(kiosk.getByRole('banner').getByTestId('current-site')).toHaveText(NURSE_SITE);

  // 'Byt användare' hands the screen to the next person in one tap.
  await kiosk.getByRole('banner').getByRole('button', { name: 'Byt användare' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Blippa din tagg' })).toBeVisible();

  // Set to sign out after each withdrawal, the kiosk hands over once the confirmation was shown.
  const api = await apiIn(page, NURSE_SITE);
  const { siteId } = api;
  const medicine = await api.post<{ id: string }>('/medicines', {
    site_id: siteId,
    name: `Kiosktest ${badge}`,
    strength: '1 mg',
    unit: 'tablett',
    minimum_stock_level: 0,
  });
  await api.post('/inventory/items', {
    medicine_template_id: medicine.id,
    batch_number: `KIO-${badge}`,
    expiry_date: stockholmDay(300),
    quantity: 5,
  });
  const code = await codeUrl(page, { siteId, templateId: medicine.id });
  await openFromMenu(page, 'Kiosker', 'Kiosker');
  await row(page, `Läkemedelsrummet ${badge}`).getByRole('button', { name: 'Ändra' }).click();
  const edit = page.getByRole('dialog', { name: 'Ändra kiosk' });
  await edit.getByRole('switch', { name: 'Logga ut efter varje genomfört uttag' }).check();
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(row(page, `Läkemedelsrummet ${badge}`)).toContainText('och efter varje uttag');

  // The kiosk reads its settings as it starts: wait until it has the new one.
  const settings = kiosk.waitForResponse(
    (r) => r.url().endsWith('/api/v1/kiosks/current') && r.request().method() === 'GET',
  );
  await kiosk.reload();
  expect(await (await settings).json()).toMatchObject({ sign_out_after_withdrawal: true });
  await badgeToScan(kiosk, badge, '2580');
  await scannerTypes(kiosk, code);
  await kiosk.getByRole('button', { name: 'Ta ut', exact: true }).click();
  await kiosk.getByRole('textbox', { name: 'Antal' }).fill('1');
  await kiosk.getByRole('button', { name: 'Bekräfta uttag' }).click();
  await expect(kiosk.getByTestId('scan-message')).toContainText(
    `Tog ut 1 styck Kiosktest ${badge}`,
  );
  await expect(kiosk.getByRole('heading', { name: 'Blippa din tagg' })).toBeVisible({
    timeout: 8_000,
  });

  // The emergency glukagon page hands over after a withdrawal too.
  await badgeToScan(kiosk, badge, '2580');
  await kiosk.getByRole('link', { name: 'Glukagon (akut)' }).click();
  await kiosk.getByRole('textbox', { name: 'Antal' }).fill('1');
  await kiosk.getByRole('button', { name: 'Ta ut glukagon' }).click();
  await expect(kiosk.getByText('Uttaget är registrerat.')).toBeVisible();
  await expect(kiosk.getByRole('heading', { name: 'Blippa din tagg' })).toBeVisible({
    timeout: 8_000,
  });

  // Five wrong PINs lock the badge; the password still works.
  await scannerTypes(kiosk, badge);
  for (let i = 0; i < 4; i += 1) {
    await tapPin(kiosk, '9999');
    await expect(kiosk.getByRole('alert')).toHaveText('Fel tagg eller PIN-kod.');
  }
  await tapPin(kiosk, '9999');
  await expect(kiosk.getByRole('alert')).toContainText('Taggen är låst i 15 minuter');
  await tapPin(kiosk, '2580');
  await expect(kiosk.getByRole('alert')).toContainText('Taggen är låst');
  await kiosk.getByRole('button', { name: 'Logga in med e-post och lösenord' }).click();
  await kiosk.getByLabel('E-post').fill(DEMO.user.email);
  await kiosk.getByLabel('Lösenord', { exact: true }).fill(DEMO.user.password);
  await kiosk.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(kiosk).toHaveURL(/\/user$/);
  await kiosk.context().close();
});

test('utan registrerad kiosk finns ingen tagginloggning och servern nekar den', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await expect(page.getByText('Blippa din tagg')).toHaveCount(0);
  const refused = await page.request.post('/api/v1/auth/badge-login', {
    data: { badge_id: 'NAGONTAGG', pin: '2580' },
    headers: { 'X-Kiosk-Key': 'x'.repeat(43) },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).detail).toBe(
    'Inloggning med tagg fungerar bara på en registrerad kiosk. Logga in med e-post och lösenord.',
  );
});
