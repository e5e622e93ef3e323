import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerAtStart } from '../system/ledger-at-start.ts';
import { findImbalances } from './ledger-check.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { OLD_NOW, oldSites, withOlderDatabase } from '../../test/older-database.ts';
import { destroyWitnessed } from '../../test/kassation-fixtures.ts';
import { codeFor, newKey } from '../../test/qr-fixtures.ts';
import { noticeOf, matchesOfItem, storeNoticeIn, uniqueBatch } from '../../test/recall-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true });
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

const movementsOf = (itemId: string) =>
  env.db
    .selectFrom('stock_movements')
    .selectAll()
    .where('inventory_item_id', '=', itemId)
    .orderBy('id')
    .execute();

const lastMovement = async (itemId: string) => (await movementsOf(itemId)).at(-1);

const scan = (w: World, body: Record<string, unknown>, token?: string) =>
  env.request('POST', '/qr-codes/scan', {
    token,
    site: token ? w.a1 : undefined,
    headers: { 'Idempotency-Key': newKey(), 'X-Forwarded-For': '198.51.100.7' },
    body,
  });

describe('every stock path writes exactly one movement', () => {
  it('books the stock form, deliveries and hand edits with who and why', async () => {
    const w = await env.world();
    const created = await env.request('POST', '/inventory/items', {
      token: w.staff.token,
      site: w.a1,
      body: {
        medicine_template_id: w.medA1,
        batch_number: 'LED-1',
        expiry_date: '2027-05-31',
        quantity: 10,
      },
    });
    const id: string = created.body.id;
    expect(await movementsOf(id)).toMatchObject([
      { kind: 'received', delta: 10, balance_after: 10, actor_user_id: w.staff.id },
    ]);
    const unpack = (batch: string, quantity: number) =>
      env.request('POST', '/inventory/unpack', {
        token: w.siteAdmin.token,
        site: w.a1,
        body: {
          medicine_template_id: w.medA1,
          batch_number: batch,
          expiry_date: '2027-05-31',
          quantity,
        },
      });
    expect((await unpack('LED-1', 5)).status).toBe(200);
    expect(await lastMovement(id)).toMatchObject({ kind: 'unpacked', delta: 5, balance_after: 15 });
    const fresh = await unpack('LED-2', 7);
    expect(await movementsOf(fresh.body.item.id)).toMatchObject([
      { kind: 'received', delta: 7, balance_after: 7 },
    ]);
    const edited = await env.request('PUT', `/inventory/items/${id}`, {
      token: w.staff.token,
      site: w.a1,
      body: { quantity: 12, adjustment_reason: 'Räknade hyllan', notes: 'Skåp 3' },
    });
    expect(edited.status).toBe(200);
    expect(await lastMovement(id)).toMatchObject({
      kind: 'adjusted',
      delta: -3,
      balance_after: 12,
      reason: 'Räknade hyllan',
    });
    const notesOnly = await env.request('PUT', `/inventory/items/${id}`, {
      token: w.staff.token,
      site: w.a1,
      body: { notes: 'Skåp 4', quantity: 12 },
    });
    expect(notesOnly.status).toBe(200);
    expect(await movementsOf(id)).toHaveLength(3);
  });

  it('books scans, signed in and on the public page', async () => {
    const w = await env.world();
    const item = await env.item(w.a1, w.medA1, 'LED-SCAN', '2027-05-31', 10);
    const code = await codeFor(env, w.a1, w.medA1);
    const out = await scan(
      w,
      { qr_code_data: code, action_type: 'withdraw', quantity: 2, batch_number: 'LED-SCAN' },
      w.staff.token,
    );
    expect(await lastMovement(item)).toMatchObject({
      kind: 'withdrawn',
      delta: -2,
      balance_after: 8,
      reference_type: 'qr_scan',
      reference_id: out.body.scan_id,
    });
    await scan(w, {
      qr_code_data: code,
      action_type: 'add',
      quantity: 1,
      batch_number: 'LED-SCAN',
    });
    expect(await lastMovement(item)).toMatchObject({
      kind: 'returned',
      delta: 1,
      balance_after: 9,
      actor_user_id: null,
      actor_label: 'Publik QR-sida (198.51.100.7)',
    });
    const refused = await scan(
      w,
      { qr_code_data: code, action_type: 'withdraw', quantity: 10, batch_number: 'LED-SCAN' },
      w.staff.token,
    );
    expect(refused.status).toBe(409);
    expect(await movementsOf(item)).toHaveLength(3);
  });

  it('books a disposal, its cancellation and its restoration against the kassation', async () => {
    const w = await env.world();
    const item = await env.item(w.a1, w.medA1, 'LED-K', '2027-05-31', 10);
    const disposed = await env.request('POST', '/kassation/initiate', {
      token: w.staff.token,
      site: w.a1,
      body: { inventory_item_id: item, quantity: 4, reason: 'damaged' },
    });
    expect(await lastMovement(item)).toMatchObject({
      kind: 'disposed',
      delta: -4,
      balance_after: 6,
      reason: 'damaged',
      reference_type: 'kassation',
      reference_id: disposed.body.id,
    });
    await env.request('DELETE', `/kassation/${disposed.body.id}`, { token: w.staff.token });
    expect(await lastMovement(item)).toMatchObject({ kind: 'disposal_cancelled', delta: 4 });
    const again = await env.request('POST', '/kassation/initiate', {
      token: w.staff.token,
      site: w.a1,
      body: { inventory_item_id: item, quantity: 3 },
    });
    await env.request('POST', `/kassation/restore/${again.body.id}`, {
      token: w.siteAdmin.token,
      body: { restoration_reason: 'Fel batch' },
    });
    expect((await movementsOf(item)).map((m) => [m.kind, m.delta, m.balance_after])).toEqual([
      ['opening_balance', 10, 10],
      ['disposed', -4, 6],
      ['disposal_cancelled', 4, 10],
      ['disposed', -3, 7],
      ['restored', 3, 10],
    ]);
    const quick = await env.request('POST', `/dashboard/quick-dispose/${item}`, {
      token: w.staff.token,
      site: w.a1,
      body: { quantity: 2 },
    });
    expect(quick.status).toBe(200);
    expect(await lastMovement(item)).toMatchObject({ kind: 'disposed', delta: -2 });
  });

  it('books a recall disposal', async () => {
    const w = await env.world();
    const batch = uniqueBatch();
    const item = await env.item(w.a1, w.stockMedA1, batch, '2027-06-30', 6);
    await storeNoticeIn(
      env,
      noticeOf({ recall_class: 'I', batches: [{ batch_number: batch, expiry_date: null }] }),
    );
    const [match] = await matchesOfItem(env, item);
    const res = await env.request('POST', `/indragningar/matches/${match?.id}/resolve`, {
      token: w.siteAdmin.token,
      body: { resolution_type: 'disposed' },
    });
    expect(res.status).toBe(200);
    // A narcotic leaves the balance at its witnessed destruction, in one movement.
    expect(await movementsOf(item)).toHaveLength(1);
    expect((await destroyWitnessed(env, w, res.body.kassation_id)).status).toBe(200);
    expect(await lastMovement(item)).toMatchObject({
      kind: 'disposed',
      delta: -6,
      balance_after: 0,
      witness_user_id: w.colleague.id,
    });
  });

  it('closes a removed site with stock instead of deleting it, its stock and history as they were', async () => {
    const w = await env.world();
    const site = await env.site(w.customerA, 'Stängs');
    const template = await env.medicine(site, 'Alvedon');
    const item = await env.item(site, template, 'LED-SITE', '2027-05-31', 9);
    const res = await env.request('DELETE', `/sites/${site}?force=true`, { token: w.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('closed');
    expect(await env.quantityOf(item)).toBe(9);
    expect((await movementsOf(item)).map((m) => [m.kind, m.delta, m.balance_after])).toEqual([
      ['opening_balance', 9, 9],
    ]);
    expect(await findImbalances(env.db)).toEqual([]);
  });
});

describe('the ledger is append-only', () => {
  it('refuses to change or delete a movement in the database itself', async () => {
    const w = await env.world();
    const [first] = await movementsOf(w.itemA1);
    await expect(
      env.db
        .updateTable('stock_movements')
        .set({ delta: 99 })
        .where('id', '=', first!.id)
        .execute(),
    ).rejects.toThrow(/oföränderlig/);
    await expect(
      env.db.deleteFrom('stock_movements').where('id', '=', first!.id).execute(),
    ).rejects.toThrow(/oföränderlig/);
    expect(await movementsOf(w.itemA1)).toEqual([first]);
  });
});

describe('reading the ledger', () => {
  it('shows a batch’s history oldest first with who did what, to those who see the batch', async () => {
    const w = await env.world();
    const item = await env.item(w.a1, w.medA1, 'LED-HIST', '2027-05-31', 20);
    await env.request('PUT', `/inventory/items/${item}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { quantity: 18, adjustment_reason: 'Två förpackningar saknades vid räkning' },
    });
    const res = await env.request('GET', `/inventory/items/${item}/movements`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(res.body.items).toMatchObject([
      { kind: 'opening_balance', delta: 20, balance_after: 20, actor_name: 'Test' },
      {
        kind: 'adjusted',
        delta: -2,
        balance_after: 18,
        actor_name: 'Test site_admin',
        reason: 'Två förpackningar saknades vid räkning',
      },
    ]);
    const foreign = await env.request('GET', `/inventory/items/${w.itemB1}/movements`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(foreign.status).toBe(404);
  });

  it('lists a site’s movements newest first, filtered, for managers only', async () => {
    const w = await env.world();
    const item = await env.item(w.a1, w.medA1, 'LED-LIST', '2027-05-31', 10);
    env.clock.advanceMinutes(60 * 24);
    const manager = await env.tokenFor(w.siteAdmin.id);
    await env.request('POST', '/kassation/initiate', {
      token: await env.tokenFor(w.staff.id),
      site: w.a1,
      body: { inventory_item_id: item, quantity: 1 },
    });
    const list = (token: string, query: string) =>
      env.request('GET', `/stock-movements?${query}`, { token, site: w.a1 });
    const all = await list(manager, `site_id=${w.a1}`);
    expect(all.status).toBe(200);
    expect(all.body.items[0]).toMatchObject({ kind: 'disposed', inventory_item_id: item });
    expect(all.body.items.every((m: { site_id: string }) => m.site_id === w.a1)).toBe(true);
    const disposals = await list(manager, `site_id=${w.a1}&kind=disposed`);
    expect(disposals.body.items.map((m: { kind: string }) => m.kind)).toEqual(['disposed']);
    const today = env.clock.today();
    const onlyToday = await list(manager, `from=${today}&to=${today}`);
    expect(onlyToday.body.total).toBe(1);
    const ownSites = await list(manager, '');
    expect(ownSites.body.items.some((m: { site_id: string }) => m.site_id === w.b1)).toBe(false);
    expect((await list(await env.tokenFor(w.staff.id), `site_id=${w.a1}`)).status).toBe(403);
    const badKind = await list(manager, 'kind=stulen');
    expect(badKind.status).toBe(422);
    expect(badKind.body.detail).toMatch(/^Okänd rörelsetyp/);
    const backwards = await list(manager, 'from=2026-12-01&to=2026-11-01');
    expect(backwards.status).toBe(422);
    expect(backwards.body.detail).toBe('Från-datum får inte vara efter till-datum');
  });
});

describe('proof that it balances', () => {
  it('finds a batch changed outside Medvakt and raises an alert for its unit', async () => {
    const w = await env.world();
    expect(await findImbalances(env.db)).toEqual([]);
    const item = await env.item(w.a2, w.medA1, 'LED-TAMPER', '2027-05-31', 5);
    await sql`update inventory_items set quantity = 3 where id = ${item}`.execute(env.db);
    expect(await findImbalances(env.db)).toEqual([
      {
        inventory_item_id: item,
        site_id: w.a2,
        batch_number: 'LED-TAMPER',
        quantity: 3,
        ledger_sum: 5,
      },
    ]);
    expect(await checkLedgerAtStart(env)).toBe(1);
    const alert = await env.db
      .selectFrom('warnings')
      .select(['title', 'site_id'])
      .where('warning_type', '=', 'system_alert')
      .where('site_id', '=', w.a2)
      .executeTakeFirst();
    expect(alert?.title).toBe('Lagersaldot stämmer inte med lagerhistoriken');
    const listed = await env.request('GET', '/warnings?warning_type=system_alert', {
      token: w.admin.token,
      site: w.a2,
    });
    expect(listed.body.items[0]).toMatchObject({
      title_message: { code: 'alert.ledger_imbalance.title', params: {} },
      description_message: { code: 'alert.ledger_imbalance.description.one', params: {} },
    });
    await sql`update inventory_items set quantity = 5 where id = ${item}`.execute(env.db);
    expect(await findImbalances(env.db)).toEqual([]);
  });
});

describe('migration 0012 on stock kept before the ledger', () => {
  it('gives every batch its opening balance, so the ledger balances from the start', async () => {
    await withOlderDatabase('0011_idempotency_key_global', async (db) => {
      const [site] = await oldSites(db, 1);
      const template = randomUUID();
      await db
        .insertInto('medicine_templates')
        .values({
          id: template,
          site_id: site!,
          name: 'Morfin',
          name_key: 'morfin|10 mg',
          generic_name: null,
          strength: '10 mg',
          unit: 'ampull',
          route_of_administration: null,
          storage_requirements: null,
          minimum_stock_level: 0,
          is_controlled_substance: 1,
          is_active: 1,
          schablon_id: null,
          created_at: OLD_NOW,
          updated_at: OLD_NOW,
        })
        .execute();
      const batch = (id: string, number: string, quantity: number) => ({
        id,
        site_id: site!,
        medicine_template_id: template,
        batch_number: number,
        batch_key: number,
        recall_key: null,
        expiry_date: '2027-01-31',
        quantity,
        unit_type: 'styck',
        location: null,
        notes: null,
        created_at: OLD_NOW,
        updated_at: OLD_NOW,
      });
      const [full, empty] = [randomUUID(), randomUUID()];
      await db
        .insertInto('inventory_items')
        .values([batch(full, 'M-1', 7), batch(empty, 'M-2', 0)])
        .execute();
      await migrateToLatest(db);
      const rows = await db
        .selectFrom('stock_movements')
        .select(['inventory_item_id', 'kind', 'delta', 'balance_after', 'medicine_name'])
        .orderBy('batch_number')
        .execute();
      expect(rows).toEqual([
        {
          inventory_item_id: full,
          kind: 'opening_balance',
          delta: 7,
          balance_after: 7,
          medicine_name: 'Morfin 10 mg',
        },
        {
          inventory_item_id: empty,
          kind: 'opening_balance',
          delta: 0,
          balance_after: 0,
          medicine_name: 'Morfin 10 mg',
        },
      ]);
      expect(await findImbalances(db)).toEqual([]);
    });
  });
});
