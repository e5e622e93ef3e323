import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { matchesOfItem, uniqueBatch } from '../../test/recall-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

const noticeCount = async () =>
  Number(
    (
      await env.db
        .selectFrom('recall_notices')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const post = (token: string, path: string, body: unknown) =>
  env.request('POST', `/indragningar/notices${path}`, { token, body });

describe('POST /indragningar/notices (entered by hand)', () => {
  it('stores the notice, matches it at once and audits it', async () => {
    const w = await env.world();
    const batch = uniqueBatch();
    const item = await env.item(w.a1, w.stockMedA1, batch, '2027-06-30', 7);
    const res = await post(w.admin.token, '', {
      product_name: 'Morfin Meda',
      strength: '10 mg',
      gtin: '07046261234567',
      varunummer: '123456',
      recall_class: 'II',
      reason: 'Felaktig etikett',
      link: 'https://www.lakemedelsverket.se/indragning',
      batches: [
        { batch_number: batch, expiry_date: '2027-06-30' },
        { batch_number: 'X77', expiry_date: '' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.matches_added).toBe(1);
    expect(res.body.notice).toMatchObject({
      source: 'manual',
      product_name: 'Morfin Meda',
      recall_class: 'II',
      match_count: 1,
    });
    expect(res.body.notice.batches).toEqual(
      expect.arrayContaining([
        { batch_number: batch, expiry_date: '2027-06-30' },
        { batch_number: 'X77', expiry_date: null },
      ]),
    );
    expect(await matchesOfItem(env, item)).toMatchObject([
      { withdrawal_reason: 'Felaktig etikett' },
    ]);
    const audit = (await env.auditRows('recall_notice')).find(
      (r) => r.entity_id === res.body.notice.id,
    );
    expect(audit).toMatchObject({ action: 'create', actor_id: w.admin.id });
    const staffView = await env.request('GET', '/indragningar/matches', {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(
      staffView.body.items.map((m: { inventory_item_id: string }) => m.inventory_item_id),
    ).toContain(item);
  });

  it('is for admins only', async () => {
    const w = await env.world();
    const before = await noticeCount();
    for (const token of [w.siteAdmin.token, w.staff.token]) {
      const res = await post(token, '', { product_name: 'Morfin', batches: [] });
      expect(res.status).toBe(403);
    }
    expect(await noticeCount()).toBe(before);
  });

  it.each([
    [{ product_name: ' ' }, 'product_name', 'Produktnamn krävs'],
    [{ gtin: '12345678901' }, 'gtin', 'GTIN ska vara 8, 12, 13 eller 14 siffror'],
    [{ varunummer: '12345' }, 'varunummer', 'Varunummer ska vara 6 siffror'],
    [{ recall_class: 'IV' }, 'recall_class', 'Klass ska vara I, II eller III'],
    [{ link: 'javascript:alert(1)' }, 'link', 'Länken måste börja med http:// eller https://'],
    [{ link: 'ftp://example.se/a' }, 'link', 'Länken måste börja med http:// eller https://'],
    [{ batches: [{ batch_number: '' }] }, 'batches.0.batch_number', 'Batchnummer krävs'],
    [
      { batches: [{ batch_number: 'A1', expiry_date: '2026-02-30' }] },
      'batches.0.expiry_date',
      'Ogiltigt utgångsdatum (ÅÅÅÅ-MM-DD)',
    ],
    [{ batches: 'A1' }, 'batches', 'Batcher ska vara en lista'],
  ])('refuses %j with a Swedish message and stores nothing', async (change, path, message) => {
    const w = await env.world();
    const before = await noticeCount();
    const res = await post(w.admin.token, '', { product_name: 'Morfin', batches: [], ...change });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await noticeCount()).toBe(before);
  });

  it('accepts empty class, GTIN, link and expiry as not given', async () => {
    const w = await env.world();
    const res = await post(w.admin.token, '', {
      product_name: 'Alvedon',
      recall_class: '',
      gtin: '',
      link: '',
      batches: [{ batch_number: 'AB123', expiry_date: '' }],
    });
    expect(res.status).toBe(201);
    expect(res.body.notice).toMatchObject({ recall_class: null, gtin: null, link: null });
  });
});

describe('pasting a notice', () => {
  const TEXT =
    'Indragning av Morfin Meda 10 mg/ml injektionsvätska – klass II\n' +
    'Vnr 123456, GTIN 07046261234567.\n' +
    'Berörda batcher: 8006745 (utgångsdatum 2027-12-06) och 8021088 (utgångsdatum 2028-02-28).\n' +
    'Frågor: 08-123 45 67.';

  it('previews what it finds and saves nothing', async () => {
    const w = await env.world();
    const before = await noticeCount();
    const res = await post(w.admin.token, '/extract', { text: TEXT });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      product_name: 'Morfin Meda 10 mg/ml injektionsvätska',
      strength: '10 mg/ml',
      gtin: '07046261234567',
      varunummer: '123456',
      recall_class: 'II',
      batches: [
        { batch_number: '8006745', expiry_date: '2027-12-06' },
        { batch_number: '8021088', expiry_date: '2028-02-28' },
      ],
      level: null,
      kind: 'recall',
    });
    const withdrawal = await post(w.admin.token, '/extract', {
      text: 'Information om avregistrering av Oxascand 10 mg tabletter. Godkännandet för försäljning upphör att gälla den 1 mars 2027 på innehavarens begäran.',
    });
    expect(withdrawal.body).toMatchObject({ kind: 'information', batches: [] });
    const urgent = await post(w.admin.token, '/extract', {
      text: `${TEXT}\nIndragningsnivå: Konsument`,
    });
    expect(urgent.body).toMatchObject({ level: 'konsument', recall_class: 'II' });
    expect(await noticeCount()).toBe(before);
    const empty = await post(w.admin.token, '/extract', { text: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.detail).toBe('Klistra in texten från indragningen');
    expect((await post(w.siteAdmin.token, '/extract', { text: TEXT })).status).toBe(403);
  });

  it('saves the confirmed preview with its text, as plain text', async () => {
    const w = await env.world();
    const batch = uniqueBatch();
    const med = await env.medicine(w.a2, 'Morfin Meda', { strength: '10 mg/ml' });
    const item = await env.item(w.a2, med, batch, '2027-12-06', 2);
    const body = `${TEXT}\n<b>Batch ${batch}</b>`;
    const preview = await post(w.admin.token, '/extract', { text: body });
    const res = await post(w.admin.token, '/paste', { ...preview.body, body });
    expect(res.status).toBe(201);
    expect(res.body.notice).toMatchObject({ source: 'paste', body, match_count: 1 });
    expect(res.body.notice.batches).toHaveLength(3);
    expect(await matchesOfItem(env, item)).toHaveLength(1);
    const missing = await post(w.admin.token, '/paste', { product_name: 'Morfin', batches: [] });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toBe('Texten från indragningen krävs');
  });

  it('answers 404 for a notice that does not exist', async () => {
    const w = await env.world();
    const res = await env.request(
      'GET',
      '/indragningar/notices/6b0c1c0e-3f43-4a43-9d0e-6f1d2b9c0a11',
      {
        token: w.admin.token,
      },
    );
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('RECALL_NOTICE_NOT_FOUND');
  });
});
