import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/stock-rules.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { matchesOfItem, noticeOf, storeNoticeIn, uniqueBatch } from '../../test/recall-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

const setPar = (id: string, par: number | null) =>
  env.db.updateTable('medicine_templates').set({ par_level: par }).where('id', '=', id).execute();

/** Ipren at A1: minimum 10, par 30; 4 usable, 3 expiring soon, 5 expired, 2 held by a recall. */
async function lowIpren(w: World) {
  const today = env.clock.today();
  const ipren = await env.medicine(w.a1, 'Ipren', { strength: '200 mg', minimum: 10 });
  await setPar(ipren, 30);
  await env.item(w.a1, ipren, 'IP-OK', addDays(today, 200), 4);
  await env.item(w.a1, ipren, 'IP-SOON', addDays(today, 10), 3);
  await env.item(w.a1, ipren, 'IP-OLD', addDays(today, -3), 5);
  const held = uniqueBatch('IP');
  const heldItem = await env.item(w.a1, ipren, held, addDays(today, 300), 2);
  await storeNoticeIn(
    env,
    noticeOf({
      product_name: 'Ipren',
      strength: '200 mg',
      batches: [{ batch_number: held, expiry_date: null }],
    }),
  );
  expect(await matchesOfItem(env, heldItem)).toHaveLength(1);
  return ipren;
}

const proposalFor = (token: string, w: World) =>
  env.request('GET', '/order-proposal', { token, site: w.a1 });

describe('the order proposal', () => {
  it('fills medicines at or below their minimum up to par from usable stock', async () => {
    const w = await env.world();
    const ipren = await lowIpren(w);
    const plenty = await env.medicine(w.a1, 'Alvedon', { strength: '500 mg', minimum: 5 });
    await env.item(w.a1, plenty, 'ALV-1', addDays(env.clock.today(), 200), 20);
    const few = await env.medicine(w.a1, 'Panodil', { strength: '500 mg', minimum: 5 });
    await env.item(w.a1, few, 'PAN-1', addDays(env.clock.today(), 200), 3);

    const res = await proposalFor(w.staff.token, w);
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        medicine_template_id: ipren,
        in_stock: 14,
        usable_in_stock: 4,
        expiring_soon: 3,
        minimum_stock_level: 10,
        par_level: 30,
        suggested_quantity: 26,
        move_instead: [],
      }),
      expect.objectContaining({
        medicine_template_id: few,
        par_level: null,
        suggested_quantity: 7,
      }),
    ]);
  });

  it('suggests moving a sister unit’s surplus instead, to those who work in both', async () => {
    const w = await env.world();
    await lowIpren(w);
    const there = await env.medicine(w.a2, 'Ipren', { strength: '200 mg', minimum: 5 });
    await setPar(there, 10);
    const later = addDays(env.clock.today(), 400);
    const sister = await env.item(w.a2, there, 'IP-B2', later, 25);
    await env.item(w.a2, there, 'IP-B2-SOON', addDays(env.clock.today(), 5), 30);

    const manager = await proposalFor(w.siteAdmin.token, w);
    expect(manager.body.items[0].move_instead).toEqual([
      {
        site_id: w.a2,
        site_name: 'Björkhagens äldreboende',
        inventory_item_id: sister,
        batch_number: 'IP-B2',
        expiry_date: later,
        quantity: 15,
        unit_type: 'styck',
      },
    ]);
    const nurse = await proposalFor(w.staff.token, w);
    expect(nurse.body.items[0].move_instead).toEqual([]);
  });

  it('downloads as Excel-ready CSV', async () => {
    const w = await env.world();
    await lowIpren(w);
    const res = await env.app.request('/api/v1/order-proposal.csv', {
      headers: { Authorization: `Bearer ${w.staff.token}`, 'X-Site-Id': w.a1 },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="bestallningsforslag-hemsjukvarden-solna-.*\.csv"/,
    );
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFFBeställningsförslag')).toBe(true);
    const rows = text
      .slice(1)
      .split('\r\n')
      .map((r) => r.split(';'));
    expect(rows).toContainEqual([
      'Ipren',
      '200 mg',
      'tablett',
      '14',
      '4',
      '3',
      '10',
      '30',
      '26',
      '',
    ]);
  });
});

describe('a par level', () => {
  it('may not be below the minimum', async () => {
    const w = await env.world();
    const created = await env.request('POST', '/medicines', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {
        name: 'Ipren',
        strength: '400 mg',
        unit: 'tablett',
        minimum_stock_level: 10,
        par_level: 5,
      },
    });
    expect(created.status).toBe(422);
    expect(created.body.detail).toBe('Målnivån får inte vara lägre än minsta lager');
    const ok = await env.request('POST', '/medicines', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {
        name: 'Ipren',
        strength: '400 mg',
        unit: 'tablett',
        minimum_stock_level: 10,
        par_level: 20,
      },
    });
    expect(ok.body.par_level).toBe(20);
    const lowered = await env.request('PUT', `/medicines/${ok.body.id}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { minimum_stock_level: 25 },
    });
    expect(lowered.status).toBe(422);
    expect(lowered.body.code).toBe('PAR_BELOW_MINIMUM');
  });
});
