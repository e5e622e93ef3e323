import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockholmMidnight } from './analytics.ts';
import { START, TEST_PASSWORD, createTestEnv, type TestEnv } from '../../test/harness.ts';
import { codeFor, setScanLimits } from '../../test/qr-fixtures.ts';
import { download, readCsv, readXlsx } from '../../test/export-reader.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true });
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

/**
 * Five scans at A1 at known instants (Stockholm is UTC+1 in November), and one at B1:
 * 20 Oct view Alvedon; 19 Nov 23:30 withdraw 2 Alvedon; 20 Nov 00:30 withdraw 1 Alvedon;
 * 21 Nov 09:00 add 5 Morfin (unit manager); 21 Nov 10:00 public view of Alvedon.
 */
async function knownScans(w: World) {
  await env.item(w.a1, w.medA1, 'AL-H', '2027-06-30', 10);
  await env.item(w.b1, w.medB1, 'AL-B', '2027-06-30', 10);
  await setScanLimits(env, w.a1, { withdraw: 10, add: 5 });
  const alvedon = await codeFor(env, w.a1, w.medA1);
  const morfin = await codeFor(env, w.a1, w.stockMedA1);
  const scanAt = async (instant: string, userId: string | null, body: Record<string, unknown>) => {
    env.clock.set(instant);
    const token = userId ? await env.tokenFor(userId) : undefined;
    const res = await env.request('POST', '/qr-codes/scan', {
      token,
      site: token ? w.a1 : undefined,
      headers: { 'X-Forwarded-For': '192.0.2.44' },
      body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.scan_id as string;
  };
  const ids = [
    await scanAt('2026-10-20T10:00:00Z', w.staff.id, {
      qr_code_data: alvedon,
      action_type: 'view',
    }),
    await scanAt('2026-11-19T22:30:00Z', w.staff.id, {
      qr_code_data: alvedon,
      action_type: 'withdraw',
      quantity: 2,
    }),
    await scanAt('2026-11-19T23:30:00Z', w.staff.id, {
      qr_code_data: alvedon,
      action_type: 'withdraw',
      quantity: 1,
    }),
    await scanAt('2026-11-21T08:00:00Z', w.siteAdmin.id, {
      qr_code_data: morfin,
      action_type: 'add',
      quantity: 5,
      batch_number: 'LOT-A1',
      source: 'scan_screen',
      delivery_reference: 'FS-1',
      witness: { email: w.colleague.email, password: TEST_PASSWORD },
    }),
    await scanAt(START, null, { qr_code_data: alvedon, action_type: 'view' }),
  ];
  env.clock.set('2026-11-21T09:00:00Z');
  await env.request('POST', '/qr-codes/scan', {
    token: w.foreign.token,
    site: w.b1,
    body: { qr_code_data: await codeFor(env, w.b1, w.medB1), action_type: 'withdraw' },
  });
  return { ids, token: await env.tokenFor(w.staff.id) };
}

describe('GET /qr-scans', () => {
  it('lists the working site’s scans newest first, with filters and pages', async () => {
    const w = await env.world();
    const { ids, token } = await knownScans(w);
    const list = (query = '') => env.request('GET', `/qr-scans${query}`, { token, site: w.a1 });
    const idsOf = (body: Record<string, any>) => body.items.map((i: { id: string }) => i.id);

    const all = await list();
    expect(all.status).toBe(200);
    expect(idsOf(all.body)).toEqual([...ids].reverse());
    expect(all.body).toMatchObject({ total: 5, page: 1, pages: 1 });
    expect(all.body.items[0]).toMatchObject({
      action_type: 'view',
      quantity: 0,
      medicine_name: 'Alvedon 10 mg',
      actor_name: 'Publik QR-sida (192.0.2.44)',
      is_public: true,
      batch_number: null,
    });
    expect(all.body.items[1]).toMatchObject({
      action_type: 'add',
      quantity: 5,
      unit_type: 'styck',
      batch_number: 'LOT-A1',
      medicine_name: 'Morfin 10 mg',
      actor_name: 'Test site_admin',
      is_public: false,
    });

    expect(idsOf((await list('?include_views=false')).body)).toEqual([ids[3], ids[2], ids[1]]);
    expect(idsOf((await list('?action_type=withdraw')).body)).toEqual([ids[2], ids[1]]);
    expect(idsOf((await list(`?medicine_template_id=${w.stockMedA1}`)).body)).toEqual([ids[3]]);
    const second = await list('?size=2&page=2');
    expect(idsOf(second.body)).toEqual([ids[2], ids[1]]);
    expect(second.body).toMatchObject({ total: 5, pages: 3, size: 2, page: 2 });

    const foreign = await list(`?site_id=${w.b1}`);
    expect(foreign.status).toBe(404);
    expect((await list('?action_type=kasta')).status).toBe(422);
  });
});

describe('GET /qr-scans/export', () => {
  it('exports the same scans as the list, newest first, with names but no addresses of people', async () => {
    const w = await env.world();
    const { token } = await knownScans(w);
    const file = await download(env, '/qr-scans/export?format=csv&include_views=false', {
      token,
      site: w.a1,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('skanningar-hemsjukvarden-solna-');
    const { rows } = readCsv(file.bytes);
    expect(rows).toEqual([
      ['Tid', 'Läkemedel', 'Åtgärd', 'Antal', 'Enhet', 'Batch', 'Av', 'Publik sida'],
      [
        '2026-11-21 09:00',
        'Morfin 10 mg',
        'Påfyllning',
        '5',
        'Styck',
        'LOT-A1',
        'Test site_admin',
        '',
      ],
      ['2026-11-20 00:30', 'Alvedon 10 mg', 'Uttag', '1', 'Styck', 'AL-H', 'Test user', ''],
      ['2026-11-19 23:30', 'Alvedon 10 mg', 'Uttag', '2', 'Styck', 'AL-H', 'Test user', ''],
    ]);
    const { sheet } = await readXlsx(
      (await download(env, '/qr-scans/export?format=xlsx', { token, site: w.a1 })).bytes,
    );
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(2).getCell(7).value).toBe('Publik QR-sida (192.0.2.44)');
    expect(
      (await download(env, `/qr-scans/export?format=csv&site_id=${w.b1}`, { token, site: w.a1 }))
        .status,
    ).toBe(404);
  });
});

describe('GET /qr-codes/analytics', () => {
  it('counts scans per Stockholm day, action and medicine over the period', async () => {
    const w = await env.world();
    const { token } = await knownScans(w);
    const analytics = (query = '') =>
      env.request('GET', `/qr-codes/analytics${query}`, { token, site: w.a1 });

    const month = await analytics();
    expect(month.status).toBe(200);
    expect(month.body).toMatchObject({ site_id: w.a1, days: 30, total_scans: 4 });
    const perDay = month.body.scans_per_day as { date: string; count: number }[];
    expect(perDay).toHaveLength(30);
    expect(perDay[0]).toEqual({ date: '2026-10-23', count: 0 });
    expect(perDay.slice(-3)).toEqual([
      { date: '2026-11-19', count: 1 },
      { date: '2026-11-20', count: 1 },
      { date: '2026-11-21', count: 2 },
    ]);
    expect(perDay.reduce((n, d) => n + d.count, 0)).toBe(4);
    expect(month.body.by_action).toEqual([
      { action_type: 'view', count: 1, quantity: 0 },
      { action_type: 'withdraw', count: 2, quantity: 3 },
      { action_type: 'add', count: 1, quantity: 5 },
    ]);
    expect(month.body.by_template).toEqual([
      { medicine_template_id: w.medA1, medicine_name: 'Alvedon 10 mg', count: 3 },
      { medicine_template_id: w.stockMedA1, medicine_name: 'Morfin 10 mg', count: 1 },
    ]);

    const today = await analytics('?days=1');
    expect(today.body.scans_per_day).toEqual([{ date: '2026-11-21', count: 2 }]);
    expect(today.body.total_scans).toBe(2);
    expect((await analytics('?days=40')).body.total_scans).toBe(5);
    const other = await env.request('GET', `/qr-codes/analytics?site_id=${w.b1}`, {
      token: w.admin.token,
    });
    expect(other.body.total_scans).toBe(1);

    for (const days of ['0', '366', 'tio'])
      expect((await analytics(`?days=${days}`)).status).toBe(422);
    expect((await analytics(`?site_id=${w.b1}`)).status).toBe(404);
  });
});

describe('Stockholm days', () => {
  it('begin at 23:00 UTC in winter and 22:00 UTC in summer, also on the days the clocks change', () => {
    expect(stockholmMidnight('2026-11-21').toISOString()).toBe('2026-11-20T23:00:00.000Z');
    expect(stockholmMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(stockholmMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(stockholmMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});
