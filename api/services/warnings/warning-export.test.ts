import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv, readXlsx } from '../../test/export-reader.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { refreshWarnings } from './refresh-warnings.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

/** A batch at A1 and one at B1 four days from expiry (today is 2026-11-21), warned of. */
async function warnedSites() {
  const w = await env.world();
  await env.item(w.a1, w.medA1, 'ALV-SNART', '2026-11-25', 6);
  await env.item(w.b1, w.medB1, 'ALV-B1', '2026-11-25', 2);
  await refreshWarnings(env.db, env.clock, { siteIds: [w.a1, w.b1] });
  return w;
}

describe('the warnings exported (GET /warnings/export)', () => {
  it('exports the working site’s warnings with their medicine, batch and state', async () => {
    const w = await warnedSites();
    const file = await download(env, '/warnings/export?format=csv', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="varningar-hemsjukvarden-solna-2026-11-21.csv"',
    );
    const { rows } = readCsv(file.bytes);
    expect(rows[0]?.slice(0, 4)).toEqual(['Skapad', 'Enhet', 'Typ', 'Allvarlighet']);
    expect(rows).toHaveLength(2);
    const [, warning] = rows;
    expect(warning?.[1]).toBe('Hemsjukvården Solna');
    expect(warning?.[2]).toBe('Kritiskt utgångsdatum');
    expect(warning?.[4]).toContain('ALV-SNART');
    expect(warning?.slice(6, 11)).toEqual([
      'Alvedon 10 mg',
      'ALV-SNART',
      '2026-11-25',
      '6',
      'Öppen',
    ]);

    const resolved = readCsv(
      (
        await download(env, '/warnings/export?format=csv&is_resolved=true', {
          token: w.staff.token,
          site: w.a1,
        })
      ).bytes,
    );
    expect(resolved.rows).toHaveLength(1);
  });

  it('exports every site the person sees when the list shows all sites', async () => {
    const w = await warnedSites();
    const file = await download(env, '/warnings/export?format=xlsx&all_sites=true', {
      token: w.admin.token,
    });
    expect(file.headers.get('content-disposition')).toContain(
      'varningar-alla-enheter-2026-11-21.xlsx',
    );
    const { sheet } = await readXlsx(file.bytes);
    const batches: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) batches.push(row.getCell(8).text);
    });
    expect(batches).toEqual(expect.arrayContaining(['ALV-SNART', 'ALV-B1']));
    expect(sheet.headerFooter.oddHeader).toContain('&LAlla enheter&R');

    const foreign = readCsv(
      (
        await download(env, '/warnings/export?format=csv&all_sites=true', {
          token: w.foreign.token,
        })
      ).bytes,
    );
    expect(foreign.rows.slice(1).map((r) => r[7])).toEqual(['ALV-B1']);
  });
});
