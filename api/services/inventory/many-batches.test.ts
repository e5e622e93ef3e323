import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv } from '../../test/export-reader.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { noticeOf, storeNoticeIn, uniqueBatch } from '../../test/recall-fixtures.ts';
import { stockedBatches } from '../../test/stock-fixtures.ts';

// A medicine with thousands of batches beside small ones: the list's per-medicine figures
// (low stock, recall hold) and its paging must stay right for every row of every page.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const MANY = 2_510;

type Listed = {
  id: string;
  medicine_name: string;
  batch_number: string;
  expiry_date: string;
  is_low_stock: boolean;
  is_recalled: boolean;
};

/**
 * 2,510 batches of Alvedon in 2027 (2 each, 5,020 in all, minimum 5,020: low) and 3 of Furix in
 * December 2026 (30 in all, minimum 29: not low).
 */
async function crowdedSite() {
  const w = await env.world();
  const alvedon = await env.medicine(w.a2, 'Alvedon', { minimum: MANY * 2 });
  const furix = await env.medicine(w.a2, 'Furix', { minimum: 29 });
  await stockedBatches(env, w.a2, MANY, (n) => ({
    templateId: alvedon,
    batch: `ALV-${String(n).padStart(5, '0')}`,
    expiry: `2027-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
    quantity: 2,
  }));
  await stockedBatches(env, w.a2, 3, (n) => ({
    templateId: furix,
    batch: `FX-${n}`,
    expiry: `2026-12-1${n}`,
    quantity: 10,
  }));
  const page = async (query: string) => {
    const res = await env.request('GET', `/inventory/items?${query}`, {
      token: w.siteAdmin.token,
      site: w.a2,
    });
    expect(res.status).toBe(200);
    return res.body as { items: Listed[]; total: number; pages: number };
  };
  return { w, alvedon, furix, page };
}

const fefo = (a: Listed, b: Listed) =>
  a.expiry_date.localeCompare(b.expiry_date) || a.batch_number.localeCompare(b.batch_number);

describe('the stock list with thousands of batches of one medicine', () => {
  it('pages through one medicine in expiry order, each batch once, each low on stock', async () => {
    const { alvedon, page } = await crowdedSite();
    const first = await page(`medicine_template_id=${alvedon}&page=1&size=20`);
    expect(first).toMatchObject({ total: MANY, pages: 126 });
    const seen: Listed[] = [...first.items];
    for (const n of [2, 63, 126])
      seen.push(...(await page(`medicine_template_id=${alvedon}&page=${n}&size=20`)).items);
    expect(seen).toHaveLength(20 * 3 + 10);
    expect(new Set(seen.map((i) => i.id)).size).toBe(seen.length);
    expect(first.items).toEqual([...first.items].sort(fefo));
    expect(first.items[0]).toMatchObject({ expiry_date: '2027-01-01', batch_number: 'ALV-00000' });
    expect(seen.every((i) => i.is_low_stock && !i.is_recalled)).toBe(true);
    const all = await page(`medicine_template_id=${alvedon}&page=1&size=100`);
    expect(all.items.slice(0, 20)).toEqual(first.items);
  });

  it('tells each row its own medicine’s figures on a page of both medicines', async () => {
    const { w, furix, page } = await crowdedSite();
    const held = uniqueBatch();
    await env.item(w.a2, furix, held, '2026-12-01', 5);
    await storeNoticeIn(
      env,
      noticeOf({ product_name: 'Furix', batches: [{ batch_number: held, expiry_date: null }] }),
    );
    const listed = await page('search=&page=1&size=100');
    expect(listed.total).toBe(MANY + 4);
    const byName = (name: string) => listed.items.filter((i) => i.medicine_name === name);
    expect(byName('Furix').map((i) => [i.batch_number, i.is_low_stock, i.is_recalled])).toEqual([
      [held, false, true],
      ['FX-0', false, false],
      ['FX-1', false, false],
      ['FX-2', false, false],
    ]);
    expect(byName('Alvedon')).toHaveLength(96);
    expect(byName('Alvedon').every((i) => i.is_low_stock && !i.is_recalled)).toBe(true);
    const low = await page('filter=low_stock&page=1&size=20');
    expect(low.total).toBe(MANY);
  });

  it('exports every batch of the medicine once, in the list’s order, with its figures', async () => {
    const { w, alvedon } = await crowdedSite();
    const file = await download(
      env,
      `/inventory/items/export?format=csv&medicine_template_id=${alvedon}`,
      { token: w.siteAdmin.token, site: w.a2 },
    );
    expect(file.status).toBe(200);
    const [header, ...rows] = readCsv(file.bytes).rows.filter((r) => r.length > 1);
    expect(header?.[1]).toBe('Batch');
    expect(rows).toHaveLength(MANY);
    expect(new Set(rows.map((r) => r[1])).size).toBe(MANY);
    const keys = rows.map((r) => `${r[2]}|${r[1]}`);
    expect(keys).toEqual([...keys].sort());
    expect(rows.every((r) => r[7] === 'Ja')).toBe(true);
  });
});
