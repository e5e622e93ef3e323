import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../shared/schemas/narcotics.ts';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { readPdf } from '../../test/pdf-reader.ts';
import { codeFor, newKey } from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true });
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
const as = (w: World) => ({ token: w.staff.token, site: w.a1 });

async function withdraw(w: World, quantity: number, patient: string) {
  const res = await env.request('POST', '/qr-codes/scan', {
    ...as(w),
    headers: { 'Idempotency-Key': newKey() },
    body: {
      qr_code_data: await codeFor(env, w.a1, w.stockMedA1),
      action_type: 'withdraw',
      quantity,
      patient,
    },
  });
  expect(res.status).toBe(201);
}

/** An entry that moves no stock, as the classification, rename and batch edits write them. */
async function recordEntry(
  w: World,
  kind: 'reclassified' | 'renamed' | 'batch_changed',
  medicineName: string,
  before: string | null,
  after: string | null,
) {
  await env.db
    .insertInto('narcotic_record_entries')
    .values({
      site_id: w.a1,
      medicine_template_id: w.stockMedA1,
      inventory_item_id: kind === 'batch_changed' ? w.itemA1 : null,
      medicine_name: medicineName,
      batch_number: kind === 'batch_changed' ? 'LOT-A1' : null,
      kind,
      before_value: before,
      after_value: after,
      reason: null,
      actor_user_id: w.siteAdmin.id,
      actor_label: 'Elin Enhetschef <elin@test.se>',
      witness_user_id: w.colleague.id,
      witness_label: 'Test user <kollega@test.se>',
      created_at: env.clock.now().toISOString(),
    })
    .execute();
}

/** A delivery with its delivery note, booked as the delivery flow books it. */
async function delivery(w: World, quantity: number, reference: string) {
  const at = env.clock.now().toISOString();
  const item = await env.db
    .updateTable('inventory_items')
    .set((eb) => ({ quantity: eb('quantity', '+', quantity) }))
    .where('id', '=', w.itemA1)
    .returningAll()
    .executeTakeFirstOrThrow();
  await env.db
    .insertInto('stock_movements')
    .values({
      site_id: w.a1,
      inventory_item_id: w.itemA1,
      medicine_template_id: w.stockMedA1,
      medicine_name: 'Morfin Meda 10 mg',
      batch_number: 'LOT-A1',
      kind: 'received',
      delta: quantity,
      balance_after: item.quantity,
      actor_user_id: w.staff.id,
      actor_label: 'Test user <staff@test.se>',
      reason: null,
      reference_type: null,
      reference_id: null,
      created_at: at,
      delivery_reference: reference,
    })
    .execute();
}

const read = async (w: World, query = '') => {
  const res = await env.request('GET', `/narcotics/${w.stockMedA1}/journal${query}`, as(w));
  expect(res.status).toBe(200);
  return res.body as { items: JournalEntry[] } & Record<string, unknown>;
};

/** Moves the clock and signs the nurse in again (a session lasts hours, not days). */
async function at(w: World, instant: string) {
  env.clock.set(instant);
  w.staff.token = await env.tokenFor(w.staff.id);
}

describe('the journal says what happened, as it was', () => {
  it('numbers movements and record entries, names the product as it was, and keeps readable after reclassification', async () => {
    const w = await env.world();
    await env.db
      .updateTable('medicine_templates')
      .set({ narcotic_schedule: 'V', pack_size: '10 × 1 ml' })
      .where('id', '=', w.stockMedA1)
      .execute();
    await at(w, '2026-11-22T08:00:00.000Z');
    await withdraw(w, 2, 'Åsa Öberg');
    const withdrawal = await env.db
      .selectFrom('stock_movements')
      .selectAll()
      .where('medicine_template_id', '=', w.stockMedA1)
      .where('kind', '=', 'withdrawn')
      .executeTakeFirstOrThrow();
    expect(withdrawal).toMatchObject({ medicine_form: 'tablett', pack_size: '10 × 1 ml' });

    await at(w, '2026-11-23T08:00:00.000Z');
    await env.db
      .updateTable('medicine_templates')
      .set({ name: 'Morfin Meda' })
      .where('id', '=', w.stockMedA1)
      .execute();
    await recordEntry(w, 'renamed', 'Morfin 10 mg', 'Morfin 10 mg', 'Morfin Meda 10 mg');
    await recordEntry(
      w,
      'batch_changed',
      'Morfin Meda 10 mg',
      'LOT-A1, 2027-06-30',
      'LOT-A1-X, 2030-06-30',
    );
    const early = (await read(w)).items.map((e) => [e.number, e.kind]);

    await at(w, '2026-11-24T08:00:00.000Z');
    await delivery(w, 5, 'FS-4471');
    await withdraw(w, 1, 'Bo Ek');
    const fullBefore = await read(w);
    expect(fullBefore.items.slice(0, early.length).map((e) => [e.number, e.kind])).toEqual(early);

    await at(w, '2026-11-25T08:00:00.000Z');
    await env.db
      .updateTable('medicine_templates')
      .set({ is_controlled_substance: 0, narcotic_schedule: null })
      .where('id', '=', w.stockMedA1)
      .execute();
    await recordEntry(w, 'reclassified', 'Morfin Meda 10 mg', 'V', null);

    const journal = await read(w);
    expect(journal).toMatchObject({
      care_provider: 'Solna stad',
      site_name: 'Hemsjukvården Solna',
      name: 'Morfin Meda',
      strength: '10 mg',
      form: 'tablett',
      pack_size: '10 × 1 ml',
      schedule: null,
      earlier_names: [{ name: 'Morfin 10 mg', until: '2026-11-23' }],
      opening_balance: 0,
      closing_balance: 22,
      total: 7,
    });
    const rows = journal.items.map((e) => [
      e.number,
      e.kind,
      e.quantity_in,
      e.quantity_out,
      e.balance_after,
      e.medicine_name,
      e.delivery_reference,
      e.note,
    ]);
    expect(rows).toEqual([
      [1, 'opening_balance', 20, null, 20, 'Morfin 10 mg', null, null],
      [2, 'withdrawn', null, 2, 18, 'Morfin 10 mg', null, null],
      [
        3,
        'renamed',
        null,
        null,
        18,
        'Morfin 10 mg',
        null,
        'Namn ändrat: Morfin 10 mg → Morfin Meda 10 mg',
      ],
      [
        4,
        'batch_changed',
        null,
        null,
        18,
        'Morfin Meda 10 mg',
        null,
        'Batch ändrad: LOT-A1, 2027-06-30 → LOT-A1-X, 2030-06-30',
      ],
      [5, 'received', 5, null, 23, 'Morfin Meda 10 mg', 'FS-4471', null],
      [6, 'withdrawn', null, 1, 22, 'Morfin Meda 10 mg', null, null],
      [7, 'reclassified', null, null, 22, 'Morfin Meda 10 mg', null, 'Klassning ändrad: V → ingen'],
    ]);
    expect(journal.items[2]).toMatchObject({
      id: null,
      actor_name: 'Elin Enhetschef',
      witness_name: 'Test user',
    });

    // A page and a period keep the journal's own numbers.
    const page = await read(w, '?page=2&size=3');
    expect(page.items.map((e) => e.number)).toEqual([4, 5, 6]);
    const day = await read(w, '?from=2026-11-24&to=2026-11-24');
    expect(day.items.map((e) => e.number)).toEqual([5, 6]);
    expect(day).toMatchObject({ opening_balance: 18, closing_balance: 22 });
  });

  it('prints the head, every field and both correction marks in the PDF and the CSV', async () => {
    const w = await env.world();
    await env.db
      .updateTable('medicine_templates')
      .set({ narcotic_schedule: 'II', pack_size: '100 st' })
      .where('id', '=', w.stockMedA1)
      .execute();
    await at(w, '2026-11-22T08:00:00.000Z');
    await delivery(w, 5, 'FS-4471');
    await withdraw(w, 2, 'Åsa Öberg');
    const wrong = (await read(w)).items.at(-1)!;
    const corrected = await env.request('POST', `/narcotics/journal/${wrong.id}/corrections`, {
      ...as(w),
      body: {
        quantity: 1,
        note: 'En tablett, inte två',
        witness: { email: w.colleague.email, password: TEST_PASSWORD },
      },
    });
    expect(corrected.status).toBe(201);

    const pdfRes = await env.app.request(`/api/v1/narcotics/${w.stockMedA1}/journal.pdf`, {
      headers: { Authorization: `Bearer ${w.staff.token}`, 'X-Site-Id': w.a1 },
    });
    expect(pdfRes.status).toBe(200);
    const pdf = await readPdf(new Uint8Array(await pdfRes.arrayBuffer()));
    const text = await pdf.text(1);
    for (const field of [
      'Vårdgivare Solna stad',
      'Enhet Hemsjukvården Solna',
      'Läkemedel Morfin 10 mg, tablett, 100 st',
      'Förteckning Förteckning II',
      'Ingående saldo 0 styck',
      'Utgående saldo 24 styck',
      '2 2026-11-22 09:00 Inleverans LOT-A1 5 25 – Test user – FS-4471 Namn vid posten: Morfin Meda 10 mg',
      '3 2026-11-22 09:00 Uttag LOT-A1 2 23 Åsa Öberg Test user – – Rättad av post 4',
      '4 2026-11-22 09:00 Rättelse LOT-A1 1 24 Åsa Öberg Test user Test user – Rättar post 3. En tablett, inte två',
      'Granskad av Datum Namnteckning',
      'Sida 1 av 1',
    ])
      expect(text).toContain(field);

    const csvRes = await env.app.request(`/api/v1/narcotics/${w.stockMedA1}/journal.csv`, {
      headers: { Authorization: `Bearer ${w.staff.token}`, 'X-Site-Id': w.a1 },
    });
    const lines = (await csvRes.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('Vårdgivare;Solna stad');
    expect(lines).toContain('Förteckning;Förteckning II');
    expect(lines).toContainEqual(
      expect.stringMatching(/^2;2026-11-22;09:00;Inleverans;LOT-A1;5;;25;;Test user;;FS-4471;;/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^3;.*;Uttag;LOT-A1;;2;23;Åsa Öberg;.*;Rättad av post 4;;4;/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^4;.*;Rättelse;LOT-A1;1;;24;.*;Rättar post 3\. En tablett, inte två;3;;/,
      ),
    );
  });
});
