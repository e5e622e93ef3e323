import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv, readXlsx } from '../../test/export-reader.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { noticeOf, storeNoticeIn, uniqueBatch } from '../../test/recall-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

/** One notice whose batch is in stock at A1 (12) and at B1 (3). */
async function recalledAtTwoSites() {
  const w = await env.world();
  const batch = uniqueBatch();
  await env.item(w.a1, w.stockMedA1, batch, '2027-06-30', 12);
  await env.item(w.b1, w.stockMedB1, batch, '2027-06-30', 3);
  await storeNoticeIn(
    env,
    noticeOf({ batches: [{ batch_number: batch, expiry_date: '2027-06-30' }] }),
  );
  return { w, batch };
}

describe('recalls exported', () => {
  it('exports the recalled batches a unit has in stock, and only its own', async () => {
    const { w, batch } = await recalledAtTwoSites();
    const file = await download(env, '/indragningar/matches/export?format=csv', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(
      'indragna-batcher-hemsjukvarden-solna-2026-11-21.csv',
    );
    const { rows } = readCsv(file.bytes);
    expect(rows.slice(1).map((r) => r.slice(1, 9))).toEqual([
      [
        'Hemsjukvården Solna',
        'Morfin 10 mg',
        batch,
        'Batchen',
        '12',
        'Styck',
        'Partiklar i lösningen',
        'Öppen',
      ],
    ]);
  });

  it('exports the recall monitor to admins, with its search', async () => {
    const { w, batch } = await recalledAtTwoSites();
    const file = await download(
      env,
      `/admin/withdrawals/simple/export?format=xlsx&search=${batch}`,
      {
        token: w.admin.token,
      },
    );
    expect(file.status).toBe(200);
    const { sheet } = await readXlsx(file.bytes);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('Morfin Meda injektionsvätska');
    expect(sheet.getRow(2).getCell(4).value).toBe(batch);
    expect(sheet.getRow(2).getCell(5).value).toEqual(new Date(Date.UTC(2027, 5, 30)));
    expect(sheet.getRow(2).getCell(7).value).toBe('Läkemedelsverket');

    const refused = await download(env, '/admin/withdrawals/simple/export?format=csv', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(refused.status).toBe(403);
  });
});
