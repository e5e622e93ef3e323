import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, START, type TestEnv } from '../../test/harness.ts';
import { matchesOfItem, noticeOf, storeNoticeIn, uniqueBatch } from '../../test/recall-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
type Row = Record<string, any>;

/** A product name no other test uses: whole-product notices reach every site of the file. */
const productName = () => `Prod${randomUUID().slice(0, 8)}`;

const panel = (w: World, site: string) =>
  env.request('GET', '/indragningar/matches?limit=200', { token: w.siteAdmin.token, site });

const followUps = (w: World, noticeId: string) =>
  env.request('GET', `/indragningar/notices/${noticeId}/follow-ups`, { token: w.admin.token });

const openWarnings = async (w: World, site: string) =>
  (
    await env.request('GET', '/warnings?is_resolved=false&size=100', {
      token: w.siteAdmin.token,
      site,
    })
  ).body.items as Row[];

describe('a notice that names no batches', () => {
  it('holds every batch of the product at every unit, class I due today and critical', async () => {
    env.clock.set(START);
    const w = await env.world();
    const name = productName();
    const atA1 = await env.medicine(w.a1, `${name} Mups`, { strength: '20 mg' });
    const atB1 = await env.medicine(w.b1, `${name} Mups`, { strength: '20mg' });
    const batches = [
      await env.item(w.a1, atA1, 'L1', '2027-06-30', 12),
      await env.item(w.a1, atA1, 'L2', '2027-09-30', 4),
      await env.item(w.b1, atB1, 'X9', '2027-06-30', 7),
    ];
    const emptyA2 = await env.medicine(w.a2, `${name} Mups`, { strength: '20 mg' });
    const stored = await storeNoticeIn(
      env,
      noticeOf({ product_name: name, strength: '20 mg', recall_class: 'I', batches: [] }),
    );
    expect(stored.matchesAdded).toBe(3);
    for (const item of batches)
      expect((await matchesOfItem(env, item)).map((m) => m.status)).toEqual(['active']);

    const a1 = await panel(w, w.a1);
    const mine = a1.body.items.filter((m: Row) => m.notice_id === stored.noticeId);
    expect(mine.map((m: Row) => m.batch_number).sort()).toEqual(['L1', 'L2']);
    expect(mine.every((m: Row) => m.whole_product && m.recall_class === 'I')).toBe(true);

    // Held: a withdrawal is refused, naming the recall.
    const withdraw = await env.request('PUT', `/inventory/items/${batches[0]}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { quantity: 10, adjustment_reason: 'Uttag' },
    });
    expect(withdraw.status).toBe(409);
    expect(withdraw.body.code).toBe('RECALL_QUARANTINE');

    const checks = (await followUps(w, stored.noticeId)).body.items as Row[];
    const at = (site: string) => checks.find((f) => f.site_id === site);
    expect(at(w.a1)).toMatchObject({
      status: 'open',
      whole_product: true,
      batch_numbers: [],
      due_at: '2026-11-21',
      deadline_at: '2026-11-21T16:00:00.000Z',
      matched_quantity: 16,
    });
    expect(at(w.b1)).toMatchObject({ status: 'open', matched_quantity: 7 });
    // A2 has the medicine on its list but never any stock of it.
    expect(at(w.a2)).toMatchObject({ status: 'confirmed', outcome: 'not_in_stock' });
    expect(emptyA2).toBeTruthy();
    const critical = (await openWarnings(w, w.a1)).filter((x) => x.severity === 'critical');
    expect(critical.map((x) => x.title)).toContain(`Indragning klass I: ${name}`);
    expect(critical.map((x) => x.title)).toContain(`Indragning: ${name} Mups 20 mg batch L1`);
  });

  it('holds a batch registered after the notice came', async () => {
    const w = await env.world();
    const name = productName();
    const medicine = await env.medicine(w.a1, name, { strength: '5 mg' });
    await storeNoticeIn(env, noticeOf({ product_name: name, strength: '5 mg', batches: [] }));
    const later = await env.request('POST', '/inventory/items', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {
        medicine_template_id: medicine,
        batch_number: 'NY-1',
        expiry_date: '2027-12-31',
        quantity: 3,
      },
    });
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect((await matchesOfItem(env, later.body.id)).map((m) => m.status)).toEqual(['active']);
  });

  it('finds a medicine named otherwise by the GTIN of its pack', async () => {
    const w = await env.world();
    const gtin = `0${String(Date.now()).slice(-12)}`;
    const medicine = await env.medicine(w.a1, productName(), { strength: '1 mg' });
    await env.db
      .insertInto('medicine_gtins')
      .values({
        site_id: w.a1,
        gtin,
        medicine_template_id: medicine,
        created_by: null,
        created_at: START,
      })
      .execute();
    const item = await env.item(w.a1, medicine, 'G1', '2027-06-30', 2);
    await storeNoticeIn(env, noticeOf({ product_name: productName(), gtin, batches: [] }));
    expect(await matchesOfItem(env, item)).toHaveLength(1);
  });

  it('leaves other makers, strengths and forms alone', async () => {
    const w = await env.world();
    const name = productName();
    const stocked = async (medicineName: string, strength: string, form = 'tablett', site = w.a1) =>
      env.item(
        site,
        await env.medicine(site, medicineName, { strength, form }),
        uniqueBatch(),
        '2027-06-30',
        5,
      );
    const same = await stocked(name, '50 mg');
    const otherMaker = await stocked(`${name} Teva`, '50 mg');
    const otherStrength = await stocked(name, '100 mg');
    const otherForm = await stocked(name, '50 mg', 'depottablett', w.a2);
    await storeNoticeIn(
      env,
      noticeOf({
        product_name: `${name} Sandoz`,
        strength: '50 mg',
        pharmaceutical_form: 'filmdragerade tabletter',
        batches: [],
      }),
    );
    expect(await matchesOfItem(env, same)).toHaveLength(1);
    for (const item of [otherMaker, otherStrength, otherForm])
      expect(await matchesOfItem(env, item)).toEqual([]);
  });
});

describe('a notice that asks nothing of care units', () => {
  it('a withdrawn authorisation: no hold, no check, a low warning where it is stocked', async () => {
    const w = await env.world();
    const name = productName();
    const item = await env.item(w.a1, await env.medicine(w.a1, name), 'W1', '2027-06-30', 6);
    const stored = await storeNoticeIn(
      env,
      noticeOf({ product_name: name, recall_class: 'II', kind: 'information', batches: [] }),
    );
    expect((await matchesOfItem(env, item)).map((m) => m.status)).toEqual(['information']);
    const edit = await env.request('PUT', `/inventory/items/${item}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { quantity: 5, adjustment_reason: 'Uttag' },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((await followUps(w, stored.noticeId)).body.summary.state).toBe('none');
    const asked = await env.request('POST', `/indragningar/notices/${stored.noticeId}/follow-ups`, {
      token: w.admin.token,
    });
    expect(asked.status).toBe(409);
    expect(asked.body.code).toBe('NOTICE_IS_INFORMATION');
    const warning = (await openWarnings(w, w.a1)).find((x) => x.title.includes(name));
    expect(warning).toMatchObject({
      severity: 'low',
      title: `Information: ${name} 10 mg batch W1`,
    });
    expect(warning?.description).toContain('Det är inte en indragning');
    const panelRows = (await panel(w, w.a1)).body.items as Row[];
    expect(panelRows.some((m) => m.notice_id === stored.noticeId)).toBe(false);
  });

  it('a recall at pharmacy level is information for the units', async () => {
    const w = await env.world();
    const name = productName();
    const item = await env.item(w.a1, await env.medicine(w.a1, name), 'P1', '2027-06-30', 6);
    const stored = await storeNoticeIn(
      env,
      noticeOf({ product_name: name, recall_class: 'I', level: 'apotek', batches: [] }),
    );
    expect((await matchesOfItem(env, item)).map((m) => m.status)).toEqual(['information']);
    expect((await followUps(w, stored.noticeId)).body.summary.state).toBe('none');
    const notice = await env.request('GET', `/indragningar/notices/${stored.noticeId}`, {
      token: w.admin.token,
    });
    expect(notice.body).toMatchObject({ level: 'apotek', scope: 'supply_chain', kind: 'recall' });
    const warning = (await openWarnings(w, w.a1)).find((x) => x.title.includes(name));
    expect(warning?.description).toContain('gäller nivån apotek, inte vårdgivare');
  });
});

describe('who held the product', () => {
  it('asks a unit whose batch ran out within the look-back, and answers for one whose ran out before', async () => {
    const w = await env.world();
    const name = productName();
    env.clock.set('2023-06-01T09:00:00.000Z');
    const longAgo = await env.item(w.a2, await env.medicine(w.a2, name), 'OLD', '2024-06-30', 2);
    await env.request('PUT', `/inventory/items/${longAgo}`, {
      token: w.siteAdmin.token,
      site: w.a2,
      body: { quantity: 0, adjustment_reason: 'Slut' },
    });
    env.clock.set('2026-08-01T09:00:00.000Z');
    const recent = await env.item(w.a1, await env.medicine(w.a1, name), 'NEW', '2027-06-30', 2);
    const emptied = await env.request('PUT', `/inventory/items/${recent}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { quantity: 0, adjustment_reason: 'Slut' },
    });
    expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
    env.clock.set(START);
    const stored = await storeNoticeIn(
      env,
      noticeOf({ product_name: name, recall_class: 'II', batches: [] }),
    );
    const checks = (await followUps(w, stored.noticeId)).body.items as Row[];
    const at = (site: string) => checks.find((f) => f.site_id === site);
    expect(at(w.a1)).toMatchObject({ status: 'open', due_at: '2026-11-24' });
    expect(at(w.a2)).toMatchObject({ status: 'confirmed', outcome: 'not_in_stock' });

    // Its manager reopens Medvakt's answer: packs the ledger never knew of may be on a shelf.
    const nurse = await env.request(
      'POST',
      `/indragningar/notices/${stored.noticeId}/follow-ups/${w.a2}/reopen`,
      { token: w.staff.token },
    );
    expect(nurse.status).toBe(403);
    const reopened = await env.request(
      'POST',
      `/indragningar/notices/${stored.noticeId}/follow-ups/${w.a2}/reopen`,
      { token: w.siteAdmin.token },
    );
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'open', outcome: null, due_at: '2026-11-24' });
    const again = await env.request(
      'POST',
      `/indragningar/notices/${stored.noticeId}/follow-ups/${w.a2}/reopen`,
      { token: w.siteAdmin.token },
    );
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('FOLLOW_UP_NOT_REOPENABLE');
  });
});
