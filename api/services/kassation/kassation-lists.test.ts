import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../seed/bootstrap.ts';
import { sharesOf } from './stats.ts';
import { createTestEnv, START, type TestEnv } from '../../test/harness.ts';
import {
  alvedonBatch,
  kassationCalls,
  type KassationWorld,
} from '../../test/kassation-fixtures.ts';

let env: TestEnv;
let k: ReturnType<typeof kassationCalls>;
beforeAll(async () => {
  env = await createTestEnv();
  k = kassationCalls(env);
});
afterAll(async () => env.close());
beforeEach(() => env.clock.set(START));

/** Moves the clock and signs the person in again, so the call happens at that instant. */
async function at(instant: string, userId: string) {
  env.clock.set(instant);
  return env.tokenFor(userId);
}

/** Five kassations in A1: initiated, approved, completed, cancelled and restored, in that order. */
async function oneOfEach(w: KassationWorld) {
  const item = await alvedonBatch(env, w, 50);
  const made: Record<string, string> = {};
  for (const [name, quantity] of [
    ['initiated', 1],
    ['approved', 2],
    ['completed', 3],
    ['cancelled', 4],
    ['restored', 5],
  ] as const) {
    env.clock.advanceMinutes(1);
    made[name] = (await k.dispose(w.staff.token, item, quantity, { reason: 'damaged' })).id;
  }
  const manager = k.as(w.siteAdmin.token);
  await manager.post(`/approve/${made.approved}`);
  await manager.post(`/approve/${made.completed}`);
  await manager.post(`/complete/${made.completed}`);
  await manager.delete(`/${made.cancelled}`);
  await manager.post(`/restore/${made.restored}`);
  return {
    item,
    ids: made as Record<'initiated' | 'approved' | 'completed' | 'cancelled' | 'restored', string>,
  };
}

describe('disposed items', () => {
  it('lists what left the stock of the working site, newest first, 20 a page', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w, 100);
    const ids: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      env.clock.advanceMinutes(0.5);
      ids.push((await k.dispose(w.staff.token, item, 1)).id);
    }
    await k.as(w.staff.token).delete(`/${ids[0]}`);
    await k.as(w.siteAdmin.token).post(`/restore/${ids[1]}`);

    const list = await k.as(w.staff.token, w.a1).get('/disposed-items');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 21, pages: 2, page: 1 });
    expect(list.body.items).toHaveLength(20);
    expect(list.body.items[0].id).toBe(ids[22]);
    expect(list.body.items[0]).toMatchObject({
      medicine_name: 'Alvedon',
      quantity: 1,
      reason: 'expired',
      status: 'initiated',
      is_restored: false,
      initiated_by: w.staff.id,
    });
    const second = await k.as(w.staff.token, w.a1).get('/disposed-items?page=2');
    expect(second.body.items.map((i: any) => i.id)).toEqual([ids[2]]);

    const withRestored = await k
      .as(w.staff.token, w.a1)
      .get('/disposed-items?include_restored=true&size=50');
    expect(withRestored.body.total).toBe(22);
    expect(withRestored.body.items.map((i: any) => i.id)).not.toContain(ids[0]);
    expect(withRestored.body.items.find((i: any) => i.id === ids[1])).toMatchObject({
      is_restored: true,
    });

    const otherSite = await k.as(w.siteAdmin.token, w.a2).get('/disposed-items');
    expect(otherSite.body).toMatchObject({ total: 0, items: [], pages: 0 });
    const noSite = await k.as(w.staff.token).get('/disposed-items');
    expect(noSite.status).toBe(400);
    expect(noSite.body.detail).toBe('Ingen enhet vald. Välj en enhet först.');
    const badSize = await k.as(w.staff.token, w.a1).get('/disposed-items?size=0');
    expect(badSize.status).toBe(422);
    expect(badSize.body.detail).toBe('Sidstorlek måste vara minst 1');
  });
});

describe('pending and history', () => {
  it('keeps initiated and approved disposals pending, oldest first', async () => {
    const w = await env.world();
    const { ids } = await oneOfEach(w);
    const pending = await k.as(w.staff.token, w.a1).get('/pending');
    expect(pending.status).toBe(200);
    expect(pending.body.items.map((i: any) => i.id)).toEqual([ids.initiated, ids.approved]);
    expect(pending.body).toMatchObject({ total: 2, size: 50, pages: 1 });
  });

  it('filters the history on status, restored included, newest first', async () => {
    const w = await env.world();
    const { ids } = await oneOfEach(w);
    const history = (query = '') => k.as(w.siteAdmin.token, w.a1).get(`/history${query}`);
    const all = await history();
    expect(all.body.items.map((i: any) => i.id)).toEqual([
      ids.restored,
      ids.cancelled,
      ids.completed,
      ids.approved,
      ids.initiated,
    ]);
    expect((await history('?status=completed')).body.items.map((i: any) => i.id)).toEqual([
      ids.completed,
    ]);
    expect((await history('?status=restored')).body.items.map((i: any) => i.id)).toEqual([
      ids.restored,
    ]);
    expect((await history('?status=cancelled')).body.items[0]).toMatchObject({
      id: ids.cancelled,
      status: 'cancelled',
    });
    const bad = await history('?status=borta');
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBe('Ogiltig status');
  });

  it('reads from_date and to_date as Swedish calendar days', async () => {
    const w = await env.world();
    const item = await alvedonBatch(env, w);
    // 22:30 UTC is 23:30 on the 19th in Stockholm; 23:30 UTC is already the 20th there.
    const late19 = await k.dispose(await at('2026-11-19T22:30:00.000Z', w.staff.id), item, 1);
    const early20 = await k.dispose(await at('2026-11-19T23:30:00.000Z', w.staff.id), item, 1);
    const token = await at(START, w.staff.id);
    const range = (from: string, to: string) =>
      k.as(token, w.a1).get(`/history?from_date=${from}&to_date=${to}`);
    expect((await range('2026-11-19', '2026-11-19')).body.items.map((i: any) => i.id)).toEqual([
      late19.id,
    ]);
    expect((await range('2026-11-20', '2026-11-21')).body.items.map((i: any) => i.id)).toEqual([
      early20.id,
    ]);
    const reversed = await range('2026-11-21', '2026-11-20');
    expect(reversed.status).toBe(422);
    expect(reversed.body.detail).toBe('Från-datum måste vara samma dag som eller före till-datum.');
    const invalid = await range('2026-13-01', '2026-11-20');
    expect(invalid.status).toBe(422);
  });
});

describe('summary', () => {
  it('counts and sums per status and, for what is still disposed, per reason', async () => {
    const w = await env.world();
    await oneOfEach(w);
    await k.dispose(w.staff.token, await alvedonBatch(env, w), 6, { reason: 'expired' });
    const summary = await k.as(w.siteAdmin.token, w.a1).get('/summary?from_date=2026-11-01');
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({
      from_date: '2026-11-01',
      total_count: 6,
      total_quantity: 21,
      by_status: {
        initiated: { count: 2, quantity: 7 },
        approved: { count: 1, quantity: 2 },
        completed: { count: 1, quantity: 3 },
        cancelled: { count: 1, quantity: 4 },
        restored: { count: 1, quantity: 5 },
      },
    });
    expect(summary.body.by_reason).toEqual([
      { reason: 'expired', count: 1, quantity: 6 },
      { reason: 'damaged', count: 3, quantity: 6 },
      { reason: 'recalled', count: 0, quantity: 0 },
      { reason: 'quality_issue', count: 0, quantity: 0 },
      { reason: 'opened_pack', count: 0, quantity: 0 },
      { reason: 'other', count: 0, quantity: 0 },
    ]);
    const later = await k.as(w.siteAdmin.token, w.a1).get('/summary?from_date=2026-11-22');
    expect(later.status).toBe(422);
    expect(later.body.detail).toBe('Från-datum kan inte vara i framtiden.');
    const staff = await k.as(w.staff.token, w.a1).get('/summary');
    expect(staff.status).toBe(403);
    expect(staff.body.detail).toBe('Du har inte behörighet att se rapporter');
  });
});

describe('expiry predictions', () => {
  it('lists batches in stock expiring within the days ahead, expired ones first (FEFO)', async () => {
    const w = await env.world();
    const expired = await env.item(w.a1, w.medA1, 'EXP-1', '2026-11-01', 3);
    const soon = await env.item(w.a1, w.medA1, 'SOON-1', '2026-12-01', 5);
    const edge = await env.item(w.a1, w.medA1, 'EDGE-1', '2027-02-19', 1);
    await env.item(w.a1, w.medA1, 'LATER-1', '2027-02-20', 2);
    await env.item(w.a1, w.medA1, 'EMPTY-1', '2026-12-10', 0);
    await env.item(w.a2, await env.medicine(w.a2, 'Annan enhet'), 'A2-1', '2026-12-01', 9);

    const res = await k.as(w.staff.token, w.a1).get('/expiry-predictions');
    expect(res.status).toBe(200);
    expect(res.body.days_ahead).toBe(90);
    expect(res.body.items.map((i: any) => [i.inventory_item_id, i.days_until_expiry])).toEqual([
      [expired, -20],
      [soon, 10],
      [edge, 90],
    ]);
    expect(res.body.total_quantity).toBe(9);
    expect(res.body.items[1]).toMatchObject({
      medicine_name: 'Alvedon',
      batch_number: 'SOON-1',
      quantity: 5,
      unit_type: 'styck',
      is_controlled_substance: false,
    });
    const year = await k.as(w.staff.token, w.a1).get('/expiry-predictions?days_ahead=365');
    expect(year.body.items.map((i: any) => i.batch_number)).toEqual([
      'EXP-1',
      'SOON-1',
      'EDGE-1',
      'LATER-1',
      'LOT-A1',
    ]);
    for (const [value, detail] of [
      ['0', 'Antal dagar måste vara minst 1'],
      ['366', 'Antal dagar får vara max 365'],
      ['många', 'Antal dagar måste vara ett tal'],
    ]) {
      const bad = await k.as(w.staff.token, w.a1).get(`/expiry-predictions?days_ahead=${value}`);
      expect(bad.status, value).toBe(422);
      expect(bad.body.detail).toBe(detail);
    }
  });
});

describe('basic stats', () => {
  it('adds up six whole months of what is still disposed, with every month and reason shares', async () => {
    const w = await env.world();
    const alvedon = await alvedonBatch(env, w, 100);
    const heartMed = await env.medicine(w.a1, 'Hjärtmagnyl', { strength: '75 mg' });
    const heart = await env.item(w.a1, heartMed, 'HM-1', '2027-05-31', 100);
    const dispose = async (instant: string, item: string, quantity: number, reason: string) =>
      k.dispose(await at(instant, w.staff.id), item, quantity, { reason });

    // 21:59 UTC is 23:59 on 31 May in Stockholm (summer time): before the period.
    await dispose('2026-05-31T21:59:00.000Z', alvedon, 1, 'expired');
    await dispose('2026-05-31T22:00:00.000Z', alvedon, 5, 'expired');
    await dispose('2026-08-15T10:00:00.000Z', heart, 3, 'damaged');
    await dispose('2026-08-16T10:00:00.000Z', heart, 2, 'expired');
    await dispose('2026-11-20T10:00:00.000Z', alvedon, 4, 'quality_issue');
    const cancelled = await dispose('2026-11-20T11:00:00.000Z', alvedon, 10, 'other');
    const restored = await dispose('2026-11-20T12:00:00.000Z', heart, 7, 'recalled');
    const managerToken = await at(START, w.siteAdmin.id);
    await k.as(managerToken).delete(`/${cancelled.id}`);
    await k.as(managerToken).post(`/restore/${restored.id}`);
    await k.dispose(
      managerToken,
      await env.item(w.a2, await env.medicine(w.a2, 'X'), 'X', '2027-01-01', 5),
      5,
    );

    const stats = await k.as(managerToken, w.a1).get('/basic-stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      from_date: '2026-06-01',
      total_disposed: 4,
      total_quantity: 14,
    });
    expect(stats.body.monthly_totals).toEqual([
      { year: 2026, month: 6, total_quantity: 5, total_count: 1 },
      { year: 2026, month: 7, total_quantity: 0, total_count: 0 },
      { year: 2026, month: 8, total_quantity: 5, total_count: 2 },
      { year: 2026, month: 9, total_quantity: 0, total_count: 0 },
      { year: 2026, month: 10, total_quantity: 0, total_count: 0 },
      { year: 2026, month: 11, total_quantity: 4, total_count: 1 },
    ]);
    expect(stats.body.disposal_reasons).toEqual([
      { reason: 'expired', count: 2, percentage: 50 },
      { reason: 'damaged', count: 1, percentage: 25 },
      { reason: 'quality_issue', count: 1, percentage: 25 },
    ]);
    expect(stats.body.most_wasted).toEqual([
      {
        medicine_name: 'Alvedon',
        medicine_strength: '10 mg',
        total_quantity: 9,
        disposal_count: 2,
        main_reason: 'expired',
      },
      {
        medicine_name: 'Hjärtmagnyl',
        medicine_strength: '75 mg',
        total_quantity: 5,
        disposal_count: 2,
        main_reason: 'damaged',
      },
    ]);

    const year = await k.as(managerToken, w.a1).get('/basic-stats?from_date=2025-12-01');
    expect(year.body.monthly_totals).toHaveLength(12);
    expect(year.body.monthly_totals[0]).toMatchObject({ year: 2025, month: 12 });
    expect(year.body.total_quantity).toBe(15);

    const staff = await k.as(w.staff.token, w.a1).get('/basic-stats');
    expect(staff.status).toBe(403);
    expect(staff.body.detail).toBe('Du har inte behörighet att se rapporter');
    const future = await k.as(managerToken, w.a1).get('/basic-stats?from_date=2027-01-01');
    expect(future.status).toBe(422);
  });

  it('shows the ten most wasted medicines and zeroes for an empty period', async () => {
    const w = await env.world();
    for (let i = 1; i <= 11; i += 1) {
      const template = await env.medicine(w.a1, `Läkemedel ${String(i).padStart(2, '0')}`);
      const item = await env.item(w.a1, template, `L-${i}`, '2027-01-01', 20);
      await k.dispose(w.staff.token, item, i);
    }
    const stats = await k.as(w.siteAdmin.token, w.a1).get('/basic-stats');
    expect(stats.body.most_wasted).toHaveLength(10);
    expect(stats.body.most_wasted[0]).toMatchObject({
      medicine_name: 'Läkemedel 11',
      total_quantity: 11,
    });
    expect(stats.body.most_wasted[9].medicine_name).toBe('Läkemedel 02');

    const empty = await k.as(w.siteAdmin.token, w.a2).get('/basic-stats');
    expect(empty.body).toMatchObject({
      total_disposed: 0,
      total_quantity: 0,
      most_wasted: [],
      disposal_reasons: [],
    });
    expect(empty.body.monthly_totals).toHaveLength(6);
  });

  it('rounds reason shares to one decimal that always add up to 100', () => {
    expect(sharesOf([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(sharesOf([2, 1])).toEqual([66.7, 33.3]);
    expect(sharesOf([1, 5, 1])).toEqual([14.3, 71.4, 14.3]);
    expect(sharesOf([4, 1, 1])).toEqual([66.7, 16.7, 16.6]);
    for (const counts of [
      [1, 1, 1],
      [7, 3, 1, 1, 1],
      [1, 2, 3, 4, 5],
    ]) {
      const total = sharesOf(counts).reduce((a, b) => a + b, 0);
      expect(Math.round(total * 10)).toBe(1000);
    }
    expect(sharesOf([0, 0])).toEqual([0, 0]);
  });
});

describe('demo data', () => {
  it('gives every demo unit a disposal history with its trail, for the reports', async () => {
    await loadDemoData({ db: env.db, config: env.config, clock: env.clock });
    const manager = await env.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'enhetschef@medvakt.se')
      .executeTakeFirstOrThrow();
    const site = await env.db
      .selectFrom('sites')
      .innerJoin('user_sites', 'user_sites.site_id', 'sites.id')
      .select('sites.id')
      .where('user_sites.user_id', '=', manager.id)
      .where('sites.name', '=', 'Hemsjukvården Solna')
      .executeTakeFirstOrThrow();
    const token = await env.tokenFor(manager.id);
    const stats = await k.as(token, site.id).get('/basic-stats?from_date=2025-12-01');
    expect(stats.body.total_disposed).toBe(6);
    expect(stats.body.total_quantity).toBe(61);
    const pending = await k.as(token, site.id).get('/pending');
    expect(pending.body.items.map((i: any) => i.status)).toEqual(['approved', 'initiated']);
    const history = await k.as(token, site.id).get('/history?status=completed');
    const morphine = history.body.items.find((i: any) => i.batch_number === 'MM6611');
    const trail = await k.as(token, site.id).get(`/${morphine.id}/audit-log`);
    expect(trail.body.items.map((e: any) => [e.action, e.actor_name])).toEqual([
      ['initiate', 'Sara Sjuksköterska'],
      ['approve', 'Elin Enhetschef'],
      ['complete', 'Elin Enhetschef'],
    ]);

    // Every demo unit has disposals, so an admin opening any unit's reports sees some.
    const admin = await env.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@medvakt.se')
      .executeTakeFirstOrThrow();
    const adminToken = await env.tokenFor(admin.id);
    // The demo units are the demo manager's two and Akademiska, which has no staff; other tests
    // sharing the database have units named like the first two.
    const sites = await env.db
      .selectFrom('sites')
      .select(['id', 'name'])
      .where((eb) =>
        eb.or([
          eb(
            'id',
            'in',
            eb.selectFrom('user_sites').select('site_id').where('user_id', '=', manager.id),
          ),
          eb('name', '=', 'Akademiska sjukhuset, avd 30B'),
        ]),
      )
      .orderBy('name')
      .execute();
    const disposed: Record<string, number> = {};
    for (const unit of sites) {
      const unitStats = await k.as(adminToken, unit.id).get('/basic-stats?from_date=2025-01-01');
      disposed[unit.name] = unitStats.body.total_disposed;
    }
    expect(disposed).toEqual({
      'Akademiska sjukhuset, avd 30B': 4,
      'Björkhagens äldreboende': 4,
      'Hemsjukvården Solna': 6,
    });
    const akademiska = sites.find((unit) => unit.name.startsWith('Akademiska'));
    const awaiting = await k.as(adminToken, akademiska?.id ?? '').get('/pending');
    expect(awaiting.body.items.map((i: any) => [i.batch_number, i.status])).toEqual([
      ['KV1180', 'initiated'],
    ]);
  });
});
