import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv, readXlsx } from '../../test/export-reader.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { stockedBatches } from '../../test/stock-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const HEADER = [
  'Läkemedel',
  'Batch',
  'Utgångsdatum',
  'Dagar kvar',
  'Status',
  'Antal',
  'Enhet',
  'Lågt lager',
  'Narkotika',
  'Plats',
  'Anteckningar',
  'Senast ändrad',
];

/** Site A2 with three batches: one expired, one expiring, one far off; today is 2026-11-21. */
async function stockedSite() {
  const w = await env.world();
  const alvedon = await env.medicine(w.a2, 'Alvedon', { strength: '500 mg', minimum: 50 });
  const furix = await env.medicine(w.a2, 'Furix', { strength: '40 mg' });
  const start = env.clock.now();
  await env.item(w.a2, alvedon, 'ALV-GAMMAL', '2026-11-01', 4);
  env.clock.advanceMinutes(1);
  await env.item(w.a2, furix, 'FX-SNART', '2026-12-01', 12);
  env.clock.advanceMinutes(1);
  await env.item(w.a2, alvedon, 'ALV-NY', '2028-03-31', 30);
  env.clock.set(start);
  const export_ = (query: string, token = w.siteAdmin.token, site: string | undefined = w.a2) =>
    download(env, `/inventory/items/export?${query}`, { token, site });
  return { w, alvedon, furix, export_ };
}

describe('the stock list exported (GET /inventory/items/export)', () => {
  it('writes CSV for Swedish Excel with the list’s rows in the list’s order', async () => {
    const { export_ } = await stockedSite();
    const file = await export_('format=csv');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="lager-bjorkhagens-aldreboende-2026-11-21.csv"',
    );
    expect(file.headers.get('cache-control')).toBe('no-store');
    const { bom, rows } = readCsv(file.bytes);
    expect(bom).toBe(true);
    expect(file.bytes.toString('utf8')).toContain('\r\n');
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((r) => r.slice(0, 9))).toEqual([
      ['Alvedon 500 mg', 'ALV-GAMMAL', '2026-11-01', '-20', 'Utgånget', '4', 'Styck', 'Ja', ''],
      ['Furix 40 mg', 'FX-SNART', '2026-12-01', '10', 'Varning', '12', 'Styck', '', ''],
      ['Alvedon 500 mg', 'ALV-NY', '2028-03-31', '496', 'OK', '30', 'Styck', 'Ja', ''],
    ]);
    // The change time in Stockholm's wall time (09:00 UTC is 10:00 in November).
    expect(rows[1]?.[11]).toBe('2026-11-21 10:00');
  });

  it('keeps the screen’s filter and search, and says so in the sheet’s header', async () => {
    const { export_ } = await stockedSite();
    const expired = readCsv((await export_('format=csv&filter=expired')).bytes).rows;
    expect(expired.slice(1).map((r) => r[1])).toEqual(['ALV-GAMMAL']);
    const searched = readCsv((await export_('format=csv&search=furix')).bytes).rows;
    expect(searched.slice(1).map((r) => r[1])).toEqual(['FX-SNART']);
    const low = readCsv((await export_('format=csv&filter=low_stock&sort=recent')).bytes).rows;
    expect(low.slice(1).map((r) => r[1])).toEqual(['ALV-NY', 'ALV-GAMMAL']);

    const { sheet } = await readXlsx((await export_('format=xlsx&filter=expiring')).bytes);
    expect(sheet.headerFooter.oddHeader).toBe(
      '&LBjörkhagens äldreboende · Utgår snart&RExporterad 2026-11-21 10:00',
    );
  });

  it('writes an Excel workbook with typed cells, a frozen header row and widths', async () => {
    const { export_ } = await stockedSite();
    const file = await export_('format=xlsx');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const { workbook, sheet } = await readXlsx(file.bytes);
    expect(workbook.creator).toBe('Medvakt');
    expect(sheet.name).toBe('Lager');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADER]);
    expect(sheet.getColumn(1).width).toBe(32);
    expect(sheet.rowCount).toBe(4);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Alvedon 500 mg');
    expect(first.getCell(3).value).toEqual(new Date(Date.UTC(2026, 10, 1)));
    expect(first.getCell(3).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(4).value).toBe(-20);
    expect(first.getCell(6).value).toBe(4);
    expect(first.getCell(12).value).toEqual(new Date(Date.UTC(2026, 10, 21, 10, 0)));
  });

  it('never lets a cell start a formula in Excel', async () => {
    const { w, furix, export_ } = await stockedSite();
    const id = await env.item(w.a2, furix, 'FX-FORMEL', '2027-01-31', 1);
    const notes = '=HYPERLINK("http://example.com";"Klicka")';
    await env.db
      .updateTable('inventory_items')
      .set({ notes, location: '+46 Skåp 2', batch_number: '@SUM(1)' })
      .where('id', '=', id)
      .execute();

    const csv = readCsv((await export_('format=csv')).bytes).rows;
    const row = csv.find((r) => r[10]?.includes('HYPERLINK'));
    expect(row?.[1]).toBe("'@SUM(1)");
    expect(row?.[9]).toBe("'+46 Skåp 2");
    expect(row?.[10]).toBe(`'${notes}`);

    const { sheet } = await readXlsx((await export_('format=xlsx')).bytes);
    const cells: { value: unknown; formula?: string }[] = [];
    sheet.eachRow((r) => r.eachCell((c) => cells.push({ value: c.value, formula: c.formula })));
    expect(cells.filter((c) => c.formula)).toEqual([]);
    expect(cells.map((c) => c.value)).toContain(notes);
  });

  it('exports every row of a long list, read a chunk at a time without losing or repeating one', async () => {
    const w = await env.world();
    const medicines = [await env.medicine(w.a2, 'Bricanyl'), await env.medicine(w.a2, 'Atarax')];
    // Many batches share an expiry date and a medicine, so the chunks split inside ties.
    await stockedBatches(env, w.a2, 2_150, (n) => ({
      templateId: medicines[n % 2] ?? '',
      batch: `B${String(n).padStart(5, '0')}`,
      expiry: n % 3 === 0 ? '2027-06-30' : '2027-09-30',
      quantity: 1 + (n % 7),
    }));
    for (const sort of ['expiry', 'recent']) {
      const file = await download(env, `/inventory/items/export?format=csv&sort=${sort}`, {
        token: w.siteAdmin.token,
        site: w.a2,
      });
      const batches = readCsv(file.bytes)
        .rows.slice(1)
        .map((r) => r[1]);
      expect(batches).toHaveLength(2_150);
      expect(new Set(batches).size).toBe(2_150);
      if (sort === 'expiry') {
        const list = await env.request('GET', '/inventory/items?size=100&page=1', {
          token: w.siteAdmin.token,
          site: w.a2,
        });
        expect(batches.slice(0, 100)).toEqual(list.body.items.map((i: any) => i.batch_number));
      }
    }
    const { sheet } = await readXlsx(
      (
        await download(env, '/inventory/items/export?format=xlsx', {
          token: w.siteAdmin.token,
          site: w.a2,
        })
      ).bytes,
    );
    expect(sheet.rowCount).toBe(2_151);
  });

  it('refuses an unknown format and another tenant’s site, in Swedish', async () => {
    const { w, export_ } = await stockedSite();
    const pdf = await env.request('GET', '/inventory/items/export?format=docx', {
      token: w.siteAdmin.token,
      site: w.a2,
    });
    expect(pdf.status).toBe(422);
    expect(pdf.body.detail).toBe('Välj format csv, xlsx eller pdf.');
    const missing = await env.request('GET', '/inventory/items/export', {
      token: w.siteAdmin.token,
      site: w.a2,
    });
    expect(missing.status).toBe(422);

    const foreign = await export_(`format=csv&site_id=${w.b1}`);
    expect(foreign.status).toBe(404);
    expect(JSON.parse(foreign.bytes.toString('utf8')).detail).toBe('Enheten hittades inte.');
    const asForeign = await export_('format=csv', w.foreign.token, w.b1);
    const batches = readCsv(asForeign.bytes)
      .rows.slice(1)
      .map((r) => r[1]);
    expect(batches).toEqual(['LOT-B1']);
  });
});
