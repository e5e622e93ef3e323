import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/stock-rules.ts';
import { createTestEnv, START, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { codeFor, newKey } from '../../test/qr-fixtures.ts';
import { refreshWarnings } from '../warnings/refresh-warnings.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true });
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
type Person = { id: string; email: string; token: string };

/** A world with a second nurse of A1 who can sign, and a nurse who signs in with a token. */
async function unit() {
  const w = await env.world();
  const nurse: Person = { ...w.staff };
  const colleague: Person = { ...w.colleague, token: await env.tokenFor(w.colleague.id) };
  return { w, nurse, colleague };
}

/** Moves the clock and signs the people in again (a session lasts hours, not days). */
async function moveTo(instant: string, ...people: Person[]) {
  env.clock.set(instant);
  for (const person of people) person.token = await env.tokenFor(person.id);
}

const witnessOf = (person: { email: string }, password = TEST_PASSWORD) => ({
  email: person.email,
  password,
});

const as = (person: Person, w: World) => ({ token: person.token, site: w.a1 });

async function withdraw(w: World, person: Person, body: Record<string, unknown>) {
  return env.request('POST', '/qr-codes/scan', {
    ...as(person, w),
    headers: { 'Idempotency-Key': newKey() },
    body: {
      qr_code_data: await codeFor(env, w.a1, w.stockMedA1),
      action_type: 'withdraw',
      ...body,
    },
  });
}

const countSheet = (w: World, person: Person) =>
  env.request('GET', `/narcotics/${w.stockMedA1}/count-sheet`, as(person, w));

async function count(w: World, person: Person, body: Record<string, unknown>) {
  const sheet = await countSheet(w, person);
  return env.request('POST', '/narcotics/counts', {
    ...as(person, w),
    body: { medicine_template_id: w.stockMedA1, last_count_id: sheet.body.last_count_id, ...body },
  });
}

const journal = (w: World, person: Person, query = '') =>
  env.request('GET', `/narcotics/${w.stockMedA1}/journal${query}`, as(person, w));

const movementsOf = (templateId: string) =>
  env.db
    .selectFrom('stock_movements')
    .selectAll()
    .where('medicine_template_id', '=', templateId)
    .orderBy('id')
    .execute();

describe('withdrawing a narcotic names the patient', () => {
  it('refuses a withdrawal without patient and changes nothing', async () => {
    const { w, nurse } = await unit();
    const before = await movementsOf(w.stockMedA1);
    const res = await withdraw(w, nurse, { quantity: 2 });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'PATIENT_REQUIRED',
      detail: 'Patient krävs för uttag av narkotikaklassat läkemedel',
    });
    expect(await env.quantityOf(w.itemA1)).toBe(20);
    expect(await movementsOf(w.stockMedA1)).toHaveLength(before.length);
    const blank = await withdraw(w, nurse, { quantity: 2, patient: '   ' });
    expect(blank.status).toBe(422);
    const long = await withdraw(w, nurse, { quantity: 2, patient: 'x'.repeat(101) });
    expect(long.status).toBe(422);
    expect(await env.quantityOf(w.itemA1)).toBe(20);
  });

  it('books the patient in the journal, never in the audit log or scan history', async () => {
    const { w, nurse } = await unit();
    const patient = '19121212-1212 Tolvan Tolvansson';
    const res = await withdraw(w, nurse, { quantity: 2, patient });
    expect(res.status).toBe(201);
    expect(await env.quantityOf(w.itemA1)).toBe(18);
    const last = (await movementsOf(w.stockMedA1)).at(-1);
    expect(last).toMatchObject({ kind: 'withdrawn', delta: -2, patient, actor_user_id: nurse.id });

    const audit = await env.db
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .execute();
    expect(audit.some((a) => `${a.before_json}${a.after_json}`.includes('Tolvan'))).toBe(false);
    const scans = await env.db.selectFrom('qr_scans').select('result_json').execute();
    expect(scans.some((s) => (s.result_json ?? '').includes('Tolvan'))).toBe(false);
    // Stock lists for managers show the ledger without the patient.
    const ledger = await env.request('GET', `/stock-movements?site_id=${w.a1}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(JSON.stringify(ledger.body)).not.toContain('Tolvan');

    const read = await journal(w, nurse);
    expect(read.body.items.at(-1)).toMatchObject({
      kind: 'withdrawn',
      delta: -2,
      balance_after: 18,
      patient,
      actor_name: 'Test user',
    });
  });

  it('does not ask for a patient for other medicines', async () => {
    const { w, nurse } = await unit();
    const item = await env.item(w.a1, w.medA1, 'ALV-1', '2027-05-31', 10);
    const res = await env.request('POST', '/qr-codes/scan', {
      ...as(nurse, w),
      headers: { 'Idempotency-Key': newKey() },
      body: {
        qr_code_data: await codeFor(env, w.a1, w.medA1),
        action_type: 'withdraw',
        quantity: 1,
      },
    });
    expect(res.status).toBe(201);
    expect(await env.quantityOf(item)).toBe(9);
  });

  it('refuses a hand edit of a narcotic batch quantity', async () => {
    const { w } = await unit();
    const res = await env.request('PUT', `/inventory/items/${w.itemA1}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { quantity: 5, adjustment_reason: 'Fel antal' },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('NARCOTIC_ADJUST_REFUSED');
    expect(await env.quantityOf(w.itemA1)).toBe(20);
  });
});

describe('control counts', () => {
  it('records a count without difference, blind until saved, and shows it in the journal', async () => {
    const { w, nurse } = await unit();
    const second = await env.item(w.a1, w.stockMedA1, 'LOT-A2', '2027-01-31', 5);
    const sheet = await countSheet(w, nurse);
    expect(sheet.status).toBe(200);
    expect(sheet.body.batches.map((b: { batch_number: string }) => b.batch_number)).toEqual([
      'LOT-A2',
      'LOT-A1',
    ]);
    expect(JSON.stringify(sheet.body)).not.toMatch(/quantity"/);

    const res = await count(w, nurse, {
      lines: [
        { inventory_item_id: w.itemA1, counted_quantity: 20 },
        { inventory_item_id: second, counted_quantity: 5 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ expected: 25, counted: 25, difference: 0, status: 'ok' });
    expect(res.body.witness_name).toBeNull();
    const counts = await env.db
      .selectFrom('narcotic_counts')
      .selectAll()
      .where('medicine_template_id', '=', w.stockMedA1)
      .execute();
    expect(counts).toHaveLength(1);
    const entries = (await journal(w, nurse)).body.items;
    expect(entries.filter((e: { kind: string }) => e.kind === 'counted')).toEqual([
      expect.objectContaining({ delta: 0, balance_after: 25, batch_number: 'LOT-A1' }),
      expect.objectContaining({ delta: 0, balance_after: 25, batch_number: 'LOT-A2' }),
    ]);
    const list = await env.request('GET', '/narcotics', as(nurse, w));
    expect(list.body.items).toEqual([
      expect.objectContaining({
        medicine_template_id: w.stockMedA1,
        in_stock: true,
        last_count_status: 'ok',
        count_due: addDays(env.clock.today(), 30),
        count_overdue: false,
      }),
    ]);
  });

  it('refuses bad counts with a Swedish answer and writes nothing', async () => {
    const { w, nurse } = await unit();
    const second = await env.item(w.a1, w.stockMedA1, 'LOT-A3', '2027-01-31', 5);
    const other = await env.item(w.a1, w.medA1, 'ALV-2', '2027-01-31', 5);
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [
        { lines: [{ inventory_item_id: w.itemA1, counted_quantity: 20 }] },
        422,
        'Batch LOT-A3 är inte räknad',
      ],
      [{ lines: [{ inventory_item_id: w.itemA1, counted_quantity: -1 }] }, 422, 'negativt'],
      [{ lines: [{ inventory_item_id: w.itemA1, counted_quantity: 1.5 }] }, 422, 'heltal'],
      [
        {
          lines: [
            { inventory_item_id: w.itemA1, counted_quantity: 20 },
            { inventory_item_id: second, counted_quantity: 5 },
            { inventory_item_id: other, counted_quantity: 5 },
          ],
        },
        422,
        'hör inte till',
      ],
      [
        {
          lines: [
            { inventory_item_id: w.itemA1, counted_quantity: 20 },
            { inventory_item_id: second, counted_quantity: 5 },
            { inventory_item_id: w.itemB1, counted_quantity: 20 },
          ],
        },
        422,
        'hör inte till',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await count(w, nurse, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    const foreign = await env.request('POST', '/narcotics/counts', {
      ...as(nurse, w),
      body: {
        medicine_template_id: w.stockMedB1,
        lines: [{ inventory_item_id: w.itemB1, counted_quantity: 20 }],
      },
    });
    expect(foreign.status).toBe(404);
    expect(
      await env.db.selectFrom('narcotic_counts').selectAll().where('site_id', '=', w.a1).execute(),
    ).toEqual([]);
  });

  it('needs a witness of the site and a reason for a discrepancy, then books it', async () => {
    const { w, nurse, colleague } = await unit();
    const lines = [{ inventory_item_id: w.itemA1, counted_quantity: 19 }];
    const unsigned = await count(w, nurse, { lines, note: 'En ampull saknas' });
    expect(unsigned.status).toBe(422);
    expect(unsigned.body).toMatchObject({
      code: 'WITNESS_REQUIRED',
      detail: 'En avvikelse måste signeras av en annan person',
    });
    const neither = await count(w, nurse, { lines });
    expect(neither.status).toBe(422);
    expect(neither.body.errors).toEqual([
      { path: 'witness', message: 'En avvikelse måste signeras av en annan person' },
      { path: 'note', message: 'Ange orsak till avvikelsen' },
    ]);
    const noNote = await count(w, nurse, {
      lines,
      witness: witnessOf(colleague, 'Fel-losen-1'),
    });
    expect(noNote.status).toBe(422);
    expect(noNote.body).toMatchObject({
      code: 'NOTE_REQUIRED',
      detail: 'Ange orsak till avvikelsen',
    });

    const inactive = await env.user('user', [w.a1], { active: false });
    const otherSite = await env.user('user', [w.a2]);
    const refusals: [{ email: string; password: string }, string][] = [
      [witnessOf(nurse), 'annan person än du'],
      [witnessOf(inactive), 'inaktiverat'],
      [witnessOf(otherSite), 'arbetar inte på den här enheten'],
      [witnessOf(colleague, 'Fel-losen-1'), 'e-postadress eller lösenord är fel'],
    ];
    for (const [witness, message] of refusals) {
      const res = await count(w, nurse, { lines, note: 'En ampull saknas', witness });
      expect(res.status, message).toBe(422);
      expect(res.body.code).toBe('WITNESS_INVALID');
      expect(res.body.detail).toContain(message);
    }
    const failures = await env.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('email', '=', colleague.email)
      .where('success', '=', 0)
      .execute();
    expect(failures).toHaveLength(1);
    expect(await env.quantityOf(w.itemA1)).toBe(20);

    const res = await count(w, nurse, {
      lines,
      note: 'En ampull saknas',
      witness: witnessOf(colleague),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      expected: 20,
      counted: 19,
      difference: -1,
      status: 'discrepancy',
      witness_name: 'Test user',
      lines: [{ batch_number: 'LOT-A1', expected: 20, counted: 19, difference: -1 }],
    });
    expect(await env.quantityOf(w.itemA1)).toBe(19);
    const last = (await movementsOf(w.stockMedA1)).at(-1);
    expect(last).toMatchObject({
      kind: 'counted',
      delta: -1,
      balance_after: 19,
      actor_user_id: nurse.id,
      witness_user_id: colleague.id,
      reason: 'En ampull saknas',
      reference_type: 'count',
      reference_id: res.body.id,
    });
    const entry = (await journal(w, nurse)).body.items.at(-1);
    expect(entry).toMatchObject({
      kind: 'counted',
      delta: -1,
      balance_after: 19,
      witness_name: 'Test user',
      note: 'En ampull saknas',
    });
  });

  it('takes a witness by badge and PIN at a kiosk of the site, and only there', async () => {
    const { w, nurse, colleague } = await unit();
    const kioskAt = async (site: string) => {
      const res = await env.request('POST', '/kiosks', {
        token: w.siteAdmin.token,
        body: { site_id: site, name: 'Läkemedelsrummet' },
      });
      return { 'X-Kiosk-Key': res.body.device_key as string };
    };
    const here = await kioskAt(w.a1);
    const elsewhere = await kioskAt(w.a2);
    const badge = `04B7${Math.floor(Math.random() * 1e8)}`;
    await env.request('PUT', `/users/${colleague.id}/badge`, {
      token: w.siteAdmin.token,
      body: { badge_id: badge },
    });
    await env.request('PUT', '/users/me/pin', {
      token: colleague.token,
      body: { pin: '2580', current_password: TEST_PASSWORD },
    });
    const lines = [{ inventory_item_id: w.itemA1, counted_quantity: 19 }];
    const signedBy = (witness: Record<string, unknown>, headers: Record<string, string> = here) =>
      env.request('POST', '/narcotics/counts', {
        ...as(nurse, w),
        headers,
        body: { medicine_template_id: w.stockMedA1, lines, note: 'En ampull saknas', witness },
      });

    const missingPin = await signedBy({ badge_id: badge });
    expect(missingPin.status).toBe(422);
    expect(missingPin.body.errors).toEqual([{ path: 'witness.pin', message: 'PIN-kod krävs' }]);
    const refusals: [Record<string, unknown>, Record<string, string>, string][] = [
      [{ badge_id: badge, pin: '2580' }, {}, 'bara på en registrerad kiosk'],
      [{ badge_id: badge, pin: '2580' }, elsewhere, 'står på en annan enhet'],
      [{ badge_id: 'OKAND-1234', pin: '2580' }, here, 'Vittnets tagg eller PIN-kod är fel.'],
      [{ badge_id: badge, pin: '1397' }, here, 'Vittnets tagg eller PIN-kod är fel.'],
    ];
    for (const [witness, headers, message] of refusals) {
      const res = await signedBy(witness, headers);
      expect(res.status, message).toBe(422);
      expect(res.body.code).toBe('WITNESS_INVALID');
      expect(res.body.detail).toContain(message);
    }
    // An unknown badge and a wrong PIN read the same; the audit log keeps which it was.
    const reasons = (await env.auditRows('kiosk'))
      .filter((r) => r.action === 'badge_refused' && r.site_id === w.a1)
      .map((r) => (JSON.parse(r.after_json ?? '{}') as { reason: string }).reason);
    expect(reasons.sort()).toEqual(['unknown_badge', 'wrong_pin']);
    expect(await env.quantityOf(w.itemA1)).toBe(20);

    const res = await signedBy({ badge_id: badge.toLowerCase(), pin: '2580' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ difference: -1, witness_name: 'Test user' });
    expect(await env.quantityOf(w.itemA1)).toBe(19);
    expect((await movementsOf(w.stockMedA1)).at(-1)).toMatchObject({
      kind: 'counted',
      actor_user_id: nurse.id,
      witness_user_id: colleague.id,
    });
    const attempts = await env.db
      .selectFrom('badge_attempts')
      .innerJoin('kiosks', 'kiosks.id', 'badge_attempts.kiosk_key')
      .select('badge_attempts.success')
      .where('kiosks.site_id', '=', w.a1)
      .execute();
    expect(attempts.map((a) => a.success).sort()).toEqual([0, 0, 1]);
  });

  it('keeps whoever received a delivery since the last count from counting, unless the site allows it', async () => {
    const { w, nurse, colleague } = await unit();
    const delivered = await env.request('POST', '/inventory/items', {
      ...as(nurse, w),
      body: {
        medicine_template_id: w.stockMedA1,
        batch_number: 'NY-1',
        expiry_date: '2027-09-30',
        quantity: 10,
        delivery_reference: 'FS-1',
        witness: witnessOf(w.admin),
      },
    });
    expect(delivered.status).toBe(201);
    const lines = [
      { inventory_item_id: w.itemA1, counted_quantity: 20 },
      { inventory_item_id: delivered.body.id, counted_quantity: 10 },
    ];
    const refused = await count(w, nurse, { lines });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'COUNTER_RECEIVED_DELIVERY',
      detail: 'Kontrollräkningen ska göras av någon annan än den som tagit emot leveransen',
    });
    expect((await count(w, colleague, { lines })).status).toBe(201);

    // After a count, the receiver may count again until the next delivery.
    expect((await count(w, nurse, { lines })).status).toBe(201);

    await env.request('POST', '/inventory/unpack', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {
        medicine_template_id: w.stockMedA1,
        batch_number: 'NY-1',
        expiry_date: '2027-09-30',
        quantity: 5,
        delivery_reference: 'FS-2',
        witness: witnessOf(w.admin),
      },
    });
    const managerLines = [lines[0], { inventory_item_id: delivered.body.id, counted_quantity: 15 }];
    const settings = await env.request('PUT', `/sites/${w.a1}/settings`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { narcotics_receiver_may_count: true },
    });
    expect(settings.status).toBe(200);
    expect(settings.body.narcotics_receiver_may_count).toBe(true);
    const audit = await env.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'site')
      .where('entity_id', '=', w.a1)
      .execute();
    expect(audit.at(-1)?.after_json).toContain('"narcotics_receiver_may_count":1');
    // The unpack was by the site admin; the rule is off now, so they may count too.
    const own = await env.request('POST', '/narcotics/counts', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { medicine_template_id: w.stockMedA1, lines: managerLines },
    });
    expect(own.status).toBe(201);
  });

  it('lets one of two counts saved at once win and answers the other 409', async () => {
    const { w, nurse, colleague } = await unit();
    const sheet = await countSheet(w, nurse);
    const body = {
      medicine_template_id: w.stockMedA1,
      last_count_id: sheet.body.last_count_id,
      lines: [{ inventory_item_id: w.itemA1, counted_quantity: 20 }],
    };
    const answers = await Promise.all(
      [nurse, colleague].map((person) =>
        env.request('POST', '/narcotics/counts', { ...as(person, w), body }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe('COUNT_CONFLICT');
    const counts = await env.db
      .selectFrom('narcotic_counts')
      .selectAll()
      .where('medicine_template_id', '=', w.stockMedA1)
      .execute();
    expect(counts).toHaveLength(1);
  });

  it('counts against the balance at the moment it is saved when a withdrawal races it', async () => {
    const { w, nurse, colleague } = await unit();
    // Signed and explained, so the count is saved whichever comes first.
    const [counted, withdrawn] = await Promise.all([
      count(w, colleague, {
        lines: [{ inventory_item_id: w.itemA1, counted_quantity: 20 }],
        note: 'Räknat under pågående uttag',
        witness: witnessOf(nurse),
      }),
      withdraw(w, nurse, { quantity: 1, patient: 'Patient A' }),
    ]);
    expect(withdrawn.status).toBe(201);
    expect(counted.status).toBe(201);
    // Either the count came first (20 expected, then 19 left) or the withdrawal did (19 expected).
    const expected: number = counted.body.expected;
    expect([19, 20]).toContain(expected);
    const balance = (await env.quantityOf(w.itemA1)) ?? -1;
    expect(balance).toBe(expected === 20 ? 19 : 20);
    if (expected === 20) expect(counted.body.status).toBe('ok');
    else expect(counted.body.status).toBe('discrepancy');
    const entries = (await journal(w, nurse)).body.items;
    expect(entries.at(-1).balance_after).toBe(balance);
  });
});

describe('the journal', () => {
  it('runs the product balance over all batches, by period and page', async () => {
    const { w, nurse } = await unit();
    const second = await env.item(w.a1, w.stockMedA1, 'LOT-B', '2027-03-31', 10);
    await moveTo('2026-11-22T10:00:00.000Z', nurse);
    await withdraw(w, nurse, { quantity: 3, patient: 'Patient 1', batch_number: 'LOT-B' });
    await moveTo('2026-11-23T10:00:00.000Z', nurse);
    await withdraw(w, nurse, { quantity: 2, patient: 'Patient 2', batch_number: 'LOT-A1' });
    const all = (await journal(w, nurse)).body;
    expect(
      all.items.map((e: { delta: number; balance_after: number }) => [e.delta, e.balance_after]),
    ).toEqual([
      [20, 20],
      [10, 30],
      [-3, 27],
      [-2, 25],
    ]);
    expect(all).toMatchObject({ opening_balance: 0, closing_balance: 25, total: 4 });
    const day = (await journal(w, nurse, '?from=2026-11-22&to=2026-11-22')).body;
    expect(day).toMatchObject({ opening_balance: 30, closing_balance: 27, total: 1 });
    expect(day.items[0]).toMatchObject({ patient: 'Patient 1', batch_number: 'LOT-B' });
    const paged = (await journal(w, nurse, '?page=2&size=3')).body;
    expect(paged).toMatchObject({ total: 4, pages: 2, page: 2 });
    expect(paged.items).toEqual([expect.objectContaining({ balance_after: 25 })]);
    // The journal balances against the batches.
    expect(all.closing_balance).toBe(
      ((await env.quantityOf(w.itemA1)) ?? 0) + ((await env.quantityOf(second)) ?? 0),
    );
    env.clock.set(START);
  });

  it('refuses a period over ten years, a reversed period and another site or medicine', async () => {
    const { w, nurse } = await unit();
    const long = await journal(w, nurse, '?from=2016-11-20&to=2026-11-21');
    expect(long.status).toBe(422);
    expect(long.body.detail).toBe('Perioden kan vara högst 10 år.');
    const pdfLong = await env.request(
      'GET',
      `/narcotics/${w.stockMedA1}/journal.pdf?from=2000-01-01&to=2026-01-01`,
      as(nurse, w),
    );
    expect(pdfLong.status).toBe(422);
    const reversed = await journal(w, nurse, '?from=2026-11-22&to=2026-11-21');
    expect(reversed.status).toBe(422);
    const foreign = await env.request('GET', `/narcotics/${w.stockMedB1}/journal`, as(nurse, w));
    expect(foreign.status).toBe(404);
    const plain = await env.request('GET', `/narcotics/${w.medA1}/journal`, as(nurse, w));
    expect(plain.status).toBe(404);
    const otherUnit = await env.request('GET', `/narcotics/${w.stockMedA1}/journal`, {
      token: w.foreign.token,
      site: w.b1,
    });
    expect(otherUnit.status).toBe(404);
  });

  it('exports the period as CSV and PDF and logs who took them out', async () => {
    const { w, nurse } = await unit();
    await withdraw(w, nurse, { quantity: 2, patient: 'Åsa Öberg' });
    const csv = await env.app.request(`/api/v1/narcotics/${w.stockMedA1}/journal.csv`, {
      headers: { Authorization: `Bearer ${nurse.token}`, 'X-Site-Id': w.a1 },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="narkotikajournal-morfin-10-mg-.*\.csv"/,
    );
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain(';Åsa Öberg;');
    const pdf = await env.app.request(
      `/api/v1/narcotics/${w.stockMedA1}/journal.pdf?from=2026-11-01&to=2026-11-30`,
      {
        headers: { Authorization: `Bearer ${nurse.token}`, 'X-Site-Id': w.a1 },
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const audit = await env.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'export_journal')
      .where('actor_id', '=', nurse.id)
      .execute();
    expect(audit.map((a) => JSON.parse(a.after_json ?? '{}').format).sort()).toEqual([
      'csv',
      'pdf',
    ]);
    expect(audit.some((a) => (a.after_json ?? '').includes('Åsa'))).toBe(false);
  });
});

describe('witnessed disposal', () => {
  it('completes a narcotic kassation only with a witness and names both', async () => {
    const { w, nurse, colleague } = await unit();
    const started = await env.request('POST', '/kassation/initiate', {
      ...as(nurse, w),
      body: { inventory_item_id: w.itemA1, quantity: 2, reason: 'damaged' },
    });
    expect(started.status).toBe(201);
    const id: string = started.body.id;
    const approved = await env.request('POST', `/kassation/approve/${id}`, {
      token: w.admin.token,
      site: w.a1,
    });
    expect(approved.status).toBe(200);
    const unsigned = await env.request('POST', `/kassation/complete/${id}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {},
    });
    expect(unsigned.status).toBe(422);
    expect(unsigned.body.detail).toBe('Kassation av narkotika kräver ett vittne');
    const self = await env.request('POST', `/kassation/complete/${id}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { witness: witnessOf(w.siteAdmin) },
    });
    expect(self.status).toBe(422);
    const done = await env.request('POST', `/kassation/complete/${id}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { witness: witnessOf(colleague) },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'completed',
      witness_name: expect.stringContaining('Test user'),
    });
    const disposal = (await journal(w, nurse)).body.items.find(
      (e: { kind: string }) => e.kind === 'disposed',
    );
    expect(disposal).toMatchObject({
      delta: -2,
      balance_after: 18,
      witness_name: 'Test user',
      note: 'Kassation: Skadat',
    });
  });

  it('completes other medicines without a witness, as before', async () => {
    const { w, nurse } = await unit();
    const item = await env.item(w.a1, w.medA1, 'ALV-K', '2027-05-31', 10);
    const started = await env.request('POST', '/kassation/initiate', {
      ...as(nurse, w),
      body: { inventory_item_id: item, quantity: 1 },
    });
    await env.request('POST', `/kassation/approve/${started.body.id}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    const done = await env.request('POST', `/kassation/complete/${started.body.id}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {},
    });
    expect(done.status).toBe(200);
    expect(done.body.witness_name).toBeNull();
  });
});

describe('count due', () => {
  it('warns when a narcotic is not counted within the site count days and closes when counted', async () => {
    const { w, nurse } = await unit();
    await moveTo('2026-12-30T09:00:00.000Z', nurse);
    await refreshWarnings(env.db, env.clock, { siteIds: [w.a1] });
    const open = () =>
      env.db
        .selectFrom('warnings')
        .selectAll()
        .where('site_id', '=', w.a1)
        .where('warning_type', '=', 'count_overdue')
        .execute();
    const [warning] = await open();
    expect(warning).toMatchObject({
      title: 'Kontrollräkning försenad: Morfin 10 mg',
      severity: 'high',
      is_resolved: 0,
    });
    const listed = await env.request('GET', '/warnings?warning_type=count_overdue', as(nurse, w));
    expect(listed.body.items[0]).toMatchObject({
      title_message: { code: 'warning.count_overdue.title', params: { medicine: 'Morfin 10 mg' } },
      description_message: {
        code: 'warning.count_overdue.description.never_counted',
        params: { medicine: 'Morfin 10 mg', count_due: '2026-12-21' },
      },
    });
    // The count is blind: neither the warning nor the overview tells the balance.
    expect(warning?.description).toBe(
      'Läkemedlet har inte kontrollräknats i Medvakt. Nästa skulle ha gjorts senast 2026-12-21. ' +
        'Räkna Morfin 10 mg och låt en kollega signera en avvikelse.',
    );
    expect(JSON.stringify(listed.body.items[0])).not.toMatch(/saldo|balance/i);
    const list = await env.request('GET', '/narcotics', as(nurse, w));
    expect(list.body.items[0]).toMatchObject({ count_due: '2026-12-21', count_overdue: true });
    expect(list.body.items[0]).not.toHaveProperty('balance');
    const counted = await count(w, nurse, {
      lines: [{ inventory_item_id: w.itemA1, counted_quantity: 20 }],
    });
    expect(counted.status).toBe(201);
    const [closed] = await open();
    expect(closed).toMatchObject({ is_resolved: 1 });
    const resolved = await env.request(
      'GET',
      '/warnings?warning_type=count_overdue&is_resolved=true',
      as(nurse, w),
    );
    expect(resolved.body.items[0]).toMatchObject({
      resolution_message: { code: 'resolution.count_done', params: {} },
    });
    env.clock.set(START);
  });
});
