import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, START, type TestEnv } from '../../test/harness.ts';
import { useByOf } from './use-by.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
type Row = Record<string, any>;

const insulin = async (w: World, inUseDays: number | null = 28) => {
  const id = await env.medicine(w.a1, `Insulin ${Math.random().toString(36).slice(2, 7)}`, {
    form: 'injektionsvätska',
  });
  await env.db
    .updateTable('medicine_templates')
    .set({ in_use_days: inUseDays })
    .where('id', '=', id)
    .execute();
  return id;
};

const open = (w: World, body: Row, token = w.staff.token, site = w.a1) =>
  env.request('POST', '/opened-packs', { token, site, body });

const list = async (w: World, token = w.staff.token) =>
  (await env.request('GET', '/opened-packs', { token, site: w.a1 })).body as Row[];

const warningsOf = (item: string) =>
  env.db
    .selectFrom('warnings')
    .select(['warning_type', 'severity', 'title', 'is_resolved', 'resolution_notes'])
    .where('inventory_item_id', '=', item)
    .where('warning_type', '=', 'opened_pack_expiry')
    .orderBy('created_at')
    .execute();

describe('the use-by day of an opened pack', () => {
  it('is the opening day plus the days once opened, never after the expiry', () => {
    expect(useByOf('2026-11-21', '2027-06-30', 28)).toBe('2026-12-19');
    expect(useByOf('2026-11-21', '2026-12-01', 28)).toBe('2026-12-01');
    expect(useByOf('2026-11-21', '2027-06-30', null)).toBe('2027-06-30');
    // Across the change to winter time and a year's end, counted in calendar days.
    expect(useByOf('2026-10-20', '2027-06-30', 28)).toBe('2026-11-17');
    expect(useByOf('2026-12-20', '2027-06-30', 28)).toBe('2027-01-17');
  });
});

describe('opening a pack', () => {
  it('keeps who opened it, when, and the use-by day, and lists it soonest first', async () => {
    env.clock.set(START);
    const w = await env.world();
    const pens = await env.item(w.a1, await insulin(w, 28), 'PEN-1', '2027-06-30', 5);
    const drops = await env.item(w.a1, await insulin(w, 28), 'DROP-1', '2026-12-01', 3);
    const first = await open(w, { inventory_item_id: pens, note: 'Rum 4' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      use_by: '2026-12-19',
      days_left: 28,
      in_use_days: 28,
      batch_number: 'PEN-1',
      note: 'Rum 4',
      status: 'open',
      batch_quantity: 5,
    });
    expect(first.body.opened_by).toContain('Test user');
    const second = await open(w, { inventory_item_id: drops });
    expect(second.body.use_by).toBe('2026-12-01');
    expect((await list(w)).map((p) => p.batch_number)).toEqual(['DROP-1', 'PEN-1']);
    // A scan's batch list shows the soonest use-by of the batch's open packs.
    const penTemplate = first.body.medicine_template_id;
    await open(w, { inventory_item_id: pens, use_by: '2026-12-01' });
    const batches = await env.request('GET', `/qr-codes/batches/${penTemplate}?site_id=${w.a1}`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(batches.body.batches).toEqual([
      expect.objectContaining({
        batch_number: 'PEN-1',
        opened_packs: 2,
        opened_use_by: '2026-12-01',
      }),
    ]);
    // Opening moves no stock.
    expect(await env.quantityOf(pens)).toBe(5);
    const audit = await env.auditRows('inventory_item');
    expect(audit.some((a: Row) => a.action === 'opened_pack' && a.entity_id === pens)).toBe(true);
  });

  it('takes an earlier use-by day, and refuses a later one in Swedish, changing nothing', async () => {
    env.clock.set(START);
    const w = await env.world();
    const pens = await env.item(w.a1, await insulin(w, 28), 'PEN-2', '2026-12-10', 5);
    const after = await open(w, { inventory_item_id: pens, use_by: '2026-12-11' });
    expect(after.status).toBe(422);
    expect(after.body.detail).toBe(
      'Använd senast kan inte vara efter batchens utgångsdatum (2026-12-10).',
    );
    const other = await env.item(w.a1, await insulin(w, 7), 'PEN-3', '2027-06-30', 5);
    const later = await open(w, { inventory_item_id: other, use_by: '2026-12-01' });
    expect(later.status).toBe(422);
    expect(later.body.detail).toContain('kan inte vara senare än 2026-11-28');
    const past = await open(w, { inventory_item_id: other, use_by: '2026-11-20' });
    expect(past.body.detail).toBe('Använd senast kan inte vara före i dag.');
    const earlier = await open(w, { inventory_item_id: other, use_by: '2026-11-25' });
    expect(earlier.status).toBe(201);
    expect(earlier.body.use_by).toBe('2026-11-25');
    const bad = await open(w, { inventory_item_id: other, use_by: '25/11' });
    expect(bad.status).toBe(422);
    expect((await list(w)).length).toBe(1);
  });

  it('refuses an expired or empty batch, and another unit’s batch answers 404', async () => {
    env.clock.set(START);
    const w = await env.world();
    const expired = await env.item(w.a1, await insulin(w), 'OLD-1', '2026-11-20', 2);
    const res = await open(w, { inventory_item_id: expired });
    expect(res.status).toBe(409);
    expect(res.body.detail).toContain('Batchen gick ut 2026-11-20');
    const empty = await env.item(w.a1, await insulin(w), 'EMPTY-1', '2027-06-30', 0);
    expect((await open(w, { inventory_item_id: empty })).body.code).toBe('BATCH_EMPTY');
    const foreign = await env.item(w.b1, w.medB1, 'B-1', '2027-06-30', 3);
    expect((await open(w, { inventory_item_id: foreign })).status).toBe(404);
    expect((await list(w)).length).toBe(0);
  });

  it('opens no more packs than the batch has, also for 30 at once', async () => {
    env.clock.set(START);
    const w = await env.world();
    const pens = await env.item(w.a1, await insulin(w), 'BURST-1', '2027-06-30', 4);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => open(w, { inventory_item_id: pens })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(26);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body.detail).toContain('Alla 4 styck i batch BURST-1 är redan öppnade');
    expect((await list(w)).length).toBe(4);
  });
});

describe('the warning and the end of an opened pack', () => {
  it('is high the day before the use-by, critical on the day, and gone once disposed of', async () => {
    env.clock.set(START);
    const w = await env.world();
    const pens = await env.item(w.a1, await insulin(w, 2), 'WARN-1', '2027-06-30', 3);
    const pack = (await open(w, { inventory_item_id: pens })).body;
    expect(pack.use_by).toBe('2026-11-23');
    expect(await warningsOf(pens)).toEqual([]);

    env.clock.set('2026-11-22T06:00:00.000Z');
    await refreshAll();
    let warnings = await warningsOf(pens);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ severity: 'high', is_resolved: 0 });
    expect(warnings[0]?.title).toContain('Bruten förpackning går ut i morgon');

    env.clock.set('2026-11-23T06:00:00.000Z');
    await refreshAll();
    warnings = await warningsOf(pens);
    expect(warnings.at(-1)).toMatchObject({ severity: 'critical', is_resolved: 0 });
    expect(warnings.at(-1)?.title).toContain('går ut i dag');

    // A nurse signing in on the use-by day.
    const token = await env.tokenFor(w.staff.id);
    const listed = await env.request('GET', '/opened-packs', { token, site: w.a1 });
    expect(listed.body[0].days_left).toBe(0);

    const disposed = await env.request('POST', `/opened-packs/${pack.id}/dispose`, {
      token,
      site: w.a1,
    });
    expect(disposed.status, JSON.stringify(disposed.body)).toBe(200);
    expect(disposed.body).toMatchObject({ status: 'disposed', batch_quantity: 2 });
    expect(await env.quantityOf(pens)).toBe(2);
    const kassation = await env.db
      .selectFrom('kassations')
      .selectAll()
      .where('id', '=', disposed.body.kassation_id)
      .executeTakeFirstOrThrow();
    expect(kassation).toMatchObject({ quantity: 1, reason: 'opened_pack' });
    const moves = await env.db
      .selectFrom('stock_movements')
      .select(['kind', 'delta'])
      .where('inventory_item_id', '=', pens)
      .orderBy('id')
      .execute();
    expect(moves.at(-1)).toEqual({ kind: 'disposed', delta: -1 });
    expect(moves).toHaveLength(2);
    expect((await warningsOf(pens)).every((x) => x.is_resolved === 1)).toBe(true);

    // A second tap on the same pack disposes of nothing more.
    const again = await env.request('POST', `/opened-packs/${pack.id}/dispose`, {
      token,
      site: w.a1,
    });
    expect(again.status).toBe(409);
    expect(await env.quantityOf(pens)).toBe(2);
  });

  it('two taps at once dispose of one pack, not two', async () => {
    env.clock.set(START);
    const w = await env.world();
    const pens = await env.item(w.a1, await insulin(w), 'TAP-1', '2027-06-30', 3);
    const pack = (await open(w, { inventory_item_id: pens })).body;
    const taps = await Promise.all(
      Array.from({ length: 10 }, () =>
        env.request('POST', `/opened-packs/${pack.id}/dispose`, {
          token: w.staff.token,
          site: w.a1,
        }),
      ),
    );
    expect(taps.filter((t) => t.status === 200)).toHaveLength(1);
    expect(taps.filter((t) => t.status === 409)).toHaveLength(9);
    expect(await env.quantityOf(pens)).toBe(2);
  });

  it('a used-up pack and the packs of an emptied batch leave the list', async () => {
    env.clock.set(START);
    const w = await env.world();
    const pens = await env.item(w.a1, await insulin(w), 'USED-1', '2027-06-30', 2);
    const a = (await open(w, { inventory_item_id: pens })).body;
    const b = (await open(w, { inventory_item_id: pens })).body;
    const used = await env.request('POST', `/opened-packs/${a.id}/used-up`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(used.body).toMatchObject({ status: 'used_up', kassation_id: null });
    expect(await env.quantityOf(pens)).toBe(2);
    const emptied = await env.request('PUT', `/inventory/items/${pens}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { quantity: 0, adjustment_reason: 'Räknat: slut' },
    });
    expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
    expect(await list(w)).toEqual([]);
    const all = await env.request('GET', '/opened-packs?status=all', {
      token: w.staff.token,
      site: w.a1,
    });
    const ended = Object.fromEntries(all.body.map((p: Row) => [p.id, p.status]));
    expect(ended).toEqual({ [a.id]: 'used_up', [b.id]: 'emptied' });
  });

  it('a narcotic’s opened pack waits for destruction before a witness, as every narcotic', async () => {
    env.clock.set(START);
    const w = await env.world();
    const pack = (await open(w, { inventory_item_id: w.itemA1 })).body;
    const disposed = await env.request('POST', `/opened-packs/${pack.id}/dispose`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(disposed.status, JSON.stringify(disposed.body)).toBe(200);
    const kassation = await env.db
      .selectFrom('kassations')
      .select(['status', 'stock_left', 'reason'])
      .where('id', '=', disposed.body.kassation_id)
      .executeTakeFirstOrThrow();
    expect(kassation).toEqual({ status: 'initiated', stock_left: 0, reason: 'opened_pack' });
    // Still in the journal's balance until it is destroyed before a witness.
    expect(await env.quantityOf(w.itemA1)).toBe(20);
  });
});

async function refreshAll() {
  const { refreshWarnings } = await import('../warnings/refresh-warnings.ts');
  await refreshWarnings(env.db, env.clock);
}
