import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv, readXlsx } from '../../test/export-reader.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

describe('the audit log exported (GET /audit/export)', () => {
  it('exports who did what where, with the change as JSON text, for admins only', async () => {
    const w = await env.world();
    const created = await env.request('POST', '/medicines', {
      token: w.siteAdmin.token,
      site: w.a2,
      body: { name: 'Loggad', unit: 'tablett', site_id: w.a2 },
    });
    expect(created.status).toBe(201);

    const file = await download(env, `/audit/export?format=csv&site_id=${w.a2}`, {
      token: w.admin.token,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(
      'granskningslogg-bjorkhagens-aldreboende-2026-11-21.csv',
    );
    const { rows } = readCsv(file.bytes);
    expect(rows[0]).toEqual([
      'Tid',
      'Vem',
      'Enhet',
      'Åtgärd',
      'Objekt',
      'Objektets id',
      'Före',
      'Efter',
    ]);
    const row = rows.find((r) => r[5] === created.body.id);
    expect(row?.slice(1, 5)).toEqual([
      `Test site_admin <${w.siteAdmin.email}>`,
      'Björkhagens äldreboende',
      'create',
      'medicine',
    ]);
    expect(JSON.parse(row?.[7] ?? 'null')).toMatchObject({ name: 'Loggad' });

    const refused = await download(env, '/audit/export?format=csv', {
      token: w.siteAdmin.token,
      site: w.a2,
    });
    expect(refused.status).toBe(403);
  });

  it('exports every row of a long log once, also rows of the same instant', async () => {
    const w = await env.world();
    const at = '2026-11-20T12:00:00.000Z';
    const rows = Array.from({ length: 2_300 }, (_, n) => ({
      id: randomUUID(),
      at,
      actor_id: null,
      actor_label: 'System',
      site_id: w.a1,
      action: `steg-${n}`,
      entity: 'export_test',
      entity_id: null,
      before_json: null,
      after_json: null,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await env.db
        .insertInto('audit_log')
        .values(rows.slice(i, i + 500))
        .execute();
    const { sheet } = await readXlsx(
      (
        await download(env, `/audit/export?format=xlsx&entity=export_test&site_id=${w.a1}`, {
          token: w.admin.token,
        })
      ).bytes,
    );
    const actions = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) actions.add(row.getCell(4).text);
    });
    expect(sheet.rowCount).toBe(2_301);
    expect(actions.size).toBe(2_300);
  });
});
