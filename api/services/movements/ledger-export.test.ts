import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv, readXlsx } from '../../test/export-reader.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { codeFor } from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe('the ledger exported (GET /stock-movements/export)', () => {
  it('exports the movements newest first with balances, never a patient', async () => {
    const w = await env.world();
    env.clock.advanceMinutes(5);
    const withdrawn = await env.request('POST', '/qr-codes/scan', {
      token: w.staff.token,
      site: w.a1,
      body: {
        qr_code_data: await codeFor(env, w.a1, w.stockMedA1),
        action_type: 'withdraw',
        quantity: 2,
        batch_number: 'LOT-A1',
        patient: 'Tolvan Tolvansson',
      },
    });
    expect(withdrawn.status).toBe(201);
    env.clock.advanceMinutes(-5);

    const file = await download(env, `/stock-movements/export?format=csv&site_id=${w.a1}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(
      'lagerrorelser-hemsjukvarden-solna-2026-11-21.csv',
    );
    expect(file.bytes.toString('utf8')).not.toContain('Tolvan');
    const { rows } = readCsv(file.bytes);
    expect(rows[0]).toEqual([
      'Nr',
      'Bokförd',
      'Skedde',
      'Enhet',
      'Läkemedel',
      'Batch',
      'Händelse',
      'Förändring',
      'Saldo efter',
      'Av',
      'Orsak',
    ]);
    // People are named as the screens name them: no e-mail address in the file.
    expect(file.bytes.toString('utf8')).not.toContain('@');
    expect(rows[1]?.[9]).toBe('Test user');
    expect(rows.slice(1).map((r) => [r[1], r[3], r[4], r[6], r[7], r[8]])).toEqual([
      ['2026-11-21 10:05', 'Hemsjukvården Solna', 'Morfin 10 mg', 'Uttag', '-2', '18'],
      ['2026-11-21 10:00', 'Hemsjukvården Solna', 'Morfin 10 mg', 'Ingående saldo', '20', '20'],
    ]);

    const { sheet } = await readXlsx(
      (
        await download(env, `/stock-movements/export?format=xlsx&site_id=${w.a1}&kind=withdrawn`, {
          token: w.admin.token,
        })
      ).bytes,
    );
    expect(sheet.rowCount).toBe(2);

    const list = await env.request('GET', `/stock-movements?site_id=${w.a1}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(list.body.items.map((m: { actor_name: string }) => m.actor_name)).toContain('Test user');
    expect(JSON.stringify(list.body)).not.toContain('@');
    expect(sheet.getRow(2).getCell(8).value).toBe(-2);
  });

  it('keeps to the caller’s sites and refuses a backwards period and a nurse', async () => {
    const w = await env.world();
    const other = await download(env, `/stock-movements/export?format=csv&site_id=${w.b1}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(other.status).toBe(404);
    const own = readCsv(
      (
        await download(env, '/stock-movements/export?format=csv', {
          token: w.siteAdmin.token,
          site: w.a1,
        })
      ).bytes,
    ).rows;
    expect(own.slice(1).map((r) => r[3])).not.toContain('Akademiska avd 30B');
    const backwards = await download(
      env,
      '/stock-movements/export?format=csv&from=2026-11-20&to=2026-11-01',
      { token: w.admin.token },
    );
    expect(backwards.status).toBe(422);
    expect(JSON.parse(backwards.bytes.toString('utf8')).detail).toBe(
      'Från-datum får inte vara efter till-datum',
    );
    const nurse = await download(env, '/stock-movements/export?format=csv', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(nurse.status).toBe(403);
  });
});
