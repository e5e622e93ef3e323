import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

/** A count of the world's morphine batch (20 in stock) by the unit's nurse. */
async function count(w: World, counted: number, witnessed: boolean) {
  const as = { token: w.staff.token, site: w.a1 };
  const sheet = await env.request('GET', `/narcotics/${w.stockMedA1}/count-sheet`, as);
  const res = await env.request('POST', '/narcotics/counts', {
    ...as,
    body: {
      medicine_template_id: w.stockMedA1,
      last_count_id: sheet.body.last_count_id,
      lines: [{ inventory_item_id: w.itemA1, counted_quantity: counted }],
      ...(witnessed
        ? {
            witness: { email: w.colleague.email, password: TEST_PASSWORD },
            note: 'En ampull saknas',
          }
        : {}),
    },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const counts = (w: World, token: string, query = '') =>
  env.request('GET', `/narcotics/counts${query}`, { token, site: w.a1 });

describe("the unit's list of control counts", () => {
  it('lists each count newest first with who, witness, when, expected, counted, difference and status', async () => {
    const w = await env.world();
    const first = await count(w, 20, false);
    env.clock.advanceMinutes(1);
    const short = await count(w, 19, true);

    const res = await counts(w, w.staff.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pages: 1 });
    expect(res.body.items).toEqual([
      {
        id: short.id,
        medicine_template_id: w.stockMedA1,
        medicine_name: short.medicine_name,
        counted_at: short.counted_at,
        counter_name: short.counter_name,
        witness_name: short.witness_name,
        expected: 20,
        counted: 19,
        difference: -1,
        status: 'discrepancy',
        note: 'En ampull saknas',
      },
      expect.objectContaining({
        id: first.id,
        expected: 20,
        counted: 20,
        difference: 0,
        status: 'ok',
        witness_name: null,
      }),
    ]);
    expect(short.witness_name).toEqual(expect.any(String));

    const paged = await counts(w, w.siteAdmin.token, '?size=1&page=2');
    expect(paged.body).toMatchObject({ total: 2, pages: 2 });
    expect(paged.body.items.map((c: { id: string }) => c.id)).toEqual([first.id]);
    const byProduct = await counts(w, w.admin.token, `?template_id=${w.stockMedA1}`);
    expect(byProduct.body.total).toBe(2);
    const otherProduct = await counts(w, w.admin.token, `?template_id=${w.medA1}`);
    expect(otherProduct.body).toMatchObject({ total: 0, items: [] });
  });

  it('keeps to the period and to the working site', async () => {
    const w = await env.world();
    await count(w, 20, false);
    const today = env.clock.today();
    expect((await counts(w, w.staff.token, `?from=${today}&to=${today}`)).body.total).toBe(1);
    expect((await counts(w, w.staff.token, '?to=2020-01-31')).body.total).toBe(0);

    // Another unit's product answers as if it did not exist, and its counts are never listed.
    const foreign = await counts(w, w.staff.token, `?template_id=${w.stockMedB1}`);
    expect(foreign.status).toBe(404);
    const other = await env.request('GET', '/narcotics/counts', {
      token: w.foreign.token,
      site: w.b1,
    });
    expect(other.body).toMatchObject({ total: 0, items: [] });
  });

  it('refuses a bad period or product with a Swedish 422', async () => {
    const w = await env.world();
    const backwards = await counts(w, w.staff.token, '?from=2026-05-02&to=2026-05-01');
    expect(backwards.status).toBe(422);
    expect(backwards.body).toMatchObject({
      code: 'INVALID_PERIOD',
      detail: 'Från-datum får inte vara efter till-datum',
    });
    const notADay = await counts(w, w.staff.token, '?from=igår');
    expect(notADay.status).toBe(422);
    expect(notADay.body.errors).toEqual([
      { path: 'from', message: 'Datum ska skrivas ÅÅÅÅ-MM-DD' },
    ]);
    const notAnId = await counts(w, w.staff.token, '?template_id=morfin');
    expect(notAnId.status).toBe(422);
    expect(notAnId.body.errors).toEqual([{ path: 'template_id', message: 'Ogiltigt id' }]);
  });
});
