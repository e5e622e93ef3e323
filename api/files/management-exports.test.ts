import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv, readXlsx } from '../test/export-reader.ts';
import { createTestEnv, type TestEnv } from '../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const column = (rows: string[][], header: string) => {
  const index = rows[0]?.indexOf(header) ?? -1;
  return rows.slice(1).map((r) => r[index]);
};

describe('the management lists exported', () => {
  it('users: an admin gets everyone, a unit manager their units’ people, a nurse nothing', async () => {
    const w = await env.world();
    const asAdmin = readCsv(
      (await download(env, '/users/export?format=csv&role=site_admin', { token: w.admin.token }))
        .bytes,
    ).rows;
    expect(asAdmin[0]?.slice(0, 5)).toEqual(['Förnamn', 'Efternamn', 'E-post', 'Roll', 'Enheter']);
    expect(column(asAdmin, 'E-post')).toEqual(
      expect.arrayContaining([w.siteAdmin.email, w.foreignAdmin.email]),
    );
    expect(new Set(column(asAdmin, 'Roll'))).toEqual(new Set(['Enhetsadmin']));

    const asManager = await download(env, '/users/export?format=xlsx', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(asManager.headers.get('content-disposition')).toContain('anvandare-alla-enheter-');
    const { sheet } = await readXlsx(asManager.bytes);
    const emails: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) emails.push(row.getCell(3).text);
    });
    expect(emails).toEqual(expect.arrayContaining([w.staff.email, w.siteAdmin.email]));
    expect(emails).not.toContain(w.foreign.email);
    expect(sheet.headerFooter.oddHeader).toContain('&LDina enheter&R');

    const asNurse = await download(env, '/users/export?format=csv', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(asNurse.status).toBe(403);
  });

  it('customers and sites: the admin’s lists with their filters', async () => {
    const w = await env.world();
    const customers = readCsv(
      (
        await download(env, '/customers/export?format=csv&customer_type=region', {
          token: w.admin.token,
        })
      ).bytes,
    ).rows;
    expect(column(customers, 'Namn')).toContain('Region Uppsala');
    expect(new Set(column(customers, 'Typ'))).toEqual(new Set(['Region']));
    expect(
      (
        await download(env, '/customers/export?format=csv', {
          token: w.siteAdmin.token,
          site: w.a1,
        })
      ).status,
    ).toBe(403);

    const sites = readCsv(
      (
        await download(env, `/sites/export?format=csv&customer_id=${w.customerA}`, {
          token: w.admin.token,
        })
      ).bytes,
    ).rows;
    expect(column(sites, 'Namn').sort()).toEqual([
      'Björkhagens äldreboende',
      'Hemsjukvården Solna',
    ]);
    expect(column(sites, 'Varning (dagar)')).toEqual(['30', '30']);

    const ownSites = readCsv(
      (
        await download(env, '/sites/export?format=csv', {
          token: await env.tokenFor(w.foreignAdmin.id),
          site: w.b1,
        })
      ).bytes,
    ).rows;
    expect(column(ownSites, 'Namn')).toEqual(['Akademiska avd 30B']);
  });
});
