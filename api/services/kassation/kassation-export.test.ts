import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv, readXlsx } from '../../test/export-reader.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { alvedonBatch, kassationCalls } from '../../test/kassation-fixtures.ts';

let env: TestEnv;
let k: ReturnType<typeof kassationCalls>;
beforeAll(async () => {
  env = await createTestEnv();
  k = kassationCalls(env);
});
afterAll(async () => env.close());

/** Site A1 with two disposals: 5 damaged at 10:00, then 3 expired at 10:10 (Stockholm). */
async function disposedTwice() {
  const w = await env.world();
  const item = await alvedonBatch(env, w);
  await k.dispose(w.staff.token, item, 5, { reason: 'damaged', reason_description: 'Tappad' });
  env.clock.advanceMinutes(10);
  await k.dispose(w.staff.token, item, 3, { reason: 'expired' });
  env.clock.advanceMinutes(-10);
  const get = (path: string, token = w.siteAdmin.token, site = w.a1) =>
    download(env, `/kassation${path}`, { token, site });
  return { w, get };
}

describe('kassation exported', () => {
  it('exports the history newest first, with who, why and the status', async () => {
    const { w, get } = await disposedTwice();
    const file = await get('/history/export?format=csv');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="kassationer-hemsjukvarden-solna-2026-11-21.csv"',
    );
    const { rows } = readCsv(file.bytes);
    expect(rows[0]?.slice(0, 9)).toEqual([
      'Kasserad',
      'Läkemedel',
      'Batch',
      'Utgångsdatum',
      'Antal',
      'Enhet',
      'Orsak',
      'Beskrivning',
      'Status',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[4], r[6], r[7], r[8]])).toEqual([
      ['2026-11-21 10:10', 'Alvedon 10 mg', '3', 'Utgånget', '', 'Initierad'],
      ['2026-11-21 10:00', 'Alvedon 10 mg', '5', 'Skadat', 'Tappad', 'Initierad'],
    ]);
    expect(rows[1]?.[10]).toBe('Test user');
    expect(file.bytes.toString('utf8')).not.toContain(w.staff.email);

    const restored = readCsv((await get('/history/export?format=csv&status=restored')).bytes);
    expect(restored.rows).toHaveLength(1);
    const wrongPeriod = await get(
      '/history/export?format=csv&from_date=2026-12-01&to_date=2026-11-01',
    );
    expect(wrongPeriod.status).toBe(422);
  });

  it('exports what was disposed of as a workbook with numbers and dates', async () => {
    const { get } = await disposedTwice();
    const { sheet } = await readXlsx((await get('/disposed-items/export?format=xlsx')).bytes);
    expect(sheet.name).toBe('Kasserat');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(5).value).toBe(3);
    expect(sheet.getRow(2).getCell(4).value).toEqual(new Date(Date.UTC(2027, 2, 31)));
    expect(sheet.getRow(3).getCell(1).value).toEqual(new Date(Date.UTC(2026, 10, 21, 10, 0)));
  });

  it('exports the statistics of the period: the total, each month, each reason', async () => {
    const { get } = await disposedTwice();
    const { rows } = readCsv((await get('/basic-stats/export?format=csv')).bytes);
    expect(rows[0]).toEqual([
      'Avsnitt',
      'Namn',
      'Antal kassationer',
      'Kasserat antal',
      'Andel (%)',
      'Vanligaste orsak',
    ]);
    expect(rows[1]?.slice(2, 4)).toEqual(['2', '8']);
    expect(rows).toContainEqual(['Månad', '2026-11', '2', '8', '', '']);
    expect(rows).toContainEqual(['Orsak', 'Skadat', '1', '', '50', '']);
    expect(rows.find((r) => r[0] === 'Läkemedel')?.slice(1, 4)).toEqual([
      'Alvedon 10 mg',
      '2',
      '8',
    ]);
  });

  it('shows another unit only its own disposals', async () => {
    const { w, get } = await disposedTwice();
    const foreign = readCsv((await get('/history/export?format=csv', w.foreign.token, w.b1)).bytes);
    expect(foreign.rows).toHaveLength(1);
    const notTheirs = await get('/disposed-items/export?format=csv', w.foreign.token, w.a1);
    expect(notTheirs.status).toBe(403);
  });
});
