import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRINTED_ROWS } from '../../files/pdf-list.ts';
import { download } from '../../test/export-reader.ts';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { readPdf } from '../../test/pdf-reader.ts';
import { stockedBatches } from '../../test/stock-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

/** `count` batches of one medicine in site A2, expiring soon (today is 2026-11-21). */
async function siteWithBatches(count: number) {
  const w = await env.world();
  const furix = await env.medicine(w.a2, 'Furix', { strength: '40 mg' });
  await stockedBatches(env, w.a2, count, (n) => ({
    templateId: furix,
    batch: `FX${String(n).padStart(5, '0')}`,
    expiry: '2026-12-01',
    quantity: 2,
  }));
  const print = (query: string) =>
    download(env, `/inventory/items/export?format=pdf&${query}`, {
      token: w.siteAdmin.token,
      site: w.a2,
    });
  return { w, print };
}

describe('the stock list printed (GET /inventory/items/export?format=pdf)', () => {
  it('is the whole filtered list on A4 landscape, the heading and column names on every page', async () => {
    const { print } = await siteWithBatches(120);
    const file = await print('filter=expiring');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      'attachment; filename="lager-bjorkhagens-aldreboende-2026-11-21.pdf"',
    );
    const pdf = await readPdf(file.bytes);
    expect(pdf.pageCount).toBeGreaterThan(1);
    const texts = await Promise.all(pdf.pages.map((n) => pdf.text(n)));
    for (const [i, text] of texts.entries()) {
      expect(await pdf.size(i + 1)).toEqual({ width: 841.89, height: 595.28 });
      expect(text).toContain('Björkhagens äldreboende · Utgår snart');
      expect(text).toContain('Utskrivet 2026-11-21 10:00');
      expect(text).toContain('Läkemedel Batch Utgångsdatum Dagar kvar Status Antal');
      expect(text).toContain(`Sida ${i + 1} av ${pdf.pageCount}`);
    }
    const all = texts.join(' ');
    for (const n of [0, 59, 119]) expect(all).toContain(`FX${String(n).padStart(5, '0')}`);
    expect(all).toContain('120 rader');
    await pdf.close();
  });

  it('says so when the filter leaves nothing', async () => {
    const { print } = await siteWithBatches(3);
    const pdf = await readPdf((await print('filter=expired')).bytes);
    expect(await pdf.text(1)).toContain('Listan är tom med de här filtren.');
    await pdf.close();
  });

  it('refuses a list too long to print, and points to Excel', async () => {
    const { print } = await siteWithBatches(MAX_PRINTED_ROWS + 1);
    const res = await print('filter=all');
    expect(res.status).toBe(422);
    expect(JSON.parse(res.bytes.toString('utf8'))).toMatchObject({
      code: 'TOO_MANY_TO_PRINT',
      detail:
        'Listan har fler än 1000 rader, för många för utskrift. Filtrera listan eller exportera den till Excel.',
    });
  });
});
