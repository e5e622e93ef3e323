import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { readPdf } from '../../test/pdf-reader.ts';
import { codeFor, newKey } from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
type Who = { token: string };

/** A1 with Morfin LOT-A1 (20, narcotic) and Alvedon in two batches, one on another shelf. */
async function unit() {
  const w = await env.world();
  const alvedon = await env.medicine(w.a1, 'Alvedon', { strength: '500 mg' });
  const alv1 = await env.item(w.a1, alvedon, 'ALV-1', '2027-03-31', 30);
  const alv2 = await env.item(w.a1, alvedon, 'ALV-2', '2027-09-30', 10);
  await env.db
    .updateTable('inventory_items')
    .set({ location: 'Kylskåp' })
    .where('id', '=', alv2)
    .execute();
  return { w, alvedon, alv1, alv2 };
}

const as = (who: Who, w: World) => ({ token: who.token, site: w.a1 });

const start = (w: World, who: Who, body: Record<string, unknown> = {}) =>
  env.request('POST', '/stock-takes', { ...as(who, w), body });

const count = (w: World, who: Who, takeId: string, itemId: string, counted: number) =>
  env.request('PUT', `/stock-takes/${takeId}/lines/${itemId}`, {
    ...as(who, w),
    body: { counted_quantity: counted },
  });

const complete = (w: World, who: Who, takeId: string, body: Record<string, unknown> = {}) =>
  env.request('POST', `/stock-takes/${takeId}/complete`, { ...as(who, w), body });

const movementsOf = (itemId: string) =>
  env.db
    .selectFrom('stock_movements')
    .selectAll()
    .where('inventory_item_id', '=', itemId)
    .orderBy('id')
    .execute();

async function ledgerBalances(itemId: string) {
  const moves = await movementsOf(itemId);
  return moves.reduce((sum, m) => sum + m.delta, 0) === (await env.quantityOf(itemId));
}

describe('starting a stock-take', () => {
  it('takes the batches in stock, one open per site and location', async () => {
    const { w } = await unit();
    const whole = await start(w, w.staff, { note: 'Höstinventering' });
    expect(whole.status).toBe(201);
    expect(whole.body).toMatchObject({ status: 'open', lines_total: 3, location: null });
    const again = await start(w, w.siteAdmin, { location: 'Kylskåp' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'STOCK_TAKE_OPEN',
      detail: 'En inventering pågår redan här. Avsluta eller avbryt den först.',
    });
    await env.request('POST', `/stock-takes/${whole.body.id}/cancel`, as(w.staff, w));
    const fridge = await start(w, w.staff, { location: ' kylskåp ' });
    expect(fridge.body.lines_total).toBe(1);
    const list = await env.request('GET', '/stock-takes?status=cancelled', as(w.staff, w));
    expect(list.body.items.map((t: { id: string }) => t.id)).toEqual([whole.body.id]);
  });

  it('refuses a location longer than 100 characters and writes nothing', async () => {
    const { w } = await unit();
    const res = await start(w, w.staff, { location: 'x'.repeat(101) });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('Förvaringsplats får vara max 100 tecken');
    const list = await env.request('GET', '/stock-takes', as(w.staff, w));
    expect(list.body.total).toBe(0);
  });
});

describe('counting', () => {
  it('is blind for care staff and shows expected figures to the unit manager', async () => {
    const { w, alv1 } = await unit();
    const take = (await start(w, w.staff)).body;
    const line = await count(w, w.staff, take.id, alv1, 28);
    expect(line.status).toBe(200);
    expect(line.body).toMatchObject({ counted: 28, batch_number: 'ALV-1' });
    expect(line.body).not.toHaveProperty('expected');
    const seenByNurse = await env.request('GET', `/stock-takes/${take.id}`, as(w.staff, w));
    expect(seenByNurse.body.shows_expected).toBe(false);
    expect(JSON.stringify(seenByNurse.body)).not.toContain('"expected"');
    const seenByManager = await env.request('GET', `/stock-takes/${take.id}`, as(w.siteAdmin, w));
    const counted = seenByManager.body.lines.find(
      (l: { batch_number: string }) => l.batch_number === 'ALV-1',
    );
    expect(counted).toMatchObject({ counted: 28, expected: 30, counted_by: 'Test user' });
    expect(seenByManager.body).toMatchObject({ lines_total: 3, lines_counted: 1 });
  });

  it('refuses bad counts and batches of other sites, writing nothing', async () => {
    const { w, alv1 } = await unit();
    const take = (await start(w, w.staff)).body;
    for (const [value, detail] of [
      [-1, 'Räknat antal får inte vara negativt'],
      [100_001, 'Räknat antal får vara max 100 000'],
      [1.5, 'Räknat antal måste vara ett heltal'],
    ] as const) {
      const res = await count(w, w.staff, take.id, alv1, value);
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(detail);
    }
    const foreign = await count(w, w.staff, take.id, w.itemB1, 3);
    expect(foreign.status).toBe(404);
    const lines = await env.db
      .selectFrom('stock_take_lines')
      .selectAll()
      .where('stock_take_id', '=', take.id)
      .execute();
    expect(lines.every((l) => l.counted === null)).toBe(true);
  });
});

describe('completing', () => {
  it('books counted − the quantity when counted, so a withdrawal during the count is kept', async () => {
    const { w, alvedon, alv1, alv2 } = await unit();
    const take = (await start(w, w.staff)).body;
    await count(w, w.staff, take.id, alv1, 27);
    await count(w, w.staff, take.id, alv2, 10);
    await count(w, w.staff, take.id, w.itemA1, 20);
    const scan = await env.request('POST', '/qr-codes/scan', {
      ...as(w.staff, w),
      headers: { 'Idempotency-Key': newKey() },
      body: {
        qr_code_data: await codeFor(env, w.a1, alvedon),
        action_type: 'withdraw',
        quantity: 4,
        batch_number: 'ALV-1',
      },
    });
    expect(scan.status).toBe(201);
    const nurseTries = await complete(w, w.staff, take.id);
    expect(nurseTries.status).toBe(403);

    const done = await complete(w, w.siteAdmin, take.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      lines_counted: 3,
      lines_with_difference: 1,
      units_missing: 3,
      units_found: 0,
      lines: [
        {
          inventory_item_id: alv1,
          batch_number: 'ALV-1',
          expected: 30,
          counted: 27,
          difference: -3,
        },
      ],
    });
    expect(await env.quantityOf(alv1)).toBe(23);
    const moves = await movementsOf(alv1);
    expect(moves.map((m) => [m.kind, m.delta])).toEqual([
      ['opening_balance', 30],
      ['withdrawn', -4],
      ['counted', -3],
    ]);
    expect(moves.at(-1)).toMatchObject({ reference_type: 'stock_take', reference_id: take.id });
    expect(await ledgerBalances(alv1)).toBe(true);
    expect((await movementsOf(alv2)).length).toBe(1);

    const again = await complete(w, w.siteAdmin, take.id);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('Inventeringen är redan avslutad.');
    const late = await count(w, w.staff, take.id, alv1, 1);
    expect(late.status).toBe(409);
    expect(await env.quantityOf(alv1)).toBe(23);
  });

  it('asks what to do with uncounted lines, then keeps or zeroes them', async () => {
    const { w, alv1, alv2 } = await unit();
    const take = (await start(w, w.staff)).body;
    await count(w, w.staff, take.id, w.itemA1, 20);
    const unconfirmed = await complete(w, w.siteAdmin, take.id);
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body).toMatchObject({
      code: 'UNCOUNTED_LINES',
      detail: '2 rader är inte räknade. Välj om de ska behållas som de är eller sättas till 0.',
    });
    expect(unconfirmed.body.errors.map((e: { message: string }) => e.message).sort()).toEqual([
      'Alvedon 500 mg, batch ALV-1',
      'Alvedon 500 mg, batch ALV-2',
    ]);
    const still = await env.request('GET', `/stock-takes/${take.id}`, as(w.siteAdmin, w));
    expect(still.body.status).toBe('open');

    const zeroed = await complete(w, w.siteAdmin, take.id, { uncounted: 'zero' });
    expect(zeroed.status).toBe(200);
    expect(zeroed.body).toMatchObject({
      lines_counted: 1,
      lines_with_difference: 2,
      units_missing: 40,
    });
    expect(await env.quantityOf(alv1)).toBe(0);
    expect(await env.quantityOf(alv2)).toBe(0);
    expect(await ledgerBalances(alv2)).toBe(true);

    const second = await unit();
    const kept = (await start(second.w, second.w.staff)).body;
    const res = await complete(second.w, second.w.siteAdmin, kept.id, { uncounted: 'keep' });
    expect(res.body).toMatchObject({ lines_counted: 0, lines_with_difference: 0 });
    expect(await env.quantityOf(second.alv1)).toBe(30);
  });

  it('creates a batch found on the shelf', async () => {
    const { w, alvedon } = await unit();
    const take = (await start(w, w.staff)).body;
    const found = await env.request('POST', `/stock-takes/${take.id}/lines`, {
      ...as(w.staff, w),
      body: {
        medicine_template_id: alvedon,
        batch_number: 'alv 9',
        expiry_date: '2028-01-31',
        counted_quantity: 6,
      },
    });
    expect(found.status).toBe(201);
    expect(found.body).toMatchObject({ found: true, inventory_item_id: null, counted: 6 });
    const done = await complete(w, w.siteAdmin, take.id, { uncounted: 'keep' });
    expect(done.body).toMatchObject({ units_found: 6, lines_with_difference: 1 });
    const batch = await env.db
      .selectFrom('inventory_items')
      .selectAll()
      .where('medicine_template_id', '=', alvedon)
      .where('batch_number', '=', 'alv 9')
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({ quantity: 6, expiry_date: '2028-01-31' });
    expect((await movementsOf(batch.id)).map((m) => [m.kind, m.delta])).toEqual([['counted', 6]]);
  });

  it('asks a witness and a reason for a narcotic that differs', async () => {
    const { w, alv1, alv2 } = await unit();
    const take = (await start(w, w.staff)).body;
    await count(w, w.staff, take.id, alv1, 30);
    await count(w, w.staff, take.id, alv2, 10);
    await count(w, w.staff, take.id, w.itemA1, 19);
    const unsigned = await complete(w, w.siteAdmin, take.id);
    expect(unsigned.status).toBe(422);
    expect(unsigned.body.code).toBe('WITNESS_REQUIRED');
    expect(unsigned.body.errors.map((e: { path: string }) => e.path)).toEqual(['witness', 'note']);
    const noNote = await complete(w, w.siteAdmin, take.id, {
      witness: { email: w.staff.email, password: 'Fel-losen-1' },
    });
    expect(noNote.body.code).toBe('NOTE_REQUIRED');
    const failures = await env.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('email', '=', w.staff.email)
      .execute();
    expect(failures).toEqual([]);
    expect(await env.quantityOf(w.itemA1)).toBe(20);
    const signed = await complete(w, w.siteAdmin, take.id, {
      note: 'En ampull saknas, avvikelserapport skriven',
      witness: { email: w.staff.email, password: TEST_PASSWORD },
    });
    expect(signed.status).toBe(200);
    expect(await env.quantityOf(w.itemA1)).toBe(19);
    const entry = (await movementsOf(w.itemA1)).at(-1);
    expect(entry).toMatchObject({ kind: 'counted', delta: -1, witness_user_id: w.staff.id });
  });

  it('refuses a line whose batch was set by hand after it was counted', async () => {
    const { w, alv1 } = await unit();
    const take = (await start(w, w.staff)).body;
    await count(w, w.staff, take.id, alv1, 25);
    const edit = await env.request('PUT', `/inventory/items/${alv1}`, {
      ...as(w.siteAdmin, w),
      body: { quantity: 25, adjustment_reason: 'Räknade hyllan' },
    });
    expect(edit.status).toBe(200);
    const res = await complete(w, w.siteAdmin, take.id, { uncounted: 'keep' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('STOCK_TAKE_LINE_CHANGED');
    expect(await env.quantityOf(alv1)).toBe(25);
    await count(w, w.staff, take.id, alv1, 25);
    const retry = await complete(w, w.siteAdmin, take.id, { uncounted: 'keep' });
    expect(retry.status).toBe(200);
    expect(await env.quantityOf(alv1)).toBe(25);
  });

  it('lets one of two managers completing at once win; the other gets 409', async () => {
    const { w, alv1 } = await unit();
    const admin = w.admin;
    const take = (await start(w, w.staff)).body;
    await count(w, w.staff, take.id, alv1, 29);
    const answers = await Promise.all([
      complete(w, w.siteAdmin, take.id, { uncounted: 'keep' }),
      complete(w, admin, take.id, { uncounted: 'keep' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await env.quantityOf(alv1)).toBe(29);
    expect((await movementsOf(alv1)).filter((m) => m.kind === 'counted')).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('is for who started it or a manager, and a cancelled stock-take books nothing', async () => {
    const { w, alv1 } = await unit();
    const take = (await start(w, w.siteAdmin)).body;
    await count(w, w.staff, take.id, alv1, 1);
    const colleague = { token: await env.tokenFor(w.colleague.id) };
    const refused = await env.request('POST', `/stock-takes/${take.id}/cancel`, as(colleague, w));
    expect(refused.status).toBe(403);
    const cancelled = await env.request(
      'POST',
      `/stock-takes/${take.id}/cancel`,
      as(w.siteAdmin, w),
    );
    expect(cancelled.body).toMatchObject({ status: 'cancelled', finished_by: 'Test site_admin' });
    const late = await complete(w, w.siteAdmin, take.id, { uncounted: 'keep' });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('Inventeringen är avbruten.');
    expect(await env.quantityOf(alv1)).toBe(30);
  });

  it('tells each viewer whether they may cancel, as the cancel answers', async () => {
    const { w } = await unit();
    const take = (await start(w, w.staff)).body;
    const colleague = { token: await env.tokenFor(w.colleague.id) };
    const seen = async (who: Parameters<typeof as>[0]) =>
      (await env.request('GET', `/stock-takes/${take.id}`, as(who, w))).body.may_cancel;
    expect([await seen(w.staff), await seen(colleague), await seen(w.siteAdmin)]).toEqual([
      true,
      false,
      true,
    ]);
    const byStarter = await env.request('POST', `/stock-takes/${take.id}/cancel`, as(w.staff, w));
    expect(byStarter.body).toMatchObject({ status: 'cancelled', finished_by: 'Test user' });
    expect(await seen(w.staff)).toBe(false);
  });
});

describe('the variance report', () => {
  it('downloads as Excel-ready CSV and as a PDF once completed', async () => {
    const { w, alv1 } = await unit();
    const take = (await start(w, w.staff)).body;
    await count(w, w.staff, take.id, alv1, 33);
    const early = await env.request(
      'GET',
      `/stock-takes/${take.id}/report.csv`,
      as(w.siteAdmin, w),
    );
    expect(early.status).toBe(409);
    await complete(w, w.siteAdmin, take.id, { uncounted: 'keep' });
    const headers = { Authorization: `Bearer ${w.siteAdmin.token}`, 'X-Site-Id': w.a1 };
    const csv = await env.app.request(`/api/v1/stock-takes/${take.id}/report.csv`, { headers });
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="inventering-.*\.csv"/,
    );
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes
      .toString('utf8')
      .slice(1)
      .split('\r\n')
      .map((r) => r.split(';'));
    expect(rows).toContainEqual(['Rader med avvikelse', '1']);
    expect(rows).toContainEqual([
      'Alvedon 500 mg',
      'ALV-1',
      '2027-03-31',
      'styck',
      '30',
      '33',
      '3',
    ]);
    const pdf = await env.app.request(`/api/v1/stock-takes/${take.id}/report.pdf`, { headers });
    const doc = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    const text = await doc.text(1);
    expect(text).toContain('Inventering: avvikelserapport');
    expect(text).toContain('ALV-1');
    expect(text).toContain('+3');
    expect(text).toContain('Sida 1 av 1');
    await doc.close();
    const nurse = await env.request('GET', `/stock-takes/${take.id}/report.csv`, as(w.staff, w));
    expect(nurse.status).toBe(403);
  });
});
