import { expect, test } from '@playwright/test';
import { DEMO, login, row, stockholmDay, unique } from './helpers.ts';
import { badgeToScan, kioskScreen } from './kiosk-helpers.ts';
import { apiAs, apiIn } from './management-api.ts';
import { NURSE_SITE } from './qr-scan-helpers.ts';
import { scannerTypes } from './scanner.ts';

test('vid kiosken signerar vittnet en avvikelse med sin tagg och PIN-kod', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = unique().toUpperCase();
  const nurseBadge = `SJK${tag}`;
  const managerBadge = `CHF${tag}`;
  const batch = `VIT-${tag}`;
  const name = `Vittnestest ${tag}`;

  // The unit manager registers a kiosk and a narcotic with three ampoules; both have badges and PINs.
  await login(page, 'site_admin');
  const api = await apiIn(page, NURSE_SITE);
  const kioskKey = (
    await api.post<{ device_key: string }>('/kiosks', { site_id: api.siteId, name: `Rum ${tag}` })
  ).device_key;
  const medicine = await api.post<{ id: string }>('/medicines', {
    site_id: api.siteId,
    name,
    strength: '10 mg/ml',
    unit: 'ampull',
    minimum_stock_level: 0,
    is_controlled_substance: true,
  });
  await api.post('/inventory/items', {
    medicine_template_id: medicine.id,
    batch_number: batch,
    expiry_date: stockholmDay(300),
    quantity: 3,
    // A narcotic's first batch is a delivery: its delivery note, and a colleague who saw it.
    delivery_reference: `FS-${tag}`,
    witness: { email: DEMO.user.email, password: DEMO.user.password },
  });
  const manager = await apiAs(page).get<{ id: string }>('/auth/me');
  await apiAs(page).put('/users/me/pin', {
    pin: '3691',
    current_password: DEMO.site_admin.password,
  });
  await api.put(`/users/${manager.id}/badge`, { badge_id: managerBadge });
  const nurse = await browser.newPage();
  await login(nurse, 'user');
  const sara = await apiAs(nurse).get<{ id: string }>('/auth/me');
  await apiAs(nurse).put('/users/me/pin', { pin: '2580', current_password: DEMO.user.password });
  await nurse.close();
  await api.put(`/users/${sara.id}/badge`, { badge_id: nurseBadge });

  // The nurse signs in by badge at the kiosk and counts two where three should be.
  const kiosk = await kioskScreen(browser, kioskKey);
  await badgeToScan(kiosk, nurseBadge, '2580');
  await kiosk.goto('/narkotika');
  await row(kiosk, name).getByRole('link', { name: 'Kontrollräkna' }).click();
  await kiosk.getByLabel('Skanna batch').fill(batch);
  await kiosk.getByLabel('Skanna batch').press('Enter');
  await kiosk.getByRole('textbox', { name: `Räknat antal för batch ${batch}` }).fill('2');
  await kiosk.getByLabel('Anteckning').fill('En ampull saknas');

  // At a kiosk the witness signs with badge and PIN; a wrong PIN is refused and nothing is saved.
  const witness = kiosk.getByTestId('witness');
  await expect(witness.getByRole('radio', { name: 'Tagg och PIN-kod' })).toBeChecked();
  await witness.getByLabel('Vittnets tagg').click();
  await scannerTypes(kiosk, managerBadge);
  await expect(witness.getByLabel('Vittnets PIN-kod')).toBeFocused();
  await kiosk.keyboard.type('1397');
  await kiosk.getByRole('button', { name: 'Spara räkning' }).click();
  await expect(witness.getByText('Vittnets tagg eller PIN-kod är fel.')).toBeVisible();
  await expect(kiosk.getByTestId('count-status')).toHaveCount(0);

  await witness.getByLabel('Vittnets PIN-kod').fill('3691');
  await kiosk.getByRole('button', { name: 'Spara räkning' }).click();
  await expect(kiosk.getByTestId('count-status')).toHaveText('Avvikelse');
  await expect(kiosk.getByText(/signerad av Elin/)).toBeVisible();

  // The journal names both: the nurse who counted and the manager who signed.
  type Entry = { kind: string; actor_name: string; witness_name: string | null };
  const journal = await api.get<{ items: Entry[] }>(`/narcotics/${medicine.id}/journal`);
  expect(journal.items.find((entry) => entry.kind === 'counted')).toMatchObject({
    kind: 'counted',
    actor_name: expect.stringContaining('Sara'),
    witness_name: expect.stringContaining('Elin'),
  });
});
