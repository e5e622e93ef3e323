import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { destroyWitnessed } from '../../test/kassation-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

/** A recall notice from the medicines agency and its match against one batch in stock. */
async function recallOf(
  siteId: string,
  itemId: string | null,
  options: { batch?: string; reason?: string | null; at?: string; status?: string } = {},
) {
  const noticeId = randomUUID();
  const id = randomUUID();
  const at = options.at ?? env.clock.now().toISOString();
  await env.db
    .insertInto('recall_notices')
    .values({
      id: noticeId,
      source: 'feed',
      external_id: `lv-${noticeId}`,
      product_name: 'Morfin Meda',
      strength: '10 mg/ml',
      gtin: null,
      varunummer: null,
      recall_class: 'II',
      reason: options.reason ?? 'Partikel i lösningen',
      link: null,
      published_at: at,
      created_by: null,
      created_at: at,
    })
    .execute();
  await env.db
    .insertInto('recall_matches')
    .values({
      id,
      notice_id: noticeId,
      site_id: siteId,
      inventory_item_id: itemId,
      medicine_name: 'Morfin',
      batch_number: options.batch ?? 'LOT-A1',
      withdrawal_reason: options.reason === undefined ? 'Partikel i lösningen' : options.reason,
      status: options.status ?? 'active',
      matched_at: at,
      resolution_type: null,
      resolution_notes: null,
      resolved_by: null,
      resolved_at: null,
    })
    .execute();
  return id;
}

const list = (token: string, query = '', site?: string) =>
  env.request('GET', `/indragningar/matches${query}`, { token, site });
const resolve = (token: string, id: string, body: unknown, site?: string) =>
  env.request('POST', `/indragningar/matches/${id}/resolve`, { token, site, body });
const ids = (res: { body: Record<string, any> }) => res.body.items.map((m: { id: string }) => m.id);

describe('GET /indragningar/matches and /stats', () => {
  it('knows nothing before any notice has been read', async () => {
    const w = await env.world();
    const stats = await env.request('GET', '/indragningar/stats', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(stats.status).toBe(200);
    expect(stats.body.total_matches).toBe(0);
    const matches = await list(w.staff.token, '', w.a1);
    expect(matches.body).toEqual({ items: [], total: 0 });
  });

  it('shows each role the matches of its sites, with the stock read live', async () => {
    const w = await env.world();
    const medA2 = await env.medicine(w.a2, 'Oxynorm');
    const itemA2 = await env.item(w.a2, medA2, 'OX-1', '2027-03-01', 7);
    const onA1 = await recallOf(w.a1, w.itemA1, { at: '2026-11-20T08:00:00.000Z' });
    const onA2 = await recallOf(w.a2, itemA2, { batch: 'OX-1', at: '2026-11-21T08:00:00.000Z' });
    const onB1 = await recallOf(w.b1, w.itemB1, { batch: 'LOT-B1' });

    const staff = await list(w.staff.token, '', w.a1);
    expect(staff.status).toBe(200);
    expect(ids(staff)).toEqual([onA1]);
    expect(staff.body.items[0]).toMatchObject({
      inventory_item_id: w.itemA1,
      site_id: w.a1,
      site_name: 'Hemsjukvården Solna',
      medicine_name: 'Morfin',
      batch_number: 'LOT-A1',
      quantity: 20,
      unit_type: 'styck',
      withdrawal_reason: 'Partikel i lösningen',
      status: 'active',
      resolved_at: null,
    });
    expect(ids(await list(w.siteAdmin.token, '', w.a1))).toEqual([onA2, onA1]);
    const admin = ids(await list(w.admin.token));
    expect(admin).toEqual(expect.arrayContaining([onA1, onA2, onB1]));
    expect(ids(await list(w.foreign.token, '', w.b1))).toEqual([onB1]);

    await env.db
      .updateTable('inventory_items')
      .set({ quantity: 3 })
      .where('id', '=', w.itemA1)
      .execute();
    expect((await list(w.staff.token, '', w.a1)).body.items[0].quantity).toBe(3);

    const stats = await env.request('GET', '/indragningar/stats', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(stats.body.total_matches).toBe(2);
    expect(typeof stats.body.last_checked_at).toBe('string');
  });

  it('leaves out batches with nothing left unless asked, and resolved ones unless asked', async () => {
    const w = await env.world();
    const med = await env.medicine(w.a1, 'Naloxon');
    const emptyItem = await env.item(w.a1, med, 'NX-0', '2027-01-01', 0);
    const open = await recallOf(w.a1, w.itemA1, { at: '2026-11-21T07:00:00.000Z' });
    const empty = await recallOf(w.a1, emptyItem, {
      batch: 'NX-0',
      at: '2026-11-21T06:00:00.000Z',
    });
    const done = await recallOf(w.a1, w.itemA1, {
      status: 'resolved',
      at: '2026-11-21T05:00:00.000Z',
    });

    expect(ids(await list(w.staff.token, '', w.a1))).toEqual([open]);
    expect(ids(await list(w.staff.token, '?active_only=false', w.a1))).toEqual([open, empty]);
    expect(ids(await list(w.staff.token, '?include_resolved=true', w.a1))).toEqual([open, done]);
    expect(
      ids(await list(w.staff.token, '?active_only=false&include_resolved=true', w.a1)),
    ).toEqual([open, empty, done]);
    const stats = await env.request('GET', '/indragningar/stats', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(stats.body.total_matches).toBe(1);
  });

  it('pages with limit and offset and rejects bad values', async () => {
    const w = await env.world();
    const made: string[] = [];
    for (let hour = 1; hour <= 3; hour += 1) {
      made.push(await recallOf(w.a1, w.itemA1, { at: `2026-11-21T0${hour}:00:00.000Z` }));
    }
    const page = await list(w.staff.token, '?limit=2&offset=1', w.a1);
    expect(page.body.total).toBe(3);
    expect(ids(page)).toEqual([made[1], made[0]]);
    for (const query of ['?limit=0', '?limit=201', '?offset=-1', '?active_only=kanske']) {
      const res = await list(w.staff.token, query, w.a1);
      expect(res.status, query).toBe(422);
      expect(typeof res.body.detail).toBe('string');
    }
  });
});

async function kassationsOf(itemId: string) {
  return env.db
    .selectFrom('kassations')
    .selectAll()
    .where('inventory_item_id', '=', itemId)
    .execute();
}
async function matchRow(id: string) {
  return env.db
    .selectFrom('recall_matches')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('POST /indragningar/matches/{id}/resolve', () => {
  let w: World;
  beforeAll(async () => {
    w = await env.world();
  });

  it("'disposed' takes the whole batch out of stock as recalled, in one step", async () => {
    const id = await recallOf(w.a1, w.itemA1);
    const res = await resolve(
      w.staff.token,
      id,
      { resolution_type: 'disposed', notes: 'Indragen: Partikel i lösningen' },
      w.a1,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      status: 'resolved',
      resolution_type: 'disposed',
      quantity: 20,
    });
    // Morfin stays in the balance, reserved, until its witnessed destruction books it out.
    expect(await env.quantityOf(w.itemA1)).toBe(20);
    const [record] = await kassationsOf(w.itemA1);
    expect(record).toMatchObject({
      id: res.body.kassation_id,
      quantity: 20,
      reason: 'recalled',
      reason_description: 'Partikel i lösningen',
      disposal_notes: 'Indragen: Partikel i lösningen',
    });
    expect(record).toMatchObject({ stock_left: 0, status: 'initiated' });
    expect((await destroyWitnessed(env, w, res.body.kassation_id)).status).toBe(200);
    expect(await env.quantityOf(w.itemA1)).toBe(0);
    expect(await matchRow(id)).toMatchObject({ status: 'resolved', resolved_by: w.staff.id });
    const audit = await env.auditRows('recall_match');
    expect(audit.filter((a) => a.entity_id === id).map((a) => a.action)).toEqual(['resolve']);

    const stats = await env.request('GET', '/indragningar/stats', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(stats.body.total_matches).toBe(0);
  });

  it('answers 409 to a second resolution and changes nothing', async () => {
    const med = await env.medicine(w.a1, `Oxynorm ${randomUUID().slice(0, 4)}`);
    const item = await env.item(w.a1, med, 'OX-2', '2027-02-01', 9);
    const id = await recallOf(w.a1, item, { batch: 'OX-2' });
    expect((await resolve(w.staff.token, id, { resolution_type: 'disposed' }, w.a1)).status).toBe(
      200,
    );
    await env.db
      .updateTable('inventory_items')
      .set({ quantity: 4 })
      .where('id', '=', item)
      .execute();
    const auditBefore = (await env.auditRows()).length;

    const again = await resolve(w.siteAdmin.token, id, { resolution_type: 'disposed' }, w.a1);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'RECALL_ALREADY_RESOLVED' });
    expect(again.body.detail).toMatch(/redan/);
    expect(await env.quantityOf(item)).toBe(4);
    expect(await kassationsOf(item)).toHaveLength(1);
    expect((await env.auditRows()).length).toBe(auditBefore);
  });

  it('lets exactly one of two racing resolutions take the stock', async () => {
    const med = await env.medicine(w.a1, `Stesolid ${randomUUID().slice(0, 4)}`);
    const item = await env.item(w.a1, med, 'ST-1', '2027-02-01', 6);
    const id = await recallOf(w.a1, item, { batch: 'ST-1' });
    const answers = await Promise.all([
      resolve(w.staff.token, id, { resolution_type: 'disposed' }, w.a1),
      resolve(w.siteAdmin.token, id, { resolution_type: 'disposed' }, w.a1),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await env.quantityOf(item)).toBe(0);
    expect(await kassationsOf(item)).toHaveLength(1);
  });

  it("'dismissed' is for unit managers and admins, with a note, and leaves the stock", async () => {
    const med = await env.medicine(w.a1, `Furix ${randomUUID().slice(0, 4)}`);
    const item = await env.item(w.a1, med, 'FX-1', '2027-02-01', 12);
    const id = await recallOf(w.a1, item, { batch: 'FX-1' });

    const byUser = await resolve(
      w.staff.token,
      id,
      { resolution_type: 'dismissed', notes: 'Fel batch' },
      w.a1,
    );
    expect(byUser.status).toBe(403);
    const noNote = await resolve(w.siteAdmin.token, id, { resolution_type: 'dismissed' }, w.a1);
    expect(noNote.status).toBe(422);
    expect(noNote.body.errors[0].path).toBe('notes');
    expect((await matchRow(id)).status).toBe('active');

    const res = await resolve(
      w.siteAdmin.token,
      id,
      { resolution_type: 'dismissed', notes: 'Annan tillverkare, samma batchnummer' },
      w.a1,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'dismissed', kassation_id: null, quantity: 12 });
    expect(await env.quantityOf(item)).toBe(12);
    expect(await matchRow(id)).toMatchObject({
      resolution_notes: 'Annan tillverkare, samma batchnummer',
    });
    const audit = await env.auditRows('recall_match');
    expect(audit.find((a) => a.entity_id === id)?.action).toBe('dismiss');
  });

  it('closes a match whose batch is already gone without a disposal', async () => {
    const gone = await recallOf(w.a1, null, { batch: 'BORTA-1' });
    const res = await resolve(w.staff.token, gone, { resolution_type: 'disposed' }, w.a1);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'resolved', kassation_id: null, quantity: 0 });
  });

  it('hides other tenants’ matches and rejects bad input without changes', async () => {
    const foreign = await recallOf(w.b1, w.itemB1, { batch: 'LOT-B1' });
    const res = await resolve(w.siteAdmin.token, foreign, { resolution_type: 'disposed' }, w.a1);
    expect(res.status).toBe(404);
    expect(await env.quantityOf(w.itemB1)).toBe(20);
    expect((await matchRow(foreign)).status).toBe('active');

    const unknown = await resolve(w.admin.token, randomUUID(), { resolution_type: 'disposed' });
    expect(unknown.status).toBe(404);
    const badType = await resolve(w.admin.token, foreign, { resolution_type: 'slängd' });
    expect(badType.status).toBe(422);
    expect(badType.body.detail).toBe('Ogiltig åtgärd');
    const longNote = await resolve(w.admin.token, foreign, {
      resolution_type: 'disposed',
      notes: 'x'.repeat(1001),
    });
    expect(longNote.status).toBe(422);
    expect((await matchRow(foreign)).status).toBe('active');
  });
});
