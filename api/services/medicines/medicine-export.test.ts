import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv, readXlsx } from '../../test/export-reader.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe('the medicine templates exported (GET /medicines/export)', () => {
  it('lists the site’s medicines with their stock, filtered as the screen is', async () => {
    const w = await env.world();
    const alvedon = await env.medicine(w.a2, 'Alvedon', { strength: '500 mg', minimum: 20 });
    await env.medicine(w.a2, 'Bricanyl', { strength: '0,5 mg/dos' });
    const stopped = await env.medicine(w.a2, 'Citodon', { schedule: 'III', packSize: '20 st' });
    await env.db
      .updateTable('medicine_templates')
      .set({ is_active: 0 })
      .where('id', '=', stopped)
      .execute();
    await env.item(w.a2, alvedon, 'A1', '2027-01-31', 12);
    await env.item(w.a2, alvedon, 'A2', '2027-03-31', 5);
    const as = { token: w.siteAdmin.token, site: w.a2 };

    const file = await download(env, '/medicines/export?format=csv', as);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="lakemedel-bjorkhagens-aldreboende-2026-11-21.csv"',
    );
    const { rows } = readCsv(file.bytes);
    expect(rows[0]).toEqual([
      'Namn',
      'Generiskt namn',
      'Styrka',
      'Enhet',
      'Administrering',
      'Förvaring',
      'Minsta lager',
      'Beställ upp till',
      'I lager',
      'Narkotika',
      'Förpackning',
      'Status',
      'Skapad',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[6], r[8], r[9], r[10], r[11]])).toEqual([
      ['Alvedon', '500 mg', '20', '17', '', '', 'Aktiv'],
      ['Bricanyl', '0,5 mg/dos', '0', '0', '', '', 'Aktiv'],
      ['Citodon', '10 mg', '0', '0', 'Förteckning III', '20 st', 'Inaktiv'],
    ]);

    const active = readCsv(
      (await download(env, '/medicines/export?format=csv&active_only=true', as)).bytes,
    );
    expect(active.rows.slice(1).map((r) => r[0])).toEqual(['Alvedon', 'Bricanyl']);

    const { sheet } = await readXlsx(
      (await download(env, '/medicines/export?format=xlsx&search=alv', as)).bytes,
    );
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(9).value).toBe(17);
    expect(sheet.headerFooter.oddHeader).toContain('Björkhagens äldreboende · sökning "alv"');
  });

  it('never shows another tenant’s medicines', async () => {
    const w = await env.world();
    const other = await download(env, `/medicines/export?format=csv&site_id=${w.b1}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(other.status).toBe(404);
    const own = readCsv(
      (await download(env, '/medicines/export?format=csv', { token: w.staff.token, site: w.a1 }))
        .bytes,
    );
    expect(
      own.rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['Alvedon', 'Morfin']);
  });
});
