import { expect, test, type Page } from '@playwright/test';
import { DEMO, login, row, stockholmDay, unique, workIn } from './helpers.ts';
import { badgeToScan, kioskScreen, tapPin } from './kiosk-helpers.ts';
import { apiAs, apiIn, openFromMenu } from './management-api.ts';
import { codeUrl, medicineAt, NURSE_SITE, quantityOf } from './qr-scan-helpers.ts';
import { scannerTypes } from './scanner.ts';

type Movement = { delta: number; created_at: string; occurred_at: string; actor_name: string };

async function withdraw(kiosk: Page, code: string, quantity: number) {
  await scannerTypes(kiosk, code);
  await kiosk.getByRole('button', { name: 'Ta ut', exact: true }).click();
  await kiosk.getByRole('textbox', { name: 'Antal' }).fill(String(quantity));
  await kiosk.getByRole('button', { name: 'Bekräfta uttag' }).click();
}

test('kiosken tar uttag offline och bokar dem en gång när servern svarar igen', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = unique().toUpperCase();
  const badge = `OFF${tag}`;
  const batch = `OFF-${tag}`;
  const name = `Offlinetest ${tag}`;

  // The unit manager registers a kiosk; the nurse has a badge and a PIN.
  await login(page, 'site_admin');
  const api = await apiIn(page, NURSE_SITE);
  const { siteId } = api;
  const kioskKey = (
    await api.post<{ device_key: string }>('/kiosks', { site_id: siteId, name: `Rum ${tag}` })
  ).device_key;
  const medicine = await api.post<{ id: string }>('/medicines', {
    site_id: siteId,
    name,
    strength: '5 mg',
    unit: 'tablett',
    minimum_stock_level: 0,
  });
  await api.post('/inventory/items', {
    medicine_template_id: medicine.id,
    batch_number: batch,
    expiry_date: stockholmDay(300),
    quantity: 5,
  });
  const target = { siteId, templateId: medicine.id };
  const code = await codeUrl(page, target);
  const morfin = await codeUrl(page, await medicineAt(page, NURSE_SITE, 'Morfin Meda', '10 mg/ml'));
  const nurse = await browser.newPage();
  await login(nurse, 'user');
  const me = await apiAs(nurse).get<{ id: string }>('/auth/me');
  await apiAs(nurse).put('/users/me/pin', { pin: '2580', current_password: DEMO.user.password });
  await nurse.close();
  await api.put(`/users/${me.id}/badge`, { badge_id: badge });

  // At the kiosk, while the server answers: the codes are seen once.
  const kiosk = await kioskScreen(browser, kioskKey);
  await badgeToScan(kiosk, badge, '2580');
  await scannerTypes(kiosk, code);
  await kiosk.getByRole('button', { name: 'Ta ut', exact: true }).click();
  await expect(kiosk.getByRole('textbox', { name: 'Antal' })).toBeVisible();
  await kiosk.getByRole('button', { name: 'Skanna en annan kod' }).click();
  await scannerTypes(kiosk, morfin);
  await expect(kiosk.getByText('Morfin Meda', { exact: false }).first()).toBeVisible();
  await kiosk.getByRole('button', { name: 'Skanna en annan kod' }).click();

  // The network goes down: two withdrawals wait on the kiosk, the narcotic is refused.
  await kiosk.context().setOffline(true);
  await withdraw(kiosk, code, 2);
  await expect(kiosk.getByText('Sparat på kiosken')).toBeVisible();
  await expect(kiosk.getByTestId('scan-message')).toHaveText(
    `Uttag av 2 ${name} 5 mg bokas när servern svarar igen. Du kan fortsätta arbeta.`,
  );
  await expect(kiosk.getByText('Offline – 1 händelse väntar')).toBeVisible();
  await kiosk.getByRole('button', { name: 'Skanna nästa' }).click();
  // The kiosk still believes there are 5; the server will know better.
  await withdraw(kiosk, code, 4);
  await expect(kiosk.getByText('Offline – 2 händelser väntar')).toBeVisible();
  await kiosk.getByRole('button', { name: 'Skanna nästa' }).click();
  await scannerTypes(kiosk, morfin);
  await expect(kiosk.getByText(/Narkotika tas inte ut offline/)).toBeVisible();
  expect(await quantityOf(page, target, batch)).toBe(5);

  // Still offline, the next person signs in with a badge and PIN that signed in here today.
  await kiosk.getByRole('button', { name: 'Byt användare' }).click();
  await expect(kiosk.getByRole('heading', { name: 'Blippa din tagg' })).toBeVisible();
  await scannerTypes(kiosk, `NEVER${tag}`);
  await tapPin(kiosk, '2580');
  await expect(kiosk.getByRole('alert')).toContainText('Servern svarar inte');
  await scannerTypes(kiosk, badge);
  await tapPin(kiosk, '1397');
  await expect(kiosk.getByRole('alert')).toHaveText(
    'Fel PIN-kod. 4 försök kvar innan taggen låses.',
  );
  await tapPin(kiosk, '2580');
  await expect(kiosk).toHaveURL(/\/scan$/);
  await expect(kiosk.getByText('Offline – 2 händelser väntar')).toBeVisible();
  await withdraw(kiosk, code, 1);
  await expect(kiosk.getByText('Offline – 3 händelser väntar')).toBeVisible();

  // The network returns: the queue is sent in order, the first booked, the second kept for the manager.
  await kiosk.context().setOffline(false);
  await expect(kiosk.getByText(/händelser? väntar/)).toHaveCount(0, { timeout: 20_000 });
  await expect(
    kiosk.getByText(
      '1 händelse gjord offline kunde inte bokas. Enhetschefen ser den under Behöver åtgärd.',
    ),
  ).toBeVisible();
  expect(await quantityOf(page, target, batch)).toBe(2);
  const ledger = await api.get<{ items: Movement[] }>(
    `/stock-movements?site_id=${siteId}&medicine_template_id=${medicine.id}&kind=withdrawn`,
  );
  expect(ledger.items.map((m) => m.delta).sort((a, b) => a - b)).toEqual([-2, -1]);
  for (const booked of ledger.items) {
    expect(booked.actor_name).toContain('Sara');
    expect(booked.occurred_at < booked.created_at).toBe(true);
  }

  // The unit manager sees what could not be booked, and says what was done.
  // The manager's chosen unit is kept between sign-ins: work in the kiosk's, then go back.
  const current = page.getByRole('banner').getByTestId('current-site');
  const chosenBefore = (await current.innerText()).trim();
  await workIn(page, NURSE_SITE);
  await openFromMenu(page, 'Behöver åtgärd', 'Behöver åtgärd');
  const refused = row(page, name);
  await expect(refused).toContainText('uttag 4');
  await expect(refused).toContainText('Inte tillräckligt med lager');
  await expect(refused).toContainText(`Rum ${tag}`);
  await refused.getByRole('button', { name: 'Åtgärda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Åtgärda' });
  await dialog.getByLabel('Vad gjordes?').fill('Räknat: 3 togs ut, bokat för hand.');
  await dialog.getByRole('button', { name: 'Markera som åtgärdad' }).click();
  await expect(page.getByText('Händelsen är markerad som åtgärdad.')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
  await workIn(page, chosenBefore);
  await kiosk.context().close();
});
