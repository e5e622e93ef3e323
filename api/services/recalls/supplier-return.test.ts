import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download } from '../../test/export-reader.ts';
import { createTestEnv, START, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { readPdf } from '../../test/pdf-reader.ts';
import { matchesOfItem, noticeOf, storeNoticeIn, uniqueBatch } from '../../test/recall-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
type Row = Record<string, any>;

/** A batch of A1 named by a class I notice, with its unit asked to check. */
async function recalled(w: World, quantity: number, medicine = w.medA1) {
  const batch = uniqueBatch();
  const item = await env.item(w.a1, medicine, batch, '2027-03-31', quantity);
  const name = medicine === w.medA1 ? 'Alvedon' : 'Morfin';
  const { noticeId } = await storeNoticeIn(
    env,
    noticeOf({
      product_name: name,
      strength: null,
      recall_class: 'I',
      batches: [{ batch_number: batch, expiry_date: '2027-03-31' }],
    }),
  );
  return { item, batch, noticeId };
}

const giveBack = (w: World, noticeId: string, body: Row, token = w.staff.token) =>
  env.request('POST', `/indragningar/notices/${noticeId}/returns`, { token, site: w.a1, body });

const followUpAt = async (w: World, noticeId: string, site: string) =>
  (
    await env.request('GET', `/indragningar/notices/${noticeId}/follow-ups`, {
      token: w.admin.token,
    })
  ).body.items.find((f: Row) => f.site_id === site);

const movementsOf = (item: string) =>
  env.db
    .selectFrom('stock_movements')
    .select(['kind', 'delta', 'balance_after', 'reference_type', 'reason', 'witness_label'])
    .where('inventory_item_id', '=', item)
    .orderBy('id')
    .execute();

describe('returning recalled packs to the supplier', () => {
  it('books them out, prints a return note and counts as the unit’s handling', async () => {
    env.clock.set(START);
    const w = await env.world();
    await env.db
      .updateTable('sites')
      .set({ recall_users_may_confirm: 1 })
      .where('id', '=', w.a1)
      .execute();
    const { item, batch, noticeId } = await recalled(w, 12);
    const res = await giveBack(w, noticeId, {
      inventory_item_id: item,
      quantity: 12,
      supplier_reference: 'RMA-48213',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      medicine_name: 'Alvedon 10 mg',
      batch_number: batch,
      quantity: 12,
      quantity_left: 0,
      supplier_reference: 'RMA-48213',
      returned_by: 'Test user <' + w.staff.email + '>',
      follow_up_confirmed: true,
    });
    expect(res.body.note_number).toMatch(/^RET-2026-[0-9A-F]{8}$/);
    expect(await env.quantityOf(item)).toBe(0);
    const moves = await movementsOf(item);
    expect(moves.at(-1)).toMatchObject({
      kind: 'returned_to_supplier',
      delta: -12,
      balance_after: 0,
      reference_type: 'supplier_return',
    });
    expect(moves.at(-1)?.reason).toContain(res.body.note_number);
    expect((await matchesOfItem(env, item))[0]).toMatchObject({
      status: 'resolved',
      resolution_type: 'returned',
    });
    expect(await followUpAt(w, noticeId, w.a1)).toMatchObject({
      status: 'confirmed',
      outcome: 'found_and_handled',
      quantity_found: 12,
      action: 'returnerat till leverantör',
      returned_quantity: 12,
    });

    const note = await download(env, `/indragningar/returns/${res.body.id}/note.pdf`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(note.status).toBe(200);
    expect(note.headers.get('content-type')).toBe('application/pdf');
    const pdf = await readPdf(note.bytes);
    const text = await pdf.text(1);
    for (const expected of [
      'Returnota: retur till leverantör',
      res.body.note_number,
      'Hemsjukvården Solna',
      'Alvedon 10 mg',
      batch,
      '12 Styck',
      'Alvedon (klass I)',
      'RMA-48213',
      'Test user',
      'Mottaget av leverantören',
    ])
      expect(text).toContain(expected);
    await pdf.close();
    // The return stays as booked: the database refuses to change or remove it.
    for (const change of [
      sql`update supplier_returns set quantity = 1 where id = ${res.body.id}`,
      sql`delete from supplier_returns where id = ${res.body.id}`,
    ])
      await expect(change.execute(env.db)).rejects.toThrow(/oföränderlig/);
    const foreign = await env.request('GET', `/indragningar/returns/${res.body.id}`, {
      token: w.foreign.token,
      site: w.b1,
    });
    expect(foreign.status).toBe(404);
  });

  it('keeps the rest of a batch held and the check open after a part is returned', async () => {
    const w = await env.world();
    const { item, noticeId } = await recalled(w, 10);
    const res = await giveBack(w, noticeId, { inventory_item_id: item, quantity: 4 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ quantity_left: 6, follow_up_confirmed: false });
    expect((await matchesOfItem(env, item))[0]?.status).toBe('active');
    expect(await followUpAt(w, noticeId, w.a1)).toMatchObject({
      status: 'open',
      returned_quantity: 4,
    });
  });

  it('refuses more than the batch holds, or a batch the notice does not cover, and writes nothing', async () => {
    const w = await env.world();
    const { item, noticeId } = await recalled(w, 5);
    const other = await env.item(w.a1, w.medA1, uniqueBatch(), '2027-03-31', 5);
    const tooMany = await giveBack(w, noticeId, { inventory_item_id: item, quantity: 6 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.detail).toContain('Inte tillräckligt med lager');
    const notCovered = await giveBack(w, noticeId, { inventory_item_id: other, quantity: 1 });
    expect(notCovered.status).toBe(422);
    expect(notCovered.body.code).toBe('RETURN_NOT_COVERED');
    expect(notCovered.body.detail).toContain('Indragningen av Alvedon gäller inte batch');
    const zero = await giveBack(w, noticeId, { inventory_item_id: item, quantity: 0 });
    expect(zero.status).toBe(422);
    const foreignItem = await giveBack(w, noticeId, { inventory_item_id: w.itemB1, quantity: 1 });
    expect(foreignItem.status).toBe(404);
    expect(await env.quantityOf(item)).toBe(5);
    expect(await env.quantityOf(other)).toBe(5);
    const rows = await env.db
      .selectFrom('supplier_returns')
      .select('id')
      .where('site_id', '=', w.a1)
      .execute();
    expect(rows).toEqual([]);
    expect((await movementsOf(item)).map((m) => m.kind)).toEqual(['opening_balance']);
  });

  it('needs a witness who signs for a narcotic', async () => {
    const w = await env.world();
    const { item, noticeId } = await recalled(w, 3, w.stockMedA1);
    const alone = await giveBack(w, noticeId, { inventory_item_id: item, quantity: 3 });
    expect(alone.status).toBe(422);
    expect(alone.body.code).toBe('WITNESS_REQUIRED');
    expect(await env.quantityOf(item)).toBe(3);
    const witnessed = await giveBack(w, noticeId, {
      inventory_item_id: item,
      quantity: 3,
      witness: { email: w.colleague.email, password: TEST_PASSWORD },
    });
    expect(witnessed.status, JSON.stringify(witnessed.body)).toBe(201);
    expect(witnessed.body.witness).toContain(w.colleague.email);
    expect((await movementsOf(item)).at(-1)).toMatchObject({
      kind: 'returned_to_supplier',
      delta: -3,
    });
    expect((await movementsOf(item)).at(-1)?.witness_label).toContain(w.colleague.email);
  });

  // On PostgreSQL each return runs in a transaction of its own, at once.
  it('lets 30 returns at once take no more than the batch holds', async () => {
    const w = await env.world();
    const { item, noticeId } = await recalled(w, 10);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        giveBack(w, noticeId, { inventory_item_id: item, quantity: 1 }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    expect(await env.quantityOf(item)).toBe(0);
    const moves = await movementsOf(item);
    expect(moves.filter((m) => m.kind === 'returned_to_supplier')).toHaveLength(10);
    const rows = await env.db
      .selectFrom('supplier_returns')
      .select('quantity')
      .where('inventory_item_id', '=', item)
      .execute();
    expect(rows).toHaveLength(10);
  });
});
