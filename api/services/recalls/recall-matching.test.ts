import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, TEST_PASSWORD, type TestEnv } from '../../test/harness.ts';
import { destroyWitnessed } from '../../test/kassation-fixtures.ts';
import {
  matchesOfItem,
  noticeOf,
  recallWarnings,
  storeNoticeIn,
  uniqueBatch,
} from '../../test/recall-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const matchIds = (res: { body: Record<string, any> }) =>
  res.body.items.map((m: { inventory_item_id: string }) => m.inventory_item_id);

describe('a notice arriving', () => {
  it('matches the batch at every site of every customer, and each site sees only its own', async () => {
    const w = await env.world();
    const batch = uniqueBatch();
    const inA1 = await env.item(w.a1, w.stockMedA1, batch, '2027-06-30', 12);
    const inB1 = await env.item(w.b1, w.stockMedB1, batch.toLowerCase(), '2027-06-30', 3);
    const stored = await storeNoticeIn(
      env,
      noticeOf({ batches: [{ batch_number: `LOT ${batch}`, expiry_date: '2027-06-30' }] }),
    );
    expect(stored).toMatchObject({ created: true, matchesAdded: 2 });

    const staff = await env.request('GET', '/indragningar/matches', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(matchIds(staff)).toEqual([inA1]);
    expect(staff.body.items[0]).toMatchObject({
      medicine_name: 'Morfin 10 mg',
      batch_number: batch,
      quantity: 12,
      withdrawal_reason: 'Partiklar i lösningen',
    });
    const manager = await env.request('GET', '/indragningar/matches', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(matchIds(manager)).toEqual([inA1]);
    const foreign = await env.request('GET', '/indragningar/matches', {
      token: w.foreign.token,
      site: w.b1,
    });
    expect(matchIds(foreign)).toEqual([inB1]);
    const stats = await env.request('GET', '/indragningar/stats', {
      token: w.foreign.token,
      site: w.b1,
    });
    expect(stats.body.total_matches).toBe(1);
  });

  it('needs the product to agree: name and strength, spacing and case aside', async () => {
    const w = await env.world();
    const batch = uniqueBatch();
    const morfin = await env.item(w.a1, w.stockMedA1, batch, '2027-06-30', 5);
    const alvedon = await env.item(w.a1, w.medA1, batch, '2027-06-30', 5);
    const strong = await env.medicine(w.a2, 'Morfin', { strength: '20 mg' });
    const other = await env.item(w.a2, strong, batch, '2027-06-30', 5);
    const spaced = await env.medicine(w.b1, 'MORFIN MEDA', { strength: '10MG' });
    const sameProduct = await env.item(w.b1, spaced, batch, '2027-06-30', 5);
    await storeNoticeIn(env, noticeOf({ batches: [{ batch_number: batch, expiry_date: null }] }));
    expect(await matchesOfItem(env, morfin)).toHaveLength(1);
    expect(await matchesOfItem(env, sameProduct)).toHaveLength(1);
    expect(await matchesOfItem(env, alvedon)).toHaveLength(0);
    expect(await matchesOfItem(env, other)).toHaveLength(0);
  });

  it('leaves batches with nothing left alone', async () => {
    const w = await env.world();
    const batch = uniqueBatch();
    const empty = await env.item(w.a1, w.stockMedA1, batch, '2027-06-30', 0);
    const stored = await storeNoticeIn(
      env,
      noticeOf({ batches: [{ batch_number: batch, expiry_date: null }] }),
    );
    expect(stored.matchesAdded).toBe(0);
    expect(await matchesOfItem(env, empty)).toHaveLength(0);
  });

  it('is stored once per external id, however often the feed is read', async () => {
    const w = await env.world();
    const batch = uniqueBatch();
    const item = await env.item(w.a1, w.stockMedA1, batch, '2027-06-30', 5);
    const input = noticeOf({
      external_id: `https://lakemedelsverket.se/indragning/${batch}`,
      batches: [{ batch_number: batch, expiry_date: null }],
    });
    const first = await storeNoticeIn(env, input);
    const again = await storeNoticeIn(env, input);
    expect(again).toEqual({ noticeId: first.noticeId, created: false, matchesAdded: 0 });
    const notices = await env.db
      .selectFrom('recall_notices')
      .select('id')
      .where('external_id', '=', input.external_id)
      .execute();
    expect(notices).toHaveLength(1);
    expect(await matchesOfItem(env, item)).toHaveLength(1);
    expect(await recallWarnings(env, w.a1)).toHaveLength(1);
  });

  it('keeps a notice of a product nobody stocks, shown as matching nothing', async () => {
    const w = await env.world();
    const product = `Okänt ${uniqueBatch('P')}`;
    const stored = await storeNoticeIn(env, noticeOf({ product_name: product, batches: [] }));
    expect(stored).toMatchObject({ created: true, matchesAdded: 0 });
    const notice = await env.request('GET', `/indragningar/notices/${stored.noticeId}`, {
      token: w.admin.token,
    });
    expect(notice.status).toBe(200);
    expect(notice.body).toMatchObject({
      product_name: product,
      batches: [],
      whole_product: true,
      match_count: 0,
    });
    const monitor = await env.request('GET', `/admin/withdrawals/simple?search=${product}`, {
      token: w.admin.token,
    });
    expect(monitor.body.items).toMatchObject([
      { notice_id: stored.noticeId, whole_product: true, match_count: 0, batch_number: '-' },
    ]);
  });

  it('raises one critical warning per match in the batch’s site', async () => {
    const w = await env.world();
    const batch = uniqueBatch();
    await env.item(w.a1, w.stockMedA1, batch, '2027-06-30', 5);
    await storeNoticeIn(env, noticeOf({ batches: [{ batch_number: batch, expiry_date: null }] }));
    const warnings = await env.request('GET', '/warnings?warning_type=system_alert', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    const titles = warnings.body.items.map((x: { title: string }) => x.title);
    expect(titles).toContain(`Indragning: Morfin 10 mg batch ${batch}`);
    const [warning] = await recallWarnings(env, w.a1);
    expect(warning).toMatchObject({ severity: 'critical', is_resolved: 0 });
    expect(await recallWarnings(env, w.b1)).toHaveLength(0);
  });

  it('words the warning and why it closed as codes and params as well', async () => {
    const w = await env.world();
    const [kept, disposed] = [uniqueBatch(), uniqueBatch()];
    const keptItem = await env.item(w.a1, w.stockMedA1, kept, '2027-06-30', 5);
    const disposedItem = await env.item(w.a1, w.stockMedA1, disposed, '2027-06-30', 2);
    await storeNoticeIn(
      env,
      noticeOf({
        batches: [
          { batch_number: kept, expiry_date: null },
          { batch_number: disposed, expiry_date: null },
        ],
      }),
    );
    const alerts = async (query: string) => {
      const res = await env.request('GET', `/warnings?warning_type=system_alert${query}`, {
        token: w.siteAdmin.token,
        site: w.a1,
      });
      return res.body.items as Record<string, any>[];
    };
    const [open] = (await alerts('')).filter((a) => a.title.includes(kept));
    expect(open).toMatchObject({
      title_message: {
        code: 'alert.recall.title',
        params: { medicine: 'Morfin 10 mg', batch: kept },
      },
      description_message: {
        code: 'alert.recall.description.product_reason',
        params: { product: 'Morfin Meda injektionsvätska', reason: 'Partiklar i lösningen' },
      },
    });

    const [match] = await matchesOfItem(env, keptItem);
    const dismissed = await env.request('POST', `/indragningar/matches/${match!.id}/resolve`, {
      token: w.siteAdmin.token,
      body: { resolution_type: 'dismissed', notes: 'Annan tillverkare' },
    });
    expect(dismissed.status).toBe(200);
    const started = await env.request('POST', '/kassation/initiate', {
      token: w.staff.token,
      site: w.a1,
      body: { inventory_item_id: disposedItem, quantity: 2, reason: 'recalled' },
    });
    // The narcotic's batch is disposed of at its witnessed destruction.
    expect((await destroyWitnessed(env, w, started.body.id)).status).toBe(200);
    const closed = await alerts('&is_resolved=true');
    const reasonOf = (batch: string) => {
      const alert = closed.find((a) => a.title.includes(batch));
      return [alert?.resolution_notes, alert?.resolution_message];
    };
    expect(reasonOf(kept)).toEqual([
      'Indragningen avfärdades: gäller inte batchen',
      { code: 'resolution.recall_dismissed', params: {} },
    ]);
    expect(reasonOf(disposed)).toEqual([
      'Batchen är kasserad',
      { code: 'resolution.recall_batch_disposed', params: {} },
    ]);
  });
});

describe('late matching', () => {
  const recallFor = async (batch: string) =>
    storeNoticeIn(env, noticeOf({ batches: [{ batch_number: batch, expiry_date: null }] }));

  it('catches a recalled batch registered after the notice', async () => {
    const w = await env.world();
    const batch = uniqueBatch();
    await recallFor(batch);
    const res = await env.request('POST', '/inventory/items', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {
        medicine_template_id: w.stockMedA1,
        batch_number: batch.replace('-', ' '),
        expiry_date: '2027-06-30',
        quantity: 4,
        delivery_reference: 'FS-1',
        witness: { email: w.colleague.email, password: TEST_PASSWORD },
      },
    });
    expect(res.status).toBe(201);
    const matches = await matchesOfItem(env, res.body.id);
    expect(matches).toMatchObject([{ status: 'active', site_id: w.a1 }]);
    expect(await recallWarnings(env, w.a1)).toHaveLength(1);
  });

  it('catches a recalled batch unpacked next week, new or refilled', async () => {
    const w = await env.world();
    const batch = uniqueBatch();
    const refill = uniqueBatch();
    const empty = await env.item(w.a1, w.stockMedA1, refill, '2027-06-30', 0);
    await recallFor(batch);
    await recallFor(refill);
    env.clock.advanceMinutes(7 * 24 * 60);
    const token = await env.tokenFor(w.siteAdmin.id);
    const unpack = (batch_number: string) =>
      env.request('POST', '/inventory/unpack', {
        token,
        site: w.a1,
        body: {
          medicine_template_id: w.stockMedA1,
          batch_number,
          expiry_date: '2027-06-30',
          quantity: 10,
          delivery_reference: 'FS-2',
          witness: { email: w.colleague.email, password: TEST_PASSWORD },
        },
      });
    const created = await unpack(batch);
    expect(created.status).toBeLessThan(300);
    expect(await matchesOfItem(env, created.body.item.id)).toHaveLength(1);
    const refilled = await unpack(refill);
    expect(refilled.status).toBeLessThan(300);
    expect(refilled.body.item.id).toBe(empty);
    expect(await matchesOfItem(env, empty)).toMatchObject([{ status: 'active' }]);
  });

  it('catches a batch number corrected to a recalled one', async () => {
    const w = await env.world();
    const batch = uniqueBatch();
    const item = await env.item(w.a1, w.stockMedA1, uniqueBatch(), '2027-06-30', 6);
    await recallFor(batch);
    // The world's stock medicine is a narcotic: its batch number changes in front of a witness.
    const res = await env.request('PUT', `/inventory/items/${item}`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {
        batch_number: batch,
        witness: { email: w.colleague.email, password: TEST_PASSWORD },
      },
    });
    expect(res.status).toBe(200);
    expect(await matchesOfItem(env, item)).toHaveLength(1);
  });
});
