import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv, readXlsx } from '../../test/export-reader.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
type Row = Record<string, any>;

/** Uploads a file as the browser's form does. */
async function upload(w: World, name: string, bytes: Buffer, token = w.siteAdmin.token) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  const response = await env.app.request(`/api/v1/imports?kind=medicines`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Site-Id': w.a1 },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Row };
}

const call = (w: World, method: string, path: string, body?: unknown) =>
  env.request(method, path, { token: w.siteAdmin.token, site: w.a1, body });

const LIST = [
  'Läkemedel;Styrka;Beredningsform;Förpackning;GTIN;Förteckning;Min. lager;Hållbarhet efter öppning',
  'Panodil;500 mg;tablett;100 st;07046260080157;;10;',
  'Oxynorm;5 mg;kapsel;30 st;;II;2;',
  'Alvedon;10 mg;kapsel;20 st;;;5;',
  'NovoRapid;100 E/ml;injektionsvätska;5 x 3 ml;;;;28',
  'Panodil;500 mg;tablett;50 st;;;;',
  'Tramadol;50 mg;kapsel;;;X;;',
  ';10 mg;tablett;;;;;',
  'Furix;40 mg;tablett;;12345;;;',
].join('\r\n');

describe('importing a medicine list', () => {
  it('proposes the mapping from the headings and previews every row before anything is written', async () => {
    const w = await env.world();
    const started = await upload(w, 'lakemedel.csv', Buffer.from(`\uFEFF${LIST}`));
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({
      kind: 'medicines',
      file_name: 'lakemedel.csv',
      row_count: 8,
      status: 'draft',
      mapping_source: 'headers',
      proposed_mapping: {
        name: 0,
        strength: 1,
        unit: 2,
        pack_size: 3,
        gtin: 4,
        narcotic_schedule: 5,
        minimum_stock_level: 6,
        in_use_days: 7,
        storage_requirements: null,
      },
    });
    const preview = await call(w, 'PUT', `/imports/${started.body.id}/mapping`, {
      mapping: started.body.proposed_mapping,
    });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // The world's unit already keeps Alvedon 10 mg tablett: a form that differs is an error.
    expect(preview.body.counts).toEqual({ create: 3, update: 0, skip: 0, error: 5 });
    const byLine = new Map(preview.body.rows.map((r: Row) => [r.line, r]));
    expect(byLine.get(4)).toMatchObject({
      outcome: 'error',
      message: 'Finns redan på enheten med beredningsform tablett.',
      cell: 'C4',
    });
    expect(byLine.get(2)).toMatchObject({ outcome: 'create' });
    expect(byLine.get(3)).toMatchObject({ outcome: 'create', values: { narcotic_schedule: 'II' } });
    expect(byLine.get(6)).toMatchObject({
      outcome: 'error',
      message: 'Samma läkemedel och styrka som rad 2.',
      cell: 'A6',
    });
    expect(byLine.get(7)).toMatchObject({
      outcome: 'error',
      message: "Förteckningen 'X' finns inte: ange II, III, IV, V eller lämna tomt.",
      cell: 'F7',
    });
    expect(byLine.get(8)).toMatchObject({
      outcome: 'error',
      message: 'Läkemedelsnamn krävs.',
      cell: 'A8',
    });
    expect(byLine.get(9)).toMatchObject({ outcome: 'error', cell: 'E9' });
    const medicines = await env.db
      .selectFrom('medicine_templates')
      .select('name')
      .where('site_id', '=', w.a1)
      .execute();
    expect(medicines.map((m) => m.name).sort()).toEqual(['Alvedon', 'Morfin']);
  });

  it('writes the good rows, lists the rest in the error file, and a second commit of the same file changes nothing', async () => {
    const w = await env.world();
    const first = await upload(w, 'lakemedel.csv', Buffer.from(LIST));
    await call(w, 'PUT', `/imports/${first.body.id}/mapping`, {
      mapping: first.body.proposed_mapping,
      save: true,
    });
    const [a, b] = await Promise.all([
      call(w, 'POST', `/imports/${first.body.id}/commit`),
      call(w, 'POST', `/imports/${first.body.id}/commit`),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = a.status === 200 ? a.body : b.body;
    expect(done).toMatchObject({ status: 'committed', counts: { create: 3, error: 5 } });

    const made = await env.db
      .selectFrom('medicine_templates')
      .selectAll()
      .where('site_id', '=', w.a1)
      .orderBy('name')
      .execute();
    expect(made.map((m) => [m.name, m.strength, m.narcotic_schedule, m.in_use_days])).toEqual([
      ['Alvedon', '10 mg', null, null],
      ['Morfin', '10 mg', 'II', null],
      ['NovoRapid', '100 E/ml', null, 28],
      ['Oxynorm', '5 mg', 'II', null],
      ['Panodil', '500 mg', null, null],
    ]);
    const gtins = await env.db
      .selectFrom('medicine_gtins')
      .select('gtin')
      .where('site_id', '=', w.a1)
      .execute();
    expect(gtins.map((g) => g.gtin)).toEqual(['07046260080157']);

    const csv = await download(env, `/imports/${first.body.id}/errors.csv`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    const { rows } = readCsv(csv.bytes);
    expect(rows[0]?.at(-1)).toBe('Fel');
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Alvedon', 'Panodil', 'Tramadol', '', 'Furix']);
    expect(rows[2]?.at(-1)).toBe('Samma läkemedel och styrka som rad 2. (cell A6)');
    const xlsx = await download(env, `/imports/${first.body.id}/errors.xlsx`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    const { sheet } = await readXlsx(xlsx.bytes);
    expect(sheet.name).toBe('Fel');
    expect(sheet.getRow(3).getCell(9).value).toBe(
      'Samma läkemedel och styrka som rad 2. (cell A6)',
    );
    expect(sheet.getRow(3).getCell(5).value).toBe('');

    // The same file again: the saved mapping is proposed, and nothing new is created.
    const again = await upload(w, 'lakemedel.csv', Buffer.from(LIST));
    expect(again.body.mapping_source).toBe('saved');
    const second = await call(w, 'POST', `/imports/${again.body.id}/commit`);
    expect(second.body.counts).toEqual({ create: 0, update: 0, skip: 3, error: 5 });
    const count = await env.db
      .selectFrom('medicine_templates')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('site_id', '=', w.a1)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(5);

    const listed = await call(w, 'GET', '/imports');
    expect(listed.body.map((i: Row) => [i.file_name, i.status])).toEqual([
      ['lakemedel.csv', 'committed'],
      ['lakemedel.csv', 'committed'],
    ]);
    const audited = await env.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'import')
      .where('entity_id', '=', first.body.id)
      .execute();
    expect(audited.map((r) => r.action).sort()).toEqual(['import_committed', 'import_uploaded']);
  });

  it('updates what a row changes on a medicine the unit keeps, from an Excel workbook', async () => {
    const w = await env.world();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Läkemedel');
    sheet.addRow(['Name', 'Strength', 'Dosage form', 'Pack size', 'Minimum']);
    sheet.addRow(['Alvedon', '10 mg', 'tablett', '100 st', { formula: '2*5', result: 10 }]);
    const started = await upload(w, 'list.xlsx', Buffer.from(await book.xlsx.writeBuffer()));
    expect(started.body.proposed_mapping).toMatchObject({
      name: 0,
      strength: 1,
      unit: 2,
      pack_size: 3,
      minimum_stock_level: 4,
    });
    const preview = await call(w, 'PUT', `/imports/${started.body.id}/mapping`, {
      mapping: started.body.proposed_mapping,
    });
    expect(preview.body.rows[0]).toMatchObject({
      outcome: 'update',
      message: 'Ändras: förpackning, minsta lager.',
    });
    await call(w, 'POST', `/imports/${started.body.id}/commit`);
    const alvedon = await env.db
      .selectFrom('medicine_templates')
      .select(['pack_size', 'minimum_stock_level'])
      .where('id', '=', w.medA1)
      .executeTakeFirstOrThrow();
    expect(alvedon).toEqual({ pack_size: '100 st', minimum_stock_level: 10 });
  });

  it('refuses a user, a mapping without a required field, and a file that is no spreadsheet, in Swedish', async () => {
    const w = await env.world();
    const byUser = await upload(w, 'lista.csv', Buffer.from(LIST), w.staff.token);
    expect(byUser.status).toBe(403);
    const started = await upload(w, 'lista.csv', Buffer.from(LIST));
    const bad = await call(w, 'PUT', `/imports/${started.body.id}/mapping`, {
      mapping: { ...started.body.proposed_mapping, unit: null, gtin: null },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBe('Välj kolumnen för Beredningsform: den krävs.');
    const pdf = await upload(w, 'lista.pdf', Buffer.from('%PDF-1.4\u0000\u0000'));
    expect(pdf.status).toBe(422);
    expect(pdf.body.detail).toBe('Filen är inte ett kalkylark (.xlsx eller .csv).');
  });

  it('hands out a template to fill in whose headings the import knows, with checks and a help sheet', async () => {
    const w = await env.world();
    const file = await download(env, '/imports/template.xlsx?kind=medicines', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('mall-lakemedelslista.xlsx');
    const { workbook, sheet } = await readXlsx(file.bytes);
    expect(sheet.getRow(1).getCell(1).value).toBe('Läkemedel');
    expect(sheet.getRow(2).getCell(1).value).toBe('Alvedon');
    const schedule = (sheet.getRow(1).values as unknown[]).indexOf('Narkotikaförteckning');
    expect(sheet.getCell(2, schedule).dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"II,III,IV,V"'],
    });
    const help = workbook.getWorksheet('Hjälp');
    expect(help?.getRow(2).values).toEqual([
      undefined,
      'Läkemedel',
      'Ja',
      'Läkemedlets namn som på förpackningen.',
    ]);

    const started = await upload(w, 'mall.xlsx', file.bytes);
    expect(Object.values(started.body.proposed_mapping).every((c) => c !== null)).toBe(true);
  });
});
