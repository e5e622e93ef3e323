import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { uploadAndMap } from '../../test/import-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
type Row = Record<string, any>;

async function upload(w: World, kind: string, name: string, text: string, token = w.admin.token) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(Buffer.from(text))], name));
  const response = await env.app.request(`/api/v1/imports?kind=${kind}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Site-Id': w.a1 },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Row };
}

const as = (w: World, token: string, method: string, path: string, body?: unknown) =>
  env.request(method, path, { token, site: w.a1, body });

/** Uploads, maps as proposed and commits; answers the preview and the commit. */
async function importCatalogue(w: World, text: string) {
  const { id, started, preview, call } = await uploadAndMap(env, {
    token: w.admin.token,
    site: w.a1,
    kind: 'catalogue',
    name: 'sortiment.csv',
    content: text,
  });
  const committed = await call('POST', `/imports/${id}/commit`, { witness: null });
  expect(committed.status, JSON.stringify(committed.body)).toBe(200);
  return { started, preview, committed: committed.body };
}

const HEADINGS =
  'GTIN;Produktnamn;Styrka;Beredningsform;Förpackning;ATC-kod;Narkotikaförteckning;Förvaring;Hållbarhet efter öppning';
const CATALOGUE = [
  HEADINGS,
  '07046260080157;Panodil;500 mg;tablett;100 st;N02BE01;;Rumstemperatur;',
  '7046261234566;Oxynorm;5 mg;kapsel;30 st;n02aa05;II;;',
  '07350000000016;NovoRapid;100 E/ml;injektionsvätska;5 x 3 ml;A10AB05;;Kylskåp;28',
  '07350000000016;NovoRapid Penfill;100 E/ml;injektionsvätska;5 x 3 ml;;;;',
  '12345;Furix;40 mg;tablett;;;;;',
  '07350000000023;Tramadol;50 mg;kapsel;;N02AX02;X;;',
  '07350000000030;Alvedon;500 mg;;;;;;',
  '07350000000047;Atacand;8 mg;tablett;;C09C;;;',
  '07350000000054;Ipren;200 mg;tablett;;M1AE01;;;',
].join('\n');

const stored = (w: World) =>
  env.db
    .selectFrom('catalogue_products')
    .selectAll()
    .where('customer_id', '=', w.customerA)
    .orderBy('gtin')
    .execute();

describe("a region's product catalogue", () => {
  it('is previewed row by row, written in bulk, and the same file again changes nothing', async () => {
    const w = await env.world();
    const { started, preview, committed } = await importCatalogue(w, CATALOGUE);
    expect(started.proposed_mapping).toMatchObject({
      gtin: 0,
      name: 1,
      strength: 2,
      unit: 3,
      pack_size: 4,
      atc_code: 5,
      narcotic_schedule: 6,
      storage_requirements: 7,
      in_use_days: 8,
    });
    expect(preview.counts).toEqual({ create: 4, update: 0, skip: 0, error: 5 });
    const byLine = new Map(preview.rows.map((r: Row) => [r.line, r]));
    expect(byLine.get(5)).toMatchObject({ message: 'Samma GTIN som rad 4.', cell: 'A5' });
    expect(byLine.get(6)).toMatchObject({
      message: 'GTIN 12345 är inget giltigt GTIN (kontrollsiffran).',
      cell: 'A6',
    });
    expect(byLine.get(7)).toMatchObject({ cell: 'G7' });
    expect(byLine.get(8)).toMatchObject({ message: 'Enhet krävs.', cell: 'D8' });
    expect(byLine.get(10)).toMatchObject({ cell: 'F10' });
    expect(String((byLine.get(10) as Row).message)).toContain('ATC-koden');
    expect(committed.counts).toEqual({ create: 4, update: 0, skip: 0, error: 5 });

    const products = await stored(w);
    expect(products.map((p) => [p.gtin, p.name, p.atc_code, p.narcotic_schedule])).toEqual([
      ['07046260080157', 'Panodil', 'N02BE01', null],
      ['07046261234566', 'Oxynorm', 'N02AA05', 'II'],
      ['07350000000016', 'NovoRapid', 'A10AB05', null],
      ['07350000000047', 'Atacand', 'C09C', null],
    ]);
    expect(products[2]).toMatchObject({ in_use_days: 28, storage_requirements: 'Kylskåp' });

    const again = await importCatalogue(w, CATALOGUE);
    expect(again.committed.counts).toEqual({ create: 0, update: 0, skip: 4, error: 5 });
    expect(await stored(w)).toEqual(products);

    const changed = CATALOGUE.replace(
      'Panodil;500 mg;tablett;100 st',
      'Panodil;500 mg;tablett;20 st',
    );
    const third = await importCatalogue(w, changed);
    const panodil = third.preview.rows.find((r: Row) => r.line === 2);
    expect(panodil).toMatchObject({ outcome: 'update', message: 'Ändras: förpackning.' });
    const after = await stored(w);
    expect(after.find((p) => p.name === 'Panodil')?.pack_size).toBe('20 st');
    expect(after.find((p) => p.name === 'Panodil')?.import_id).toBe(third.started.id);

    const listed = await as(w, w.admin.token, 'GET', '/imports');
    expect(listed.body[0]).toMatchObject({ kind: 'catalogue', file_name: 'sortiment.csv' });
  });

  it('is brought in by an admin only: a unit admin, a nurse and a token are refused', async () => {
    const w = await env.world();
    const bySiteAdmin = await upload(w, 'catalogue', 'sortiment.csv', CATALOGUE, w.siteAdmin.token);
    expect(bySiteAdmin.status).toBe(403);
    expect(bySiteAdmin.body.detail).toBe(
      'Produktkatalogen gäller kundens alla enheter och importeras av en admin.',
    );
    expect((await upload(w, 'catalogue', 's.csv', CATALOGUE, w.staff.token)).status).toBe(403);
    const count = await env.db
      .selectFrom('imports')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('site_id', '=', w.a1)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("is searched by name, GTIN and ATC code, and no other customer's is seen", async () => {
    const w = await env.world();
    await importCatalogue(w, CATALOGUE);
    const search = async (q: string, token = w.siteAdmin.token) => {
      const answer = await as(w, token, 'GET', `/catalogue?q=${encodeURIComponent(q)}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.products.map((p: Row) => p.name);
    };
    expect(await search('novo')).toEqual(['NovoRapid']);
    expect(await search('60080')).toEqual(['Panodil']);
    expect(await search('46261234')).toEqual(['Oxynorm']);
    expect(await search('N02')).toEqual(['Oxynorm', 'Panodil']);
    expect(await search('50%')).toEqual([]);
    const all = await as(w, w.siteAdmin.token, 'GET', '/catalogue');
    expect(all.body).toMatchObject({ total: 4, page: 1, pages: 1 });
    // Customer B's unit admin, working in B1, sees B's (empty) catalogue.
    const foreign = await env.request('GET', '/catalogue', {
      token: await env.tokenFor(w.foreignAdmin.id),
      site: w.b1,
    });
    expect(foreign.body).toMatchObject({ total: 0, products: [] });
    const nurse = await as(w, w.staff.token, 'GET', '/catalogue');
    expect(nurse.status).toBe(403);
  });
});

describe('a customer removed', () => {
  it("takes its catalogue, its saved mappings and its units' uploaded lists with it", async () => {
    const w = await env.world();
    const customer = await as(w, w.admin.token, 'POST', '/customers', {
      name: `Region Test ${w.a1.slice(0, 8)}`,
      customer_type: 'region',
    });
    const site = await as(w, w.admin.token, 'POST', '/sites', {
      name: `Avdelning ${w.a1.slice(0, 8)}`,
      customer_id: customer.body.id,
    });
    const form = new FormData();
    form.append('file', new File([new Uint8Array(Buffer.from(CATALOGUE))], 'sortiment.csv'));
    const started = await env.app.request('/api/v1/imports?kind=catalogue', {
      method: 'POST',
      headers: { Authorization: `Bearer ${w.admin.token}`, 'X-Site-Id': site.body.id },
      body: form,
    });
    const id = ((await started.json()) as Row).id;
    await env.request('PUT', `/imports/${id}/mapping`, {
      token: w.admin.token,
      site: site.body.id,
      body: {
        mapping: { gtin: 0, name: 1, strength: 2, unit: 3, pack_size: 4, atc_code: null },
        save: true,
      },
    });
    const committed = await env.request('POST', `/imports/${id}/commit`, {
      token: w.admin.token,
      site: site.body.id,
      body: { witness: null },
    });
    expect(committed.status, JSON.stringify(committed.body)).toBe(200);
    const held = (table: 'catalogue_products' | 'import_mappings') =>
      env.db
        .selectFrom(table)
        .select('customer_id')
        .where('customer_id', '=', customer.body.id)
        .execute();
    // Without the ATC and schedule columns, Tramadol and Ipren are no errors either.
    expect((await held('catalogue_products')).length).toBe(6);
    expect((await held('import_mappings')).length).toBe(1);

    const removed = await as(
      w,
      w.admin.token,
      'DELETE',
      `/customers/${customer.body.id}?force=true`,
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.outcome).toBe('deleted');
    expect(await held('catalogue_products')).toEqual([]);
    expect(await held('import_mappings')).toEqual([]);
    const uploads = await env.db.selectFrom('imports').select('id').where('id', '=', id).execute();
    expect(uploads).toEqual([]);
  });
});

describe('the catalogue behind the scan screen', () => {
  const PACK = '01073500000000161728033110LOT77';

  it("offers a pack's product when the unit has no medicine for it, and makes it in one step", async () => {
    const w = await env.world();
    await importCatalogue(w, CATALOGUE);
    const verify = (token = w.staff.token) =>
      as(w, token, 'POST', '/qr-codes/verify', { qr_code_data: PACK });
    const before = await verify();
    expect(before.body).toMatchObject({
      is_valid: false,
      error_code: 'GTIN_UNKNOWN',
      catalogue_product: { gtin: '07350000000016', name: 'NovoRapid', in_use_days: 28 },
    });
    // A nurse is told what it is; making the medicine is a manager's.
    const byNurse = await as(w, w.staff.token, 'POST', '/catalogue/07350000000016/medicine', {});
    expect(byNurse.status).toBe(403);

    // 30 taps at once make one medicine and one link (over two processes: api/multi-process).
    const taps = await Promise.all(
      Array.from({ length: 30 }, () =>
        env.request('POST', '/catalogue/07350000000016/medicine', {
          token: w.siteAdmin.token,
          site: w.a1,
          body: {},
        }),
      ),
    );
    expect(taps.filter((t) => t.status === 201)).toHaveLength(1);
    expect(taps.filter((t) => t.status === 200)).toHaveLength(29);
    const links = await env.db
      .selectFrom('medicine_gtins')
      .select('medicine_template_id')
      .where('site_id', '=', w.a1)
      .where('gtin', '=', '07350000000016')
      .execute();
    expect(links).toHaveLength(1);
    const templates = await env.db
      .selectFrom('medicine_templates')
      .selectAll()
      .where('site_id', '=', w.a1)
      .where('name', '=', 'NovoRapid')
      .execute();
    expect(templates).toHaveLength(1);
    expect(templates[0]).toMatchObject({
      strength: '100 E/ml',
      unit: 'injektionsvätska',
      pack_size: '5 x 3 ml',
      in_use_days: 28,
      storage_requirements: 'Kylskåp',
      is_controlled_substance: 0,
    });
    const after = await verify();
    expect(after.body).toMatchObject({
      is_valid: true,
      medicine_name: 'NovoRapid',
      catalogue_product: null,
    });
    // Customer B's unit does not see A's catalogue through its scans.
    const foreign = await env.request('POST', '/qr-codes/verify', {
      token: w.foreign.token,
      site: w.b1,
      body: { qr_code_data: PACK },
    });
    expect(foreign.body).toMatchObject({ error_code: 'GTIN_UNKNOWN', catalogue_product: null });
    const fromB = await env.request('POST', '/catalogue/07350000000016/medicine', {
      token: await env.tokenFor(w.foreignAdmin.id),
      site: w.b1,
      body: {},
    });
    expect(fromB.status).toBe(404);
    expect(fromB.body.detail).toBe('GTIN 07350000000016 finns inte i katalogen.');
  });

  it("links the pack to the unit's medicine of the same name and strength", async () => {
    const w = await env.world();
    await importCatalogue(
      w,
      CATALOGUE.replace('NovoRapid;100 E/ml;injektionsvätska', 'Alvedon;10 mg;tablett'),
    );
    const existing = await env.db
      .selectFrom('medicine_templates')
      .select(['id', 'name', 'strength'])
      .where('site_id', '=', w.a1)
      .where('name', '=', 'Alvedon')
      .executeTakeFirstOrThrow();
    expect(existing.strength).toBe('10 mg');
    const made = await as(w, w.siteAdmin.token, 'POST', '/catalogue/7350000000016/medicine', {});
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ medicine_template_id: existing.id, created: false });
    const bad = await as(w, w.siteAdmin.token, 'POST', '/catalogue/7350000000017/medicine', {});
    expect(bad.status).toBe(422);
  });

  it('fills the blank cells of a medicine list from the catalogue by GTIN', async () => {
    const w = await env.world();
    await importCatalogue(w, CATALOGUE);
    const list = [
      'GTIN;Min. lager;Förteckning',
      '07046261234566;2;',
      '07350000000047;5;',
      '07046260080157;;Ej',
    ].join('\n');
    const { id, preview, call } = await uploadAndMap(env, {
      token: w.siteAdmin.token,
      site: w.a1,
      kind: 'medicines',
      name: 'lista.csv',
      content: list,
    });
    expect(preview.counts).toEqual({ create: 3, update: 0, skip: 0, error: 0 });
    expect(preview.narcotic_rows).toBe(0);
    await call('POST', `/imports/${id}/commit`, { witness: null });
    const made = await env.db
      .selectFrom('medicine_templates as t')
      .innerJoin('medicine_gtins as g', 'g.medicine_template_id', 't.id')
      .select(['t.name', 't.strength', 't.narcotic_schedule', 't.minimum_stock_level', 'g.gtin'])
      .where('t.site_id', '=', w.a1)
      .orderBy('g.gtin')
      .execute();
    expect(made).toEqual([
      {
        name: 'Panodil',
        strength: '500 mg',
        narcotic_schedule: null,
        minimum_stock_level: 0,
        gtin: '07046260080157',
      },
      {
        name: 'Oxynorm',
        strength: '5 mg',
        narcotic_schedule: 'II',
        minimum_stock_level: 2,
        gtin: '07046261234566',
      },
      {
        name: 'Atacand',
        strength: '8 mg',
        narcotic_schedule: null,
        minimum_stock_level: 5,
        gtin: '07350000000047',
      },
    ]);
  });

  it("refuses a medicine row that calls the catalogue's narcotic something else", async () => {
    const w = await env.world();
    await importCatalogue(w, CATALOGUE);
    const list = ['GTIN;Förteckning', '07046261234566;Ej'].join('\n');
    const { preview } = await uploadAndMap(env, {
      token: w.siteAdmin.token,
      site: w.a1,
      kind: 'medicines',
      name: 'lista.csv',
      content: list,
    });
    expect(preview.rows[0]).toMatchObject({
      outcome: 'error',
      message: 'Katalogen anger förteckning II för GTIN 07046261234566.',
      cell: 'B2',
    });
  });
});
