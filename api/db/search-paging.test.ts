import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

async function stockedSite() {
  const w = await env.world();
  const site = w.a2;
  const alvedon = await env.medicine(site, 'Alvedon');
  const orondroppar = await env.medicine(site, 'Örondroppar Ärtig');
  const furix = await env.medicine(site, 'Furix');
  await env.item(site, alvedon, 'LOT_1', '2027-01-31', 5);
  await env.item(site, alvedon, 'LOTX1', '2027-02-28', 5);
  await env.item(site, orondroppar, 'ÅB-7', '2027-03-31', 5);
  await env.item(site, furix, '50%RABATT', '2027-04-30', 5);
  await env.item(site, furix, 'A\\B', '2027-05-31', 5);
  const batches = async (search: string, path = '/inventory/items') => {
    const res = await env.request('GET', `${path}?search=${encodeURIComponent(search)}`, {
      token: w.siteAdmin.token,
      site,
    });
    expect(res.status, search).toBe(200);
    return (res.body.items as { batch_number: string }[]).map((i) => i.batch_number);
  };
  return { w, site, batches };
}

describe('search in lists', () => {
  it('ignores case for plain and Swedish letters alike', async () => {
    const { batches } = await stockedSite();
    expect(await batches('ALVEDON')).toEqual(['LOT_1', 'LOTX1']);
    expect(await batches('alVedon')).toEqual(['LOT_1', 'LOTX1']);
    expect(await batches('öRONDROPPAR')).toEqual(['ÅB-7']);
    expect(await batches('ÄRTIG')).toEqual(['ÅB-7']);
    expect(await batches('åb-7')).toEqual(['ÅB-7']);
    expect(await batches('ab-7')).toEqual([]);
    expect(await batches('orondroppar')).toEqual([]);
    expect(await batches('lotx')).toEqual(['LOTX1']);
  });

  it('takes %, _ and \\ in a search as the characters themselves', async () => {
    const { batches, w, site } = await stockedSite();
    expect(await batches('%')).toEqual(['50%RABATT']);
    expect(await batches('_')).toEqual(['LOT_1']);
    expect(await batches('lot_1')).toEqual(['LOT_1']);
    expect(await batches('\\')).toEqual(['A\\B']);
    expect(await batches('%%')).toEqual([]);

    await env.medicine(site, 'Sprit 70%');
    const medicines = await env.request('GET', '/medicines/?page=1&size=100&search=%25', {
      token: w.siteAdmin.token,
      site,
    });
    expect(medicines.status).toBe(200);
    expect(medicines.body.items.map((m: { name: string }) => m.name)).toEqual(['Sprit 70%']);
  });
});

describe('stock list pages', () => {
  it('answers the right total on the last page, past the end and without matches', async () => {
    const { w, site } = await stockedSite();
    const page = (query: string) =>
      env.request('GET', `/inventory/items?${query}`, { token: w.siteAdmin.token, site });

    const first = await page('page=1&size=2');
    expect(first.body).toMatchObject({ total: 5, page: 1, size: 2, pages: 3 });
    expect(first.body.items.map((i: { batch_number: string }) => i.batch_number)).toEqual([
      'LOT_1',
      'LOTX1',
    ]);
    const last = await page('page=3&size=2');
    expect(last.body).toMatchObject({ total: 5, page: 3, pages: 3 });
    expect(last.body.items.map((i: { batch_number: string }) => i.batch_number)).toEqual(['A\\B']);
    const beyond = await page('page=9&size=2');
    expect(beyond.body).toMatchObject({ items: [], total: 5, page: 9, pages: 3 });
    expect(beyond.body.counts.total).toBe(5);

    const searched = await page('page=2&size=1&search=furix');
    expect(searched.body).toMatchObject({ total: 2, pages: 2 });
    expect(searched.body.items.map((i: { batch_number: string }) => i.batch_number)).toEqual([
      'A\\B',
    ]);
    const none = await page('page=1&size=20&search=finns-inte');
    expect(none.body).toMatchObject({ items: [], total: 0, pages: 0 });
    expect(none.body.counts.total).toBe(5);
  });
});
