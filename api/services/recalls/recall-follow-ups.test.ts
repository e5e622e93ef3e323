import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshAllWarnings } from '../../jobs/warnings-job.ts';
import { download, readCsv } from '../../test/export-reader.ts';
import { createTestEnv, START, type TestEnv } from '../../test/harness.ts';
import { readPdf } from '../../test/pdf-reader.ts';
import { storeNotice } from './store-notice.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
type FollowUp = Record<string, any>;

/** A notice the admin enters by hand, naming the world's Morfin batches LOT-A1 and LOT-B1. */
async function notice(w: World, recallClass: 'I' | 'II' | 'III' | null) {
  const res = await env.request('POST', '/indragningar/notices', {
    token: w.admin.token,
    body: {
      product_name: 'Morfin',
      strength: '10 mg',
      recall_class: recallClass,
      reason: 'Partikel i lösningen',
      batches: [{ batch_number: 'LOT-A1' }, { batch_number: 'LOT-B1' }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.notice.id as string;
}

const followUps = (token: string, noticeId: string, site?: string) =>
  env.request('GET', `/indragningar/notices/${noticeId}/follow-ups`, { token, site });

/** A unit manager reopens Medvakt's 'Ej i lager enligt Medvakt', so the unit checks after all. */
async function reopen(token: string, noticeId: string, siteId: string) {
  const res = await env.request(
    'POST',
    `/indragningar/notices/${noticeId}/follow-ups/${siteId}/reopen`,
    { token },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

const confirm = (token: string, noticeId: string, siteId: string, body: unknown) =>
  env.request('POST', `/indragningar/notices/${noticeId}/follow-ups/${siteId}/confirm`, {
    token,
    body,
  });

/** The world's own sites' rows of a list (the database holds every test's sites). */
const ofWorld = (w: World, items: FollowUp[]) =>
  items.filter((f) => [w.a1, w.a2, w.b1].includes(f.site_id));

const bySite = (items: FollowUp[], siteId: string) => items.find((f) => f.site_id === siteId);

async function confirmationRows(followUpId: string) {
  return env.db
    .selectFrom('recall_follow_up_confirmations')
    .selectAll()
    .where('follow_up_id', '=', followUpId)
    .orderBy('confirmed_at')
    .execute();
}

describe('a recall becomes a task for every unit', () => {
  it('a class I notice is due today at the units that hold it; the others are answered for them', async () => {
    env.clock.set(START); // Saturday 21 November 2026, 10:00 in Stockholm
    const w = await env.world();
    const closedDown = await env.site(w.customerA, 'Nedlagd enhet', false);
    const id = await notice(w, 'I');
    const res = await followUps(w.admin.token, id);
    expect(res.status).toBe(200);
    const mine = ofWorld(w, res.body.items);
    expect(mine.map((f) => f.site_name).sort()).toEqual([
      'Akademiska avd 30B',
      'Björkhagens äldreboende',
      'Hemsjukvården Solna',
    ]);
    expect(res.body.items.some((f: FollowUp) => f.site_id === closedDown)).toBe(false);
    // A1 and B1 hold the batches: due today at 17:00 Stockholm time, a Saturday or not.
    for (const site of [w.a1, w.b1])
      expect(bySite(mine, site)).toMatchObject({
        status: 'open',
        due_at: '2026-11-21',
        deadline_at: '2026-11-21T16:00:00.000Z',
        may_reopen: false,
      });
    expect(bySite(mine, w.a1)).toMatchObject({
      customer_name: 'Solna stad',
      matched_quantity: 20,
      overdue: false,
      outcome: null,
      product_name: 'Morfin',
      recall_class: 'I',
      batch_numbers: ['LOT-A1', 'LOT-B1'],
      whole_product: false,
    });
    // A2 never had the batches: Medvakt answers for it, and its manager may reopen the check.
    expect(bySite(mine, w.a2)).toMatchObject({
      status: 'confirmed',
      outcome: 'not_in_stock',
      matched_quantity: 0,
      confirmed_by: 'Medvakt',
      may_reopen: true,
    });
    expect(bySite(mine, w.a2)?.note).toContain('Ej i lager enligt Medvakt');
    // The units that hold it get a critical warning that says by when.
    const openWarnings = async (site: string) =>
      (
        await env.request('GET', '/warnings?is_resolved=false&size=100', {
          token: w.siteAdmin.token,
          site,
        })
      ).body.items.filter((x: FollowUp) => x.title === 'Indragning klass I: Morfin');
    const urgent = await openWarnings(w.a1);
    expect(urgent).toHaveLength(1);
    expect(urgent[0]).toMatchObject({ severity: 'critical' });
    expect(urgent[0].description).toContain('senast 2026-11-21 17:00');
    expect(await openWarnings(w.a2)).toEqual([]);
  });

  it('gives a class I notice arriving late in the day four hours, past midnight if need be', async () => {
    env.clock.set('2026-11-23T21:30:00.000Z'); // Monday 22:30 in Stockholm
    const w = await env.world();
    const res = await followUps(w.admin.token, await notice(w, 'I'));
    expect(bySite(res.body.items, w.a1)).toMatchObject({
      due_at: '2026-11-24',
      deadline_at: '2026-11-24T01:30:00.000Z',
    });
    env.clock.set(START);
  });

  it('gives class II two working days, counted past Christmas', async () => {
    env.clock.set('2026-12-22T09:00:00.000Z');
    const w = await env.world();
    const res = await followUps(w.admin.token, await notice(w, 'II'));
    // 23 December, then Christmas Eve, Christmas Day and the weekend are not working days.
    expect(bySite(res.body.items, w.a1)).toMatchObject({
      due_at: '2026-12-28',
      deadline_at: '2026-12-28T23:00:00.000Z',
    });
    env.clock.set(START);
  });

  it("asks about a feed's recent recalls only, not the history a first read brings", async () => {
    const w = await env.world();
    const fromFeed = (external: string, published: string) =>
      env.db.transaction().execute((trx) =>
        storeNotice(
          trx,
          { clock: env.clock, actorId: null },
          {
            source: 'feed',
            external_id: `${external}-${w.a1}`,
            product_name: 'Morfin',
            recall_class: 'II',
            published_at: published,
            batches: [{ batch_number: 'LOT-A1', expiry_date: null }],
          },
        ),
      );
    const recent = await fromFeed('recent', '2026-11-16T08:30:00.000Z');
    const old = await fromFeed('old', '2026-10-12T08:30:00.000Z');
    expect((await followUps(w.admin.token, recent.noticeId)).body.summary.state).toBe('open');
    expect((await followUps(w.admin.token, old.noticeId)).body.summary.state).toBe('none');
  });

  it('asks nobody about a class III notice until an admin does', async () => {
    const w = await env.world();
    const id = await notice(w, 'III');
    const before = await followUps(w.admin.token, id);
    expect(before.body.items).toEqual([]);
    expect(before.body.summary).toMatchObject({ state: 'none', total: 0 });

    const refused = await env.request('POST', `/indragningar/notices/${id}/follow-ups`, {
      token: w.siteAdmin.token,
    });
    expect(refused.status).toBe(403);
    const opened = await env.request('POST', `/indragningar/notices/${id}/follow-ups`, {
      token: w.admin.token,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.summary.state).toBe('open');
    expect(bySite(opened.body.items, w.a1)?.due_at).toBe('2026-11-27');
    const again = await env.request('POST', `/indragningar/notices/${id}/follow-ups`, {
      token: w.admin.token,
    });
    expect(again.body.items).toHaveLength(opened.body.items.length);
    const audit = await env.auditRows('recall_notice');
    expect(audit.filter((r) => r.action === 'open_follow_ups' && r.entity_id === id)).toHaveLength(
      1,
    );
  });

  it('shows each role the units it may see', async () => {
    const w = await env.world();
    const id = await notice(w, 'I');
    const manager = await followUps(w.siteAdmin.token, id);
    expect(manager.body.items.map((f: FollowUp) => f.site_id).sort()).toEqual([w.a1, w.a2].sort());
    // A2 never had the batches: Medvakt has answered for it.
    expect(manager.body.summary).toMatchObject({ state: 'open', total: 2, confirmed: 1 });
    const nurse = await followUps(w.staff.token, id, w.a1);
    expect(nurse.body.items.map((f: FollowUp) => f.site_id)).toEqual([w.a1]);
    const foreign = await followUps(w.foreign.token, id, w.b1);
    expect(foreign.body.items.map((f: FollowUp) => f.site_id)).toEqual([w.b1]);
    const missing = await followUps(w.admin.token, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Indragningsmeddelandet hittades inte.');
  });
});

describe('a unit confirms its check', () => {
  it('records who confirmed what and when, in the audit log too', async () => {
    env.clock.set(START);
    const w = await env.world();
    const id = await notice(w, 'I');
    const res = await confirm(w.siteAdmin.token, id, w.a1, {
      outcome: 'found_and_handled',
      quantity_found: 20,
      action: 'kasserat',
      note: 'Hela batchen kasserad',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      outcome: 'found_and_handled',
      quantity_found: 20,
      action: 'kasserat',
      note: 'Hela batchen kasserad',
      confirmed_by: 'Test site_admin',
      confirmed_at: START,
      corrects_id: null,
    });
    await reopen(w.siteAdmin.token, id, w.a2);
    const none = await confirm(w.siteAdmin.token, id, w.a2, { outcome: 'none_found' });
    expect(none.body).toMatchObject({ outcome: 'none_found', quantity_found: 0, action: null });
    const audit = (await env.auditRows('recall_follow_up')).filter((r) => r.site_id === w.a1);
    expect(audit.map((r) => r.action)).toEqual(['confirm']);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({
      name: 'Morfin',
      outcome: 'found_and_handled',
    });
    const list = await followUps(w.siteAdmin.token, id);
    expect(list.body.summary).toMatchObject({ confirmed: 2, total: 2 });
  });

  it('never edits a confirmation: a correction is a new one that names it', async () => {
    const w = await env.world();
    const id = await notice(w, 'I');
    await reopen(w.siteAdmin.token, id, w.a2);
    const first = await confirm(w.siteAdmin.token, id, w.a2, { outcome: 'none_found' });
    const twice = await confirm(w.siteAdmin.token, id, w.a2, { outcome: 'none_found' });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toContain('redan bekräftat');

    env.clock.advanceMinutes(5);
    const corrected = await confirm(w.siteAdmin.token, id, w.a2, {
      outcome: 'found_and_handled',
      quantity_found: 2,
      action: 'returnerat till leverantör',
      note: 'Två förpackningar hittades i akutväskan',
      corrects: first.body.confirmation_id,
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body).toMatchObject({
      outcome: 'found_and_handled',
      quantity_found: 2,
      corrects_id: first.body.confirmation_id,
    });
    const stale = await confirm(w.siteAdmin.token, id, w.a2, {
      outcome: 'none_found',
      corrects: first.body.confirmation_id,
    });
    expect(stale.status).toBe(409);
    const rows = await confirmationRows(first.body.id);
    expect(rows.map((r) => [r.outcome, r.quantity_found, r.corrects_id])).toEqual([
      ['not_in_stock', 0, null],
      ['none_found', 0, null],
      ['found_and_handled', 2, first.body.confirmation_id],
    ]);
    expect(
      (await env.auditRows('recall_follow_up'))
        .filter((r) => r.entity_id === first.body.id)
        .map((r) => r.action),
    ).toEqual(['reopen', 'confirm', 'correct']);
  });

  it('refuses bad input with a Swedish reason and writes nothing', async () => {
    const w = await env.world();
    const id = await notice(w, 'I');
    const cases: [unknown, string][] = [
      [
        { outcome: 'found_and_handled', action: 'kasserat' },
        'Ange hur många förpackningar som hittades.',
      ],
      [
        { outcome: 'found_and_handled', quantity_found: -2, action: 'kasserat' },
        'Antal får inte vara negativt',
      ],
      [
        { outcome: 'found_and_handled', quantity_found: 3 },
        'Ange vad ni gjorde med det som hittades.',
      ],
      [{ outcome: 'none_found', quantity_found: 3 }, 'Inget hittat kan inte ha ett antal.'],
      [{ outcome: 'kanske' }, "Välj vad kontrollen visade: 'none_found' eller 'found_and_handled'"],
    ];
    for (const [body, message] of cases) {
      const res = await confirm(w.siteAdmin.token, id, w.a1, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.body.errors)).toContain(message);
    }
    const missing = await confirm(w.siteAdmin.token, '00000000-0000-4000-8000-000000000000', w.a1, {
      outcome: 'none_found',
    });
    expect(missing.status).toBe(404);
    const list = await followUps(w.siteAdmin.token, id);
    expect(bySite(list.body.items, w.a1)?.status).toBe('open');
    expect(await confirmationRows(bySite(list.body.items, w.a1)!.id)).toEqual([]);
  });

  it("answers 404 for another tenant's unit and lets users confirm only where the unit allows it", async () => {
    const w = await env.world();
    const id = await notice(w, 'I');
    const foreign = await confirm(w.siteAdmin.token, id, w.b1, { outcome: 'none_found' });
    expect(foreign.status).toBe(404);
    const nurseList = () => followUps(w.staff.token, id, w.a1);
    expect((await nurseList()).body.items[0].may_confirm).toBe(false);
    expect(bySite((await followUps(w.siteAdmin.token, id)).body.items, w.a1)?.may_confirm).toBe(
      true,
    );
    const nurse = await confirm(w.staff.token, id, w.a1, { outcome: 'none_found' });
    expect(nurse.status).toBe(403);
    expect(nurse.body.detail).toBe('Bara enhetschefen kan bekräfta kontrollen på den här enheten.');

    const allowed = await env.request('PUT', `/sites/${w.a1}/settings`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { recall_users_may_confirm: true },
    });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    expect(allowed.body.recall_users_may_confirm).toBe(true);
    expect((await nurseList()).body.items[0].may_confirm).toBe(true);
    const now = await confirm(w.staff.token, id, w.a1, { outcome: 'none_found' });
    expect(now.status).toBe(200);
    expect(now.body.confirmed_by).toBe('Test user');
    const other = await confirm(w.foreign.token, id, w.a1, { outcome: 'none_found' });
    expect(other.status).toBe(403);
  });

  it('registers and disposes of packs found unregistered, in the same step', async () => {
    const w = await env.world();
    const id = await notice(w, 'I');
    const morfinA2 = await env.medicine(w.a2, 'Morfin', { controlled: true });
    await reopen(w.siteAdmin.token, id, w.a2);
    const found = {
      medicine_template_id: morfinA2,
      batch_number: 'LOT-A1',
      expiry_date: '2027-03-31',
      quantity: 3,
    };
    const res = await confirm(w.siteAdmin.token, id, w.a2, {
      outcome: 'found_and_handled',
      quantity_found: 3,
      action: 'kasserat',
      note: 'Låg kvar i akutväskan',
      register_and_dispose: found,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The packs were not in the unit's stock when the recall came, so nothing was matched there.
    expect(res.body).toMatchObject({ status: 'confirmed', quantity_found: 3, matched_quantity: 0 });
    const kassation = await env.db
      .selectFrom('kassations')
      .selectAll()
      .where('id', '=', res.body.kassation_id)
      .executeTakeFirstOrThrow();
    expect(kassation).toMatchObject({
      site_id: w.a2,
      medicine_template_id: morfinA2,
      batch_number: 'LOT-A1',
      quantity: 3,
      reason: 'recalled',
      reason_description: 'Indragning: Morfin',
      status: 'initiated',
    });
    // A narcotic: the batch is on the books with its packs waiting for their witnessed destruction.
    const batch = await env.db
      .selectFrom('inventory_items')
      .selectAll()
      .where('site_id', '=', w.a2)
      .where('medicine_template_id', '=', morfinA2)
      .executeTakeFirstOrThrow();
    expect(batch).toMatchObject({ batch_number: 'LOT-A1', quantity: 3, expiry_date: '2027-03-31' });
    expect(kassation.stock_left).toBe(0);
    const moves = await env.db
      .selectFrom('stock_movements')
      .select(['kind', 'delta', 'balance_after', 'reference_type', 'reference_id'])
      .where('inventory_item_id', '=', batch.id)
      .orderBy('id')
      .execute();
    expect(moves).toEqual([
      {
        kind: 'received',
        delta: 3,
        balance_after: 3,
        reference_type: 'recall_follow_up',
        reference_id: res.body.id,
      },
    ]);
    const [, row] = await confirmationRows(res.body.id);
    expect(row?.kassation_id).toBe(kassation.id);
    // Gone as soon as it was booked: no match, so no recall warning and no mail about it.
    const matches = await env.db
      .selectFrom('recall_matches')
      .select('id')
      .where('inventory_item_id', '=', batch.id)
      .execute();
    expect(matches).toEqual([]);
    const warnings = await env.db
      .selectFrom('warnings')
      .select(['warning_type', 'is_resolved'])
      .where('inventory_item_id', '=', batch.id)
      .execute();
    expect(warnings).toEqual([]);
  });

  it('registers nothing and confirms nothing when the found packs cannot be registered', async () => {
    const w = await env.world();
    const id = await notice(w, 'I');
    const morfinA2 = await env.medicine(w.a2, 'Morfin');
    await reopen(w.siteAdmin.token, id, w.a2);
    const found = (overrides: Record<string, unknown>) => ({
      outcome: 'found_and_handled',
      quantity_found: 2,
      action: 'kasserat',
      register_and_dispose: {
        medicine_template_id: morfinA2,
        batch_number: 'LOT-NY',
        expiry_date: '2027-03-31',
        quantity: 2,
        ...overrides,
      },
    });
    const invalid: [unknown, string][] = [
      [found({ quantity: 5 }), 'Fler förpackningar än som hittades kan inte kasseras.'],
      [
        { ...found({}), action: 'spärrat i väntan på besked' },
        "Förpackningar som kasseras i samma steg har åtgärden 'kasserat'.",
      ],
      [
        { ...found({}), outcome: 'none_found', quantity_found: null, action: null },
        'Bara det som hittades kan registreras och kasseras.',
      ],
      [found({ expiry_date: '2027-02-30' }), 'Ogiltigt utgångsdatum'],
      [found({ quantity: 0 }), 'Antal måste vara minst 1'],
    ];
    for (const [body, message] of invalid) {
      const res = await confirm(w.siteAdmin.token, id, w.a2, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.body.errors)).toContain(message);
    }
    // Another unit's medicine, and a batch the unit already has on its books.
    const otherUnits = await confirm(
      w.siteAdmin.token,
      id,
      w.a2,
      found({ medicine_template_id: w.stockMedA1 }),
    );
    expect(otherUnits.status).toBe(404);
    expect(otherUnits.body.detail).toBe('Läkemedlet hittades inte på enheten.');
    const onBooks = await env.item(w.a2, morfinA2, 'LOT-NY', '2027-03-31', 4);
    const registered = await confirm(w.siteAdmin.token, id, w.a2, found({}));
    expect(registered.status).toBe(409);
    expect(registered.body.detail).toContain('Batchen finns redan i enhetens lager');

    const list = await followUps(w.siteAdmin.token, id);
    const a2 = bySite(list.body.items, w.a2)!;
    expect(a2.status).toBe('open');
    expect((await confirmationRows(a2.id)).map((r) => r.outcome)).toEqual(['not_in_stock']);
    const kassations = await env.db
      .selectFrom('kassations')
      .select('id')
      .where('site_id', '=', w.a2)
      .execute();
    expect(kassations).toEqual([]);
    expect(await env.quantityOf(onBooks)).toBe(4);
  });

  // On PostgreSQL the three run in transactions of their own at once.
  it('lets one of three confirmations at once win', async () => {
    const w = await env.world();
    const id = await notice(w, 'I');
    const body = { outcome: 'none_found' };
    const answers = await Promise.all([
      confirm(w.siteAdmin.token, id, w.a1, body),
      confirm(w.admin.token, id, w.a1, body),
      confirm(w.siteAdmin.token, id, w.a1, body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const list = await followUps(w.admin.token, id);
    expect(await confirmationRows(bySite(list.body.items, w.a1)!.id)).toHaveLength(1);
  });
});

describe('late checks and closing', () => {
  it('warns a unit once its check is overdue, and closes the warning when it confirms', async () => {
    env.clock.set(START);
    const w = await env.world();
    const id = await notice(w, 'II');
    await refreshAllWarnings(env);
    const title = 'Indragning ej bekräftad: Morfin';
    const warningsOf = async (siteId: string) => {
      const found: FollowUp[] = [];
      for (const resolved of [false, true]) {
        const res = await env.request('GET', `/warnings?is_resolved=${resolved}&size=100`, {
          token: w.siteAdmin.token,
          site: siteId,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        found.push(...res.body.items.filter((x: FollowUp) => x.title === title));
      }
      return found;
    };
    expect(await warningsOf(w.a1)).toEqual([]);

    env.clock.set('2026-11-25T07:00:00.000Z'); // Wednesday: Tuesday was the last day
    await refreshAllWarnings(env);
    await refreshAllWarnings(env);
    // A new day's sign-in.
    w.siteAdmin.token = await env.tokenFor(w.siteAdmin.id);
    const overdue = await env.request('GET', '/indragningar/follow-ups?overdue=true', {
      token: w.siteAdmin.token,
    });
    expect(
      overdue.body.items
        .filter((f: FollowUp) => f.notice_id === id)
        .map((f: FollowUp) => f.site_id),
    ).toEqual([w.a1]);
    expect(overdue.body.items.every((f: FollowUp) => f.overdue)).toBe(true);
    const raised = await warningsOf(w.a1);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ is_resolved: false });
    expect(raised[0]?.description).toContain('senast 2026-11-24');

    await confirm(w.siteAdmin.token, id, w.a1, { outcome: 'none_found' });
    const closed = await warningsOf(w.a1);
    expect(closed[0]).toMatchObject({ is_resolved: true });
    const left = await env.request('GET', '/indragningar/follow-ups?overdue=true', {
      token: w.siteAdmin.token,
    });
    expect(
      left.body.items.filter((f: FollowUp) => f.notice_id === id).map((f: FollowUp) => f.site_id),
    ).toEqual([]);
    env.clock.set(START);
  });

  it('shows the notice as followed up when every unit has confirmed', async () => {
    const w = await env.world();
    const id = await notice(w, 'III');
    await env.request('POST', `/indragningar/notices/${id}/follow-ups`, { token: w.admin.token });
    // A2 never had the batches: Medvakt answered for it.
    for (const [token, site] of [
      [w.siteAdmin.token, w.a1],
      [w.admin.token, w.b1],
    ] as const)
      expect((await confirm(token, id, site, { outcome: 'none_found' })).status).toBe(200);
    expect((await followUps(w.admin.token, id)).body.summary.state).toBe('open');
    // The other tests' units close down: a closed unit is not waited for.
    await env.db
      .updateTable('sites')
      .set({ is_active: 0 })
      .where('id', 'not in', [w.a1, w.a2, w.b1])
      .execute();
    const list = await followUps(w.admin.token, id);
    expect(list.body.summary).toMatchObject({ state: 'followed_up', total: 3, confirmed: 3 });
    const monitor = await env.request('GET', '/admin/withdrawals/simple?search=LOT-A1&size=100', {
      token: w.admin.token,
    });
    const row = monitor.body.items.find((r: FollowUp) => r.notice_id === id);
    expect(row.follow_up).toEqual({ state: 'followed_up', total: 3, confirmed: 3, overdue: 0 });
  });

  it('lets an admin close a follow-up early with a reason, after which nobody confirms', async () => {
    const w = await env.world();
    const id = await notice(w, 'I');
    await confirm(w.siteAdmin.token, id, w.a1, { outcome: 'none_found' });
    const path = `/indragningar/notices/${id}/follow-ups/close`;
    const manager = await env.request('POST', path, {
      token: w.siteAdmin.token,
      body: { reason: 'x' },
    });
    expect(manager.status).toBe(403);
    const blank = await env.request('POST', path, { token: w.admin.token, body: { reason: ' ' } });
    expect(blank.status).toBe(422);
    const reason = 'Läkemedelsverket har dragit tillbaka indragningen';
    const closed = await env.request('POST', path, { token: w.admin.token, body: { reason } });
    expect(closed.status).toBe(200);
    expect(closed.body.summary).toMatchObject({
      state: 'closed',
      close_reason: reason,
      closed_by: 'Test admin',
    });
    const mine = ofWorld(w, closed.body.items);
    expect(bySite(mine, w.a1)?.status).toBe('confirmed');
    expect(bySite(mine, w.b1)?.status).toBe('closed');
    const late = await confirm(w.admin.token, id, w.b1, { outcome: 'none_found' });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('Uppföljningen av indragningen är stängd.');
    const again = await env.request('POST', path, { token: w.admin.token, body: { reason } });
    expect(again.status).toBe(409);
  });
});

describe('the report per notice', () => {
  it('lists every unit with outcome, quantities, who and when, as CSV and PDF', async () => {
    env.clock.set(START);
    const w = await env.world();
    const id = await notice(w, 'I');
    await confirm(w.siteAdmin.token, id, w.a1, {
      outcome: 'found_and_handled',
      quantity_found: 20,
      action: 'kasserat',
    });
    const csv = await download(env, `/indragningar/notices/${id}/follow-ups.csv`, {
      token: w.siteAdmin.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('indragning-uppfoljning');
    const { rows } = readCsv(csv.bytes);
    expect(rows[0]).toEqual([
      'Läkemedel',
      'Kund',
      'Enhet',
      'Status',
      'Senast',
      'Utfall',
      'Matchat i lager',
      'Hittat',
      'Åtgärd',
      'Anteckning',
      'Bekräftad av',
      'Bekräftad',
    ]);
    const body = rows.slice(1).filter((r) => r.length > 1);
    expect(body).toEqual([
      [
        'Morfin 10 mg',
        'Solna stad',
        'Björkhagens äldreboende',
        'Bekräftad',
        '2026-11-21',
        'Ej i lager enligt Medvakt',
        '0',
        '0',
        '',
        'Ej i lager enligt Medvakt: enheten har inte haft någon batch som indragningen gäller de senaste 24 månaderna.',
        'Medvakt',
        '2026-11-21 10:00',
      ],
      [
        'Morfin 10 mg',
        'Solna stad',
        'Hemsjukvården Solna',
        'Bekräftad',
        '2026-11-21',
        'Hittat och åtgärdat',
        '20',
        '20',
        'kasserat',
        '',
        'Test site_admin',
        '2026-11-21 10:00',
      ],
    ]);

    const pdf = await download(env, `/indragningar/notices/${id}/follow-ups.pdf`, {
      token: w.siteAdmin.token,
    });
    expect(pdf.status).toBe(200);
    const read = await readPdf(pdf.bytes);
    const text = await read.text(1);
    expect(text).toContain(
      'Morfin 10 mg · klass I · batch LOT-A1, LOT-B1 · 2 av 2 enheter har bekräftat',
    );
    expect(text).toContain('Hemsjukvården Solna');
    expect(text).toContain('Hittat och åtgärdat');
    expect(text).not.toContain('Akademiska');
    await read.close();
  });
});
