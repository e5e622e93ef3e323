import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv } from '../../test/export-reader.ts';
import {
  countOneShort as countOne,
  deviationUnit,
  managerOf,
  openDeviationsOf,
  type Person,
} from '../../test/deviation-fixtures.ts';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { readPdf } from '../../test/pdf-reader.ts';
import { codeFor, newKey } from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ trustProxy: true });
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

const unit = () => deviationUnit(env);
const manager = managerOf;
const countOneShort = (w: World, nurse: Person, witness: { email: string }) =>
  countOne(env, w, nurse, witness);
const openDeviations = (w: World) => openDeviationsOf(env, w);

describe('other narcotic deviations', () => {
  it('a stock-take completed with a narcotic difference opens one', async () => {
    const { w } = await unit();
    const as = { token: w.staff.token, site: w.a1 };
    const take = (await env.request('POST', '/stock-takes', { ...as, body: {} })).body;
    await env.request('PUT', `/stock-takes/${take.id}/lines/${w.itemA1}`, {
      ...as,
      body: { counted_quantity: 18 },
    });
    const done = await env.request('POST', `/stock-takes/${take.id}/complete`, {
      ...manager(w),
      body: {
        note: 'Två ampuller saknas',
        witness: { email: w.staff.email, password: TEST_PASSWORD },
      },
    });
    expect(done.status).toBe(200);
    const [deviation] = await openDeviations(w);
    expect(deviation).toMatchObject({
      kind: 'stock_take',
      title: 'Inventering med differens: Morfin 10 mg (−2 styck)',
    });
    expect(deviation?.description).toContain('Batch LOT-A1: förväntat 20, räknat 18 (−2).');
    expect(deviation?.description).toContain('Avslutad av Test site_admin, vittne Test user.');
  });

  it('a journal correction opens one that names the entry and never the patient', async () => {
    const { w, nurse, witness } = await unit();
    const as = { token: nurse.token, site: w.a1 };
    const taken = await env.request('POST', '/qr-codes/scan', {
      ...as,
      headers: { 'Idempotency-Key': newKey() },
      body: {
        qr_code_data: await codeFor(env, w.a1, w.stockMedA1),
        action_type: 'withdraw',
        quantity: 2,
        patient: 'Greta Patientsson',
      },
    });
    expect(taken.status).toBe(201);
    const wrong = await env.db
      .selectFrom('stock_movements')
      .select('id')
      .where('inventory_item_id', '=', w.itemA1)
      .where('kind', '=', 'withdrawn')
      .executeTakeFirstOrThrow();
    const fixed = await env.request('POST', `/narcotics/journal/${wrong.id}/corrections`, {
      ...as,
      body: {
        quantity: 1,
        note: 'En ampull togs, inte två',
        witness: { email: witness.email, password: TEST_PASSWORD },
      },
    });
    expect(fixed.status).toBe(201);
    const journal = await env.request('GET', `/narcotics/${w.stockMedA1}/journal`, as);
    const entries = (journal.body as { items: { id: number | null; number: number }[] }).items;
    const numberOf = (id: number) => entries.find((e) => e.id === id)?.number;
    const [deviation] = await openDeviations(w);
    expect(deviation).toMatchObject({
      kind: 'correction',
      title: `Rättelse i journalen: Morfin 10 mg, post ${numberOf(wrong.id)}`,
    });
    expect(deviation?.description).toContain(`Journalpost ${numberOf(wrong.id)} för Morfin 10 mg`);
    expect(deviation?.description).toContain(`rättades med post ${numberOf(wrong.id)! + 1} `);
    expect(deviation?.description).toContain('(Uttag −2 styck, batch LOT-A1,');
    expect(deviation?.description).toContain('(+1 styck) av Anna user, vittne Bo user.');
    expect(deviation?.description).toContain('Orsak: En ampull togs, inte två.');
    expect(JSON.stringify(deviation)).not.toContain('Patientsson');
  });
});

describe('the list as files', () => {
  it('exports the unit’s deviations as CSV and PDF, read back', async () => {
    const { w, nurse, witness } = await unit();
    await countOneShort(w, nurse, witness);
    const csv = await download(env, '/deviations/export?format=csv&status=all', manager(w));
    expect(csv.status).toBe(200);
    const { rows } = readCsv(csv.bytes);
    const header = rows.find((r) => r[0] === 'Öppnad');
    expect(header).toEqual([
      'Öppnad',
      'Typ',
      'Läkemedel',
      'Vad hände',
      'Öppnad av',
      'Status',
      'Avslutad',
      'Avslutad av',
      'Slutsats',
    ]);
    const line = rows.find((r) => r[1] === 'Kontrollräkning med differens');
    expect(line).toMatchObject({ 2: 'Morfin 10 mg', 4: 'Anna user', 5: 'Öppen' });
    expect(line?.[3]).toContain('förväntat 20, räknat 19 styck (−1)');

    const pdf = await download(env, '/deviations/export?format=pdf&status=open', manager(w));
    expect(pdf.status).toBe(200);
    const text = await (await readPdf(pdf.bytes)).text(1);
    expect(text).toContain('Avvikelser');
    expect(text).toContain('Hemsjukvården Solna');
    expect(text).toContain('Kontrollräkning med differens');
    expect(text).toContain('Anna user');
  });
});

describe('the record of a deviation', () => {
  it('cannot be deleted, nor changed once closed, nor its notes changed, by SQL', async () => {
    const { w, nurse, witness } = await unit();
    await countOneShort(w, nurse, witness);
    const [deviation] = await openDeviations(w);
    const id = String(deviation?.id);
    await env.request('POST', `/deviations/${id}/notes`, { ...manager(w), body: { text: 'Ok' } });
    await env.request('POST', `/deviations/${id}/close`, {
      ...manager(w),
      body: { conclusion: 'Felräkning' },
    });
    const attempts = [
      sql`update deviations set conclusion = 'Annat' where id = ${id}`,
      sql`update deviations set status = 'open' where id = ${id}`,
      sql`delete from deviations where id = ${id}`,
      sql`update deviation_notes set text = 'Annat' where deviation_id = ${id}`,
      sql`delete from deviation_notes where deviation_id = ${id}`,
    ];
    for (const statement of attempts)
      await expect(statement.execute(env.db)).rejects.toThrow(/oföränderlig/);
    const kept = await env.request('GET', `/deviations/${id}`, manager(w));
    expect(kept.body).toMatchObject({
      status: 'closed',
      conclusion: 'Felräkning',
      notes: [{ text: 'Ok' }],
    });
  });
});
