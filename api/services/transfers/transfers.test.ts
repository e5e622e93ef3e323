import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { matchesOfItem, noticeOf, storeNoticeIn, uniqueBatch } from '../../test/recall-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;

const transfer = (w: World, token: string, body: Record<string, unknown>) =>
  env.request('POST', '/transfers', { token, site: w.a1, body });

const movementsOf = (itemId: string) =>
  env.db
    .selectFrom('stock_movements')
    .selectAll()
    .where('inventory_item_id', '=', itemId)
    .orderBy('id')
    .execute();

async function balanced(itemId: string) {
  const sum = (await movementsOf(itemId)).reduce((total, m) => total + m.delta, 0);
  return sum === (await env.quantityOf(itemId));
}

const templatesAt = (siteId: string) =>
  env.db.selectFrom('medicine_templates').selectAll().where('site_id', '=', siteId).execute();

describe('moving a batch to a sister unit', () => {
  it('books transfer_out and transfer_in, creating the medicine and batch at the target', async () => {
    const w = await env.world();
    const alvedon = await env.medicine(w.a1, 'Alvedon', { strength: '500 mg', minimum: 10 });
    const source = await env.item(w.a1, alvedon, 'ALV-7', '2027-05-31', 20);
    const res = await transfer(w, w.siteAdmin.token, {
      inventory_item_id: source,
      to_site_id: w.a2,
      quantity: 5,
      note: 'Kort datum, används på Björkhagen',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      from_site_name: 'Hemsjukvården Solna',
      to_site_name: 'Björkhagens äldreboende',
      medicine_name: 'Alvedon 500 mg',
      batch_number: 'ALV-7',
      expiry_date: '2027-05-31',
      quantity: 5,
    });
    const [copy] = await templatesAt(w.a2);
    expect(copy).toMatchObject({ name: 'Alvedon', strength: '500 mg', minimum_stock_level: 0 });
    const target = res.body.to_item_id;
    expect(await env.quantityOf(source)).toBe(15);
    expect(await env.quantityOf(target)).toBe(5);
    expect((await movementsOf(source)).at(-1)).toMatchObject({
      kind: 'transfer_out',
      delta: -5,
      reference_type: 'transfer',
      reference_id: res.body.id,
    });
    expect((await movementsOf(target)).map((m) => [m.kind, m.delta])).toEqual([['transfer_in', 5]]);

    env.clock.set(new Date(env.clock.now().getTime() + 60_000).toISOString());
    const again = await transfer(w, w.siteAdmin.token, {
      inventory_item_id: source,
      to_site_id: w.a2,
      quantity: 3,
    });
    expect(again.body.to_item_id).toBe(target);
    expect(await env.quantityOf(target)).toBe(8);
    expect(await balanced(source)).toBe(true);
    expect(await balanced(target)).toBe(true);

    const listed = await env.request('GET', '/transfers', { token: w.siteAdmin.token, site: w.a2 });
    expect(listed.body.items.map((t: { quantity: number }) => t.quantity)).toEqual([3, 5]);
    const targets = await env.request('GET', '/transfers/targets', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(targets.body.sites).toEqual([{ id: w.a2, name: 'Björkhagens äldreboende' }]);
  });

  it('refuses bad moves with a Swedish answer and writes nothing', async () => {
    const w = await env.world();
    const alvedon = await env.medicine(w.a1, 'Alvedon', { strength: '500 mg' });
    const source = await env.item(w.a1, alvedon, 'ALV-8', '2027-05-31', 4);
    const unmanaged = await env.site(w.customerA, 'Ekbackens vårdboende');
    const cases = [
      [{ to_site_id: w.b1, quantity: 1 }, 404, 'Enheten hittades inte.'],
      [{ to_site_id: w.a1, quantity: 1 }, 422, 'Välj en annan enhet än den batchen finns på.'],
      [
        { to_site_id: w.a2, quantity: 5 },
        409,
        'Inte tillräckligt med lager: batch ALV-8 har 4 styck kvar.',
      ],
      [{ to_site_id: w.a2, quantity: 0 }, 422, 'Antal måste vara minst 1'],
      [
        { to_site_id: unmanaged, quantity: 1 },
        403,
        'Du måste vara enhetschef på båda enheterna för att flytta läkemedel.',
      ],
    ] as const;
    for (const [body, status, detail] of cases) {
      const res = await transfer(w, w.siteAdmin.token, { inventory_item_id: source, ...body });
      expect(res.status, detail).toBe(status);
      expect(res.body.detail).toBe(detail);
    }
    const nurse = await transfer(w, w.staff.token, {
      inventory_item_id: source,
      to_site_id: w.a2,
      quantity: 1,
    });
    expect(nurse.status).toBe(403);
    expect(await env.quantityOf(source)).toBe(4);
    expect(await templatesAt(w.a2)).toEqual([]);
    expect((await movementsOf(source)).length).toBe(1);
  });

  it('will not move a batch held by a recall, and names the recall', async () => {
    const w = await env.world();
    const batch = uniqueBatch();
    const item = await env.item(w.a1, w.medA1, batch, '2027-06-30', 8);
    await storeNoticeIn(
      env,
      noticeOf({
        product_name: 'Alvedon',
        recall_class: 'I',
        batches: [{ batch_number: batch, expiry_date: null }],
      }),
    );
    expect(await matchesOfItem(env, item)).toHaveLength(1);
    const res = await transfer(w, w.admin.token, {
      inventory_item_id: item,
      to_site_id: w.a2,
      quantity: 2,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('RECALL_QUARANTINE');
    expect(res.body.detail).toContain('indragningen av Alvedon (klass I)');
    expect(await env.quantityOf(item)).toBe(8);
  });

  it('writes a narcotic transfer in both units’ journals', async () => {
    const w = await env.world();
    const res = await transfer(w, w.siteAdmin.token, {
      inventory_item_id: w.itemA1,
      to_site_id: w.a2,
      quantity: 2,
    });
    expect(res.status).toBe(201);
    const [copy] = await templatesAt(w.a2);
    expect(copy?.is_controlled_substance).toBe(1);
    const out = await env.request('GET', `/narcotics/${w.stockMedA1}/journal`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(out.body.items.at(-1)).toMatchObject({
      kind: 'transfer_out',
      delta: -2,
      balance_after: 18,
    });
    const into = await env.request('GET', `/narcotics/${copy?.id}/journal`, {
      token: w.siteAdmin.token,
      site: w.a2,
    });
    expect(into.body.items).toMatchObject([{ kind: 'transfer_in', delta: 2, balance_after: 2 }]);
  });

  it('never moves more than the batch holds when many moves race', async () => {
    const w = await env.world();
    const alvedon = await env.medicine(w.a1, 'Alvedon', { strength: '500 mg' });
    const source = await env.item(w.a1, alvedon, 'ALV-9', '2027-05-31', 20);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        transfer(w, w.siteAdmin.token, {
          inventory_item_id: source,
          to_site_id: w.a2,
          quantity: 3,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(6);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(await env.quantityOf(source)).toBe(2);
    const target = answers.find((a) => a.status === 201)?.body.to_item_id;
    expect(await env.quantityOf(target)).toBe(18);
    expect(await balanced(source)).toBe(true);
    expect(await balanced(target)).toBe(true);
  });
});
