import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../medicines/schablon-service.ts';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe('medicine templates', () => {
  it('creates in the current site, validates, and refuses a duplicate name and strength in any case', async () => {
    const w = await env.world();
    const created = await env.request('POST', '/medicines/', {
      token: w.siteAdmin.token,
      site: w.a2,
      body: {
        name: 'Furix',
        strength: '40 mg',
        unit: 'tablett',
        minimum_stock_level: 'mycket',
        route_of_administration: 'oral',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      site_id: w.a2,
      name: 'Furix',
      minimum_stock_level: 0,
      is_active: true,
      total_quantity: 0,
    });
    const dup = await env.request('POST', '/medicines', {
      token: w.siteAdmin.token,
      site: w.a2,
      body: { name: 'FURIX', strength: '40  MG', unit: 'tablett' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('MEDICINE_EXISTS');
    const other = await env.request('POST', '/medicines', {
      token: w.siteAdmin.token,
      site: w.a2,
      body: { name: 'Furix', strength: '20 mg', unit: 'tablett' },
    });
    expect(other.status).toBe(201);
    const invalid = await env.request('POST', '/medicines', {
      token: w.siteAdmin.token,
      site: w.a2,
      body: { name: ' ', unit: '', minimum_stock_level: -1 },
    });
    expect(invalid.body.errors.map((e: any) => e.message)).toEqual(
      expect.arrayContaining([
        'Läkemedelsnamn krävs.',
        'Enhet krävs.',
        'Minsta lager får inte vara negativt',
      ]),
    );
    const noSite = await env.request('POST', '/medicines', {
      token: w.admin.token,
      body: { name: 'Utan enhet', unit: 'tablett' },
    });
    expect(noSite.status).toBe(400);
    expect(noSite.body.detail).toBe('Ingen enhet vald. Välj en enhet först.');
    const badSite = await env.request('POST', '/medicines', {
      token: w.admin.token,
      body: { name: 'X', unit: 'tablett', site_id: 'abc' },
    });
    expect(badSite.body.detail).toBe('Ogiltigt enhets-id. Kontakta support.');
  });

  it("lists a site's templates with search, paging and stock totals; a user reads but cannot write", async () => {
    const w = await env.world();
    await env.item(w.a1, w.medA1, 'X1', '2027-03-01', 7);
    await env.item(w.a1, w.medA1, 'X2', '2027-05-01', 3);
    const list = await env.request('GET', '/medicines/?page=1&size=100&search=alv', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ id: w.medA1, total_quantity: 10 });
    const all = await env.request('GET', `/medicines?size=1&site_id=${w.a1}`, {
      token: w.staff.token,
    });
    expect(all.body).toMatchObject({ total: 2, pages: 2, size: 1 });
    const write = await env.request('PUT', `/medicines/${w.medA1}`, {
      token: w.staff.token,
      body: { name: 'Nytt namn' },
    });
    expect(write.status).toBe(403);
  });

  it('will not delete a template with stock or stock history, and deletes one never stocked', async () => {
    const w = await env.world();
    // Not a narcotic: its disposal leaves the balance when started (a narcotic's waits).
    const itemA1 = await env.item(w.a1, w.medA1, 'LOT-A1', '2027-06-30', 20);
    const refused = await env.request('DELETE', `/medicines/${w.medA1}`, {
      token: w.siteAdmin.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('har 20 i lager');
    expect(await env.quantityOf(itemA1)).toBe(20);
    await env.request('POST', '/kassation/initiate', {
      token: w.siteAdmin.token,
      body: { inventory_item_id: itemA1, quantity: 20, reason: 'expired' },
    });
    const emptied = await env.request('DELETE', `/medicines/${w.medA1}`, {
      token: w.siteAdmin.token,
    });
    expect(emptied.status).toBe(409);
    expect(emptied.body).toMatchObject({
      code: 'MEDICINE_HAS_HISTORY',
      detail: 'Alvedon har lagerhistorik och kan inte tas bort. Inaktivera läkemedlet i stället.',
    });
    expect(await env.quantityOf(itemA1)).toBe(0);
    const unused = await env.medicine(w.a1, 'Aldrig använd');
    const deleted = await env.request('DELETE', `/medicines/${unused}`, {
      token: w.siteAdmin.token,
    });
    expect(deleted.status).toBe(200);
  });
});

describe('ready-made templates', () => {
  it('ships a real catalogue with narcotics and glukagon, searchable', async () => {
    const w = await env.world();
    const catalogue = readCatalogue();
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
    expect(
      catalogue.some((s) => /morfin/i.test(s.generic_name ?? s.name) && s.is_controlled_substance),
    ).toBe(true);
    expect(
      catalogue.some((s) => /oxikodon/i.test(s.generic_name ?? '') && s.is_controlled_substance),
    ).toBe(true);
    expect(catalogue.some((s) => /glukagon/i.test(s.generic_name ?? ''))).toBe(true);
    const res = await env.request('GET', '/medication-schablons?page=1&size=100&search=glukagon', {
      token: w.siteAdmin.token,
    });
    expect(res.body.total).toBeGreaterThan(0);
    expect(
      res.body.schablons.every((s: any) => JSON.stringify(s).toLowerCase().includes('glukagon')),
    ).toBe(true);
  });

  it('imports into a site and reports duplicates by name and strength as skipped', async () => {
    const w = await env.world();
    const [first, second] = readCatalogue();
    const once = await env.request('POST', '/medicine-templates/import-schablons', {
      token: w.siteAdmin.token,
      body: { schablon_ids: [first!.id, second!.id], site_id: w.a2 },
    });
    expect(once.body).toEqual({ imported_count: 2, skipped_count: 0, skipped_duplicates: [] });
    const twice = await env.request('POST', '/medicine-templates/import-schablons', {
      token: w.siteAdmin.token,
      body: { schablon_ids: [first!.id], site_id: w.a2 },
    });
    expect(twice.body).toEqual({
      imported_count: 0,
      skipped_count: 1,
      skipped_duplicates: [`${first!.name} ${first!.strength}`],
    });
    const imported = await env.request('GET', '/medicines?size=100', {
      token: w.siteAdmin.token,
      site: w.a2,
    });
    expect(imported.body.items.find((m: any) => m.name === first!.name)).toMatchObject({
      strength: first!.strength,
      unit: first!.unit,
    });
    const none = await env.request('POST', '/medicine-templates/import-schablons', {
      token: w.siteAdmin.token,
      body: { schablon_ids: [], site_id: w.a2 },
    });
    expect(none.body.detail).toBe('Välj minst en mall att importera');
    const unknown = await env.request('POST', '/medicine-templates/import-schablons', {
      token: w.siteAdmin.token,
      body: { schablon_ids: ['finns-inte'], site_id: w.a2 },
    });
    expect(unknown.status).toBe(422);
  });
});

describe('inventory', () => {
  it('lists batches FEFO with status from Stockholm days, counts and filters', async () => {
    const w = await env.world();
    const site = await env.site(w.customerA, 'Lagerenheten');
    const admin = w.admin.token;
    const ipren = await env.medicine(site, 'Ipren', { minimum: 30 });
    const waran = await env.medicine(site, 'Waran');
    // The clock stands at 2026-11-21 10:00 in Stockholm.
    await env.item(site, ipren, 'LATE', '2027-06-01', 10);
    await env.item(site, ipren, 'SOON', '2026-11-28', 5);
    await env.item(site, waran, 'OLD', '2026-11-20', 4);
    await env.item(site, waran, 'TODAY', '2026-11-21', 2);
    await env.item(site, waran, 'EMPTY', '2026-12-01', 0);
    const list = await env.request('GET', '/inventory/items?page=1&size=20', {
      token: admin,
      site,
    });
    expect(
      list.body.items.map((i: any) => [i.batch_number, i.days_until_expiry, i.expiry_status]),
    ).toEqual([
      ['OLD', -1, 'expired'],
      ['TODAY', 0, 'critical'],
      ['SOON', 7, 'critical'],
      ['LATE', 192, 'ok'],
    ]);
    expect(list.body.counts).toEqual({ total: 4, expiring: 2, expired: 1, low_stock: 2 });
    expect(list.body.items.find((i: any) => i.batch_number === 'SOON').is_low_stock).toBe(true);
    const expiring = await env.request('GET', '/inventory/items?filter=expiring', {
      token: admin,
      site,
    });
    expect(expiring.body.items.map((i: any) => i.batch_number)).toEqual(['TODAY', 'SOON']);
    const low = await env.request('GET', '/inventory/items?filter=low_stock', {
      token: admin,
      site,
    });
    expect(low.body.items.map((i: any) => i.batch_number)).toEqual(['SOON', 'LATE']);
    const search = await env.request('GET', '/inventory/items?search=waran', {
      token: admin,
      site,
    });
    expect(search.body.total).toBe(2);

    env.clock.set('2026-11-21T23:30:00Z'); // 00:30 on 22 November in Stockholm
    const late = await env.tokenFor(w.admin.id);
    const afterMidnight = await env.request('GET', '/inventory/items?filter=expired', {
      token: late,
      site,
    });
    expect(afterMidnight.body.items.map((i: any) => i.batch_number)).toEqual(['OLD', 'TODAY']);
    env.clock.set('2026-11-21T09:00:00.000Z');
  });

  it("adds, edits and refuses a duplicate batch, a bad date, a negative quantity and another site's template", async () => {
    const w = await env.world();
    const add = (body: Record<string, unknown>) =>
      env.request('POST', '/inventory/items', { token: w.staff.token, site: w.a1, body });
    const created = await add({
      medicine_template_id: w.medA1,
      batch_number: 'ab 123',
      expiry_date: '2027-02-28',
      quantity: 12,
      unit_type: 'PAKET',
      location: 'Skåp 3',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      batch_number: 'ab 123',
      unit_type: 'paket',
      quantity: 12,
      medicine_name: 'Alvedon',
      location: 'Skåp 3',
    });
    const dup = await add({
      medicine_template_id: w.medA1,
      batch_number: 'AB123',
      expiry_date: '2027-02-28',
      quantity: 1,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toBe(
      'Batchnumret finns redan för detta läkemedel. Använd ett annat batchnummer.',
    );
    expect(
      (
        await add({
          medicine_template_id: w.medA1,
          batch_number: 'N1',
          expiry_date: '2026-02-30',
          quantity: 1,
        })
      ).body.detail,
    ).toBe('Ogiltigt utgångsdatum');
    expect(
      (
        await add({
          medicine_template_id: w.medA1,
          batch_number: 'N1',
          expiry_date: '2027-01-01',
          quantity: -1,
        })
      ).body.detail,
    ).toBe('Antal får inte vara negativt');
    expect(
      (
        await add({
          medicine_template_id: w.medA1,
          batch_number: 'N1',
          expiry_date: '2027-01-01',
          quantity: 100_001,
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await add({
          medicine_template_id: w.medB1,
          batch_number: 'N1',
          expiry_date: '2027-01-01',
          quantity: 1,
        })
      ).status,
    ).toBe(404);
    const noSite = await env.request('POST', '/inventory/items', {
      token: w.staff.token,
      body: {
        medicine_template_id: w.medA1,
        batch_number: 'N1',
        expiry_date: '2027-01-01',
        quantity: 1,
      },
    });
    expect(noSite.body.code).toBe('NO_SITE');

    const unexplained = await env.request('PUT', `/inventory/items/${created.body.id}`, {
      token: w.staff.token,
      body: { quantity: 0, location: null },
    });
    expect(unexplained.status).toBe(422);
    expect(unexplained.body.errors).toEqual([
      { path: 'adjustment_reason', message: 'Ange varför antalet ändras' },
    ]);
    expect(await env.quantityOf(created.body.id)).toBe(12);
    const edited = await env.request('PUT', `/inventory/items/${created.body.id}`, {
      token: w.staff.token,
      body: { quantity: 0, location: null, adjustment_reason: 'Tappade förpackningen' },
    });
    expect(edited.body).toMatchObject({ quantity: 0, location: null });
    const foreign = await env.request('PUT', `/inventory/items/${w.itemB1}`, {
      token: w.staff.token,
      body: { quantity: 0 },
    });
    expect(foreign.status).toBe(404);
    expect(await env.quantityOf(w.itemB1)).toBe(20);
  });

  it('unpacks a delivery into an existing batch or a new one', async () => {
    const w = await env.world();
    // A narcotic's delivery: its delivery note and a witness.
    const delivery = {
      delivery_reference: 'FS-1',
      witness: { email: w.colleague.email, password: TEST_PASSWORD },
    };
    const unpack = (body: Record<string, unknown>) =>
      env.request('POST', '/inventory/unpack', {
        token: w.siteAdmin.token,
        site: w.a1,
        body: { ...delivery, ...body },
      });
    const onto = await unpack({
      medicine_template_id: w.stockMedA1,
      batch_number: 'lot-a1',
      expiry_date: '2027-06-30',
      quantity: 5,
      unit_type: 'STYCK',
    });
    expect(onto.status).toBe(200);
    expect(onto.body).toMatchObject({ created: false, item: { id: w.itemA1, quantity: 25 } });
    const fresh = await unpack({
      medicine_template_id: w.stockMedA1,
      batch_number: 'LOT-NY',
      expiry_date: '2027-09-30',
    });
    expect(fresh.status).toBe(201);
    expect(fresh.body).toMatchObject({ created: true, item: { quantity: 1, unit_type: 'styck' } });
    const mismatch = await unpack({
      medicine_template_id: w.stockMedA1,
      batch_number: 'LOT-A1',
      expiry_date: '2027-07-31',
      quantity: 1,
    });
    expect(mismatch.status).toBe(409);
    expect(await env.quantityOf(w.itemA1)).toBe(25);
    const zero = await unpack({
      medicine_template_id: w.stockMedA1,
      batch_number: 'LOT-A1',
      expiry_date: '2027-06-30',
      quantity: 0,
    });
    expect(zero.body.detail).toBe('Antal måste vara minst 1');
    const missing = await unpack({ medicine_template_id: w.stockMedA1, expiry_date: '2027-06-30' });
    expect(missing.body.detail).toBe('Batchnummer krävs');
  });
});

describe('disposal from the inventory', () => {
  it('takes a part out of stock and records it; cancelling puts it back', async () => {
    const w = await env.world();
    // Not a narcotic: its disposal leaves the balance when started (a narcotic's waits).
    const itemA1 = await env.item(w.a1, w.medA1, 'LOT-A1', '2027-06-30', 20);
    const res = await env.request('POST', '/kassation/initiate', {
      token: w.staff.token,
      body: {
        inventory_item_id: itemA1,
        quantity: 8,
        reason: 'damaged',
        disposal_notes: 'Trasig blister',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      quantity: 8,
      remaining_quantity: 12,
      reason: 'damaged',
      status: 'initiated',
      medicine_name: 'Alvedon',
      batch_number: 'LOT-A1',
    });
    expect(await env.quantityOf(itemA1)).toBe(12);
    const over = await env.request('POST', '/kassation/initiate', {
      token: w.staff.token,
      body: { inventory_item_id: itemA1, quantity: 13 },
    });
    expect(over.status).toBe(409);
    expect(over.body.detail).toMatch(/^Inte tillräckligt med lager: batch .* har 12 styck kvar\.$/);
    expect(await env.quantityOf(itemA1)).toBe(12);

    const cancelled = await env.request('DELETE', `/kassation/${res.body.id}?reason=Fel%20batch`, {
      token: w.staff.token,
    });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', remaining_quantity: 20 });
    expect(await env.quantityOf(itemA1)).toBe(20);
    const again = await env.request('DELETE', `/kassation/${res.body.id}`, {
      token: w.staff.token,
    });
    expect(again.status).toBe(409);
    expect(await env.quantityOf(itemA1)).toBe(20);
    const audit = await env.auditRows('kassation');
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['initiate', 'cancel']));
  });

  it('lets exactly one of two racing disposals that together exceed the batch win', async () => {
    const w = await env.world();
    // Not a narcotic: its disposal leaves the balance when started (a narcotic's waits).
    const itemA1 = await env.item(w.a1, w.medA1, 'LOT-A1', '2027-06-30', 20);
    const dispose = () =>
      env.request('POST', '/kassation/initiate', {
        token: w.staff.token,
        body: { inventory_item_id: itemA1, quantity: 15, reason: 'expired' },
      });
    const results = await Promise.all([dispose(), dispose()]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await env.quantityOf(itemA1)).toBe(5);
    const records = await env.db
      .selectFrom('kassations')
      .select('quantity')
      .where('inventory_item_id', '=', itemA1)
      .execute();
    expect(records).toEqual([{ quantity: 15 }]);
  });

  it("answers 404 for another tenant's batch and changes nothing", async () => {
    const w = await env.world();
    const res = await env.request('POST', '/kassation/initiate', {
      token: w.siteAdmin.token,
      body: { inventory_item_id: w.itemB1, quantity: 1 },
    });
    expect(res.status).toBe(404);
    expect(await env.quantityOf(w.itemB1)).toBe(20);
  });
});
